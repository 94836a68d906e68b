/**
 * Follows one task for the wizards' `watchTask` actor: the taskProgress subscription over SSE
 * (graphql-yoga's GraphQL-over-SSE, same cookie and CSRF header as the Apollo client), then the
 * task itself once it ends, for its transaction_uuid and error (progress events carry neither).
 */
import type { TaskUpdate } from '@console/machines';
import { apolloClient } from '../../apollo/client.js';
import { AppError, toAppError } from '../../apollo/appError.js';
import { TASK, TASK_PROGRESS_SUBSCRIPTION } from './graphql/operations.js';

const FINISHED = new Set(['succeeded', 'failed', 'cancelled']);

interface ProgressEvent {
  task_uuid: string;
  status: TaskUpdate['status'];
  done: number;
  total: number;
}

/** Reads `data:` payloads of an SSE body. */
async function* sseMessages(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      yield { event, data: data.join('\n') };
    }
  }
}

/** The task as it is now (with its transaction), as the machines want it. */
export async function fetchTask(uuid: string): Promise<TaskUpdate & { company_digit_code: string | null }> {
  const { data } = await apolloClient.query({ query: TASK, variables: { uuid }, fetchPolicy: 'network-only' });
  const task = data?.task;
  if (!task) throw new AppError(404);
  return { uuid: task.uuid, status: task.status, progress: task.progress, transaction_uuid: task.transaction_uuid, error: task.error, result: task.result as TaskUpdate['result'], company_digit_code: task.company?.digit_code ?? null };
}

/** Streams the progress events of one task until its stream ends; resolves with the last one seen. */
async function streamProgress(uuid: string, last: TaskUpdate, emit: (task: TaskUpdate) => void, signal: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-graphql-client': 'console-web' },
      body: JSON.stringify({ query: TASK_PROGRESS_SUBSCRIPTION, variables: { task_uuid: uuid } }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) return;
    throw toAppError(error);
  }
  if (!response.ok || !response.body) throw new AppError(response.status);
  try {
    for await (const message of sseMessages(response.body)) {
      if (message.event === 'complete') return;
      if (!message.data) continue;
      const payload = JSON.parse(message.data) as { data?: { taskProgress?: ProgressEvent }; errors?: Array<{ message: string; extensions?: { status?: number } }> };
      if (payload.errors?.length) throw new AppError(payload.errors[0]?.extensions?.status ?? 500, payload.errors[0]?.message);
      const p = payload.data?.taskProgress;
      if (!p) continue;
      // The end is reported from the task itself, with its transaction.
      if (FINISHED.has(p.status)) return;
      last = { ...last, status: p.status, progress: { done: p.done, total: p.total } };
      emit(last);
    }
  } catch (error) {
    if (signal.aborted) return;
    throw error instanceof AppError ? error : toAppError(error);
  }
}

const pause = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
});

/**
 * Reports the task to `emit` until it ends or `signal` aborts: first as it is now (a resumed
 * wizard sees a task that already ended), then each progress event, then as it ended. A stream
 * that closes early is opened again.
 */
export async function followTask(uuid: string, emit: (task: TaskUpdate) => void, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    const now = await fetchTask(uuid);
    if (signal.aborted) return;
    emit(now);
    if (FINISHED.has(now.status)) return;
    const opened = Date.now();
    await streamProgress(uuid, now, emit, signal);
    // A stream that closed at once (a restart of the gateway, a proxy) is not reopened in a busy loop.
    if (Date.now() - opened < 1000) await pause(1000, signal);
  }
}

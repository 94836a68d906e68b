/**
 * Server-Sent Events over fetch, for the platform's feed (GET /events/stream): the parsing is
 * eventsource-parser's (the spec's line, field and BOM rules), not ours. Its parser is fed the
 * body's chunks directly: the web-stream wrapper (TextDecoderStream, EventSourceParserStream)
 * costs several promises per message, which a 100,000-row apply's events made a third of the
 * gateway's time to read them.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** One SSE message: its id, event name and data. */
export interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

/**
 * Yields the messages of an SSE body, those of each chunk together (one turn of the consumer's
 * loop for a chunk's hundred messages, not one each), until it ends.
 */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage[]> {
  let parsed: SseMessage[] = [];
  const parser = createParser({
    onEvent: (message: EventSourceMessage) =>
      void parsed.push({
        ...(message.id === undefined ? {} : { id: message.id }),
        event: message.event ?? 'message',
        data: message.data,
      }),
  });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      if (parsed.length === 0) continue;
      const ready = parsed;
      parsed = [];
      yield ready;
    }
  } finally {
    // The consumer stopped early (or the body failed): the body is released either way.
    await reader.cancel().catch(() => undefined);
  }
}

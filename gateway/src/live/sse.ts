/**
 * Server-Sent Events over fetch, for the platform's feed (GET /events/stream): the parsing is
 * eventsource-parser's (the spec's line, field and BOM rules), not ours.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';

/** One SSE message: its id, event name and data. */
export interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

/** Yields the messages of an SSE body until it ends. */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const messages = body
    .pipeThrough(new TextDecoderStream() as unknown as ReadableWritablePair<string, Uint8Array>)
    .pipeThrough(new EventSourceParserStream());
  for await (const message of messages as unknown as AsyncIterable<{ id?: string; event?: string; data: string }>) {
    yield {
      ...(message.id === undefined ? {} : { id: message.id }),
      event: message.event ?? 'message',
      data: message.data,
    };
  }
}

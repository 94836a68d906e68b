/**
 * The platform's live feed (GET /events/stream) read by a test: progress notices go out while an
 * apply's rows are being written (its task yields between chunks), when no REST read would be
 * answered (PGlite runs one statement at a time, and the apply holds its transaction).
 */

/** One item of the feed: a stored event or a progress notice. */
export interface FeedMessage {
  event: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read by path in the tests
  data: any;
}

export interface Feed {
  /** Resolves with the first message (from now on) that `match` accepts. */
  until(match: (message: FeedMessage) => boolean): Promise<FeedMessage>;
  close(): void;
}

/** Opens the feed and resolves once the platform has accepted it (its first comment arrived). */
export async function openFeed(url: string, token: string): Promise<Feed> {
  const controller = new AbortController();
  const response = await fetch(`${url}/events/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`the feed answered ${response.status}`);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let waiting:
    { match: (m: FeedMessage) => boolean; resolve: (m: FeedMessage) => void; reject: (e: Error) => void } | undefined;
  let ended = false;
  const deliver = (block: string) => {
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (!event || data === undefined) return;
    const message = { event, data: JSON.parse(data) };
    if (waiting?.match(message)) {
      waiting.resolve(message);
      waiting = undefined;
    }
  };
  let ready: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        ready();
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          deliver(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted, or the platform was killed: whoever waits hears it below.
    }
    ended = true;
    waiting?.reject(new Error('the feed ended'));
  })();
  await opened;
  return {
    until: (match) =>
      new Promise<FeedMessage>((resolve, reject) => {
        if (ended) reject(new Error('the feed ended'));
        else waiting = { match, resolve, reject };
      }),
    close: () => controller.abort(),
  };
}

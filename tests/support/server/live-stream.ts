import { createSseParser, type SseMessage } from '@shared/live/sse-parser';

export interface LiveStreamClient {
  status: number;
  /** The JSON error body of a refused stream. */
  refusal: unknown;
  messages: SseMessage[];
  comments: string[];
  /** The id the stream last gave (its opening's, then each event's). */
  lastEventId(): string | null;
  /** Resolves with the first message matching, failing after `ms`. */
  waitFor(match: (message: SseMessage) => boolean, ms: number): Promise<SseMessage>;
  /** As waitFor, among the messages after the catch-up only: what happened live. */
  waitForLive(match: (message: SseMessage) => boolean, ms: number): Promise<SseMessage>;
  /** Resolves once the stream's opening has arrived, failing after `ms`. */
  opened(ms: number): Promise<void>;
  /** Resolves once the server has sent what the stream missed before it opened. */
  caughtUp(ms: number): Promise<void>;
  /** The messages sent before the server said it had caught up. */
  caughtUpMessages(): SseMessage[];
  /** The messages after the catch-up. */
  liveMessages(): SseMessage[];
  /** Resolves when the server has ended the stream, failing after `ms`. */
  ended(ms: number): Promise<void>;
  close(): void;
}

/** Opens GET /api/events over real HTTP, as the web app does (fetch, bearer token). */
export async function openLiveStream(
  baseUrl: string,
  token: string | null,
  options: { lastEventId?: string; device?: string } = {},
): Promise<LiveStreamClient> {
  const abort = new AbortController();
  const url = new URL('/api/events', baseUrl);
  if (options.device) url.searchParams.set('device', options.device);
  const response = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((wake) => wake());
  /** How many messages came before the server's "caught up", once it has come. */
  let caughtUpAt: number | null = null;
  const parser = createSseParser(
    (message) => {
      messages.push(message);
      notify();
    },
    (comment) => {
      comments.push(comment);
      if (comment === 'caught up' && caughtUpAt === null) caughtUpAt = messages.length;
      notify();
    },
  );
  const liveMessages = () => (caughtUpAt === null ? [] : messages.slice(caughtUpAt));
  let done = false;
  let refusal: unknown = null;
  if (response.status !== 200) {
    refusal = await response.json();
    done = true;
  } else {
    void (async () => {
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      try {
        for (;;) {
          const { done: finished, value } = await reader.read();
          if (finished) break;
          parser.push(decoder.decode(value, { stream: true }));
          notify();
        }
      } catch {
        // Closed by the test.
      }
      done = true;
      notify();
    })();
  }

  function until<T>(check: () => T | undefined, ms: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const wake = () => {
        const found = check();
        if (found === undefined) return;
        clearTimeout(timer);
        waiters.delete(wake);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`${what} within ${ms} ms; got ${JSON.stringify(messages)}`));
      }, ms);
      waiters.add(wake);
      wake();
    });
  }

  return {
    status: response.status,
    refusal,
    messages,
    comments,
    lastEventId: () => parser.lastEventId,
    waitFor: (match, ms) => until(() => messages.find(match), ms, 'no matching event'),
    waitForLive: (match, ms) =>
      until(() => liveMessages().find(match), ms, 'no matching live event'),
    opened: (ms) =>
      until(() => (comments.includes('connected') ? true : undefined), ms, 'no opening').then(
        () => undefined,
      ),
    caughtUp: (ms) =>
      until(() => (caughtUpAt === null ? undefined : true), ms, 'no catch-up').then(
        () => undefined,
      ),
    caughtUpMessages: () => messages.slice(0, caughtUpAt ?? 0),
    liveMessages,
    ended: (ms) =>
      until(() => (done ? true : undefined), ms, 'the stream did not end').then(() => undefined),
    close: () => abort.abort(),
  };
}

/** The topics of a change event. */
export const topicsOf = (message: SseMessage): string[] =>
  message.event === 'change' ? (JSON.parse(message.data) as { topics: string[] }).topics : [];

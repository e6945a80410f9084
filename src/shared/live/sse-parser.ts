/** One server-sent event as the stream spelled it (https://html.spec.whatwg.org/#server-sent-events). */
export interface SseMessage {
  event: string;
  data: string;
  /** The stream's last event id when the event arrived. */
  id: string | null;
}

export interface SseParser {
  /** Feeds the next piece of text; calls `onMessage` for each event it completes. */
  push(text: string): void;
  /** The last `id:` seen, as Last-Event-ID for a reconnect; null before any. */
  readonly lastEventId: string | null;
}

/**
 * Parses a text/event-stream as it arrives in pieces. Comments (heartbeats) and `retry:` are
 * read and dropped; an `id:` line counts even without data, so a stream's opening can give
 * the client its place before any event.
 */
export function createSseParser(
  onMessage: (message: SseMessage) => void,
  onComment?: (text: string) => void,
): SseParser {
  let buffer = '';
  let lastEventId: string | null = null;
  let event = '';
  let data: string[] = [];

  function line(text: string) {
    if (text === '') {
      if (data.length > 0)
        onMessage({ event: event || 'message', data: data.join('\n'), id: lastEventId });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return onComment?.(text.slice(1).trim());
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
  }

  return {
    push(text) {
      buffer += text;
      const lines = buffer.split(/\r?\n/);
      buffer = lines.pop() ?? '';
      for (const each of lines) line(each);
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}

/** One server-sent event: its `event:` name and `data:` text (the id is tracked by the parser). */
export interface SseMessage {
  event: string;
  data: string;
  id: string | null;
}

/**
 * An incremental parser of a text/event-stream (the HTML standard's rules, for what the live stream
 * sends): chunks may split lines anywhere; a complete block's `id:` sets the last event id, even without data;
 * comments (`:`) and blocks without data dispatch nothing; `retry:` sets the reconnection delay.
 */
export const createSseParser = (onMessage: (message: SseMessage) => void) => {
  let buffer = '';
  let lastEventId: string | null = null;
  /** The id of the block being read: it becomes the last id only when the block is complete. */
  let pendingId: string | null = null;
  let retry: number | null = null;
  let event = '';
  let data: string[] = [];

  const dispatch = () => {
    if (pendingId !== null) lastEventId = pendingId;
    pendingId = null;
    if (data.length) onMessage({ event: event || 'message', data: data.join('\n'), id: lastEventId });
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\u0000')) pendingId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  };

  return {
    feed(chunk: string) {
      buffer += chunk;
      let end: number;
      while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
        // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
        if (buffer[end] === '\r' && end === buffer.length - 1) break;
        const newline = buffer.startsWith('\r\n', end) ? 2 : 1;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + newline);
      }
    },
    /** The id to resume from (`Last-Event-ID`). */
    lastEventId: () => lastEventId,
    retry: () => retry,
    /** A new connection: a half-received event is dropped, the last id is kept. */
    reset() {
      buffer = '';
      pendingId = null;
      event = '';
      data = [];
    },
  };
};

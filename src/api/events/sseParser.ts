/** One server-sent event (the fields the change stream uses). */
export interface ServerSentEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * An incremental `text/event-stream` parser (the WHATWG "event stream interpretation", lines ending in LF or
 * CRLF): feed it text as it arrives, in any chunks; it calls `onEvent` for each complete event and `onRetry` for a `retry:` field.
 * Comments (`: ping`) are skipped; an event without `data` is dropped, as EventSource does.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void, onRetry?: (ms: number) => void) {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id: string | undefined;

  const dispatch = () => {
    if (data.length) onEvent({ id, event: event || 'message', data: data.join('\n') });
    data = [];
    event = '';
    id = undefined;
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const text of lines) line(text.endsWith('\r') ? text.slice(0, -1) : text);
    },
  };
}

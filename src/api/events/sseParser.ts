import { createParser } from 'eventsource-parser';

/** One server-sent event (the fields the change stream uses). */
export interface ServerSentEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * An incremental `text/event-stream` parser (eventsource-parser: the WHATWG "event stream interpretation"):
 * feed it text as it arrives, in any chunks; it calls `onEvent` for each complete event (type `message`
 * when it names none) and `onRetry` for a `retry:` field. Comments (`: ping`) are skipped; an event without
 * `data` is dropped, as EventSource does.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void, onRetry?: (ms: number) => void) {
  const parser = createParser({
    onEvent: ({ id, event, data }) => onEvent({ id, event: event || 'message', data }),
    onRetry,
  });
  return {
    push(chunk: string) {
      parser.feed(chunk);
    },
  };
}

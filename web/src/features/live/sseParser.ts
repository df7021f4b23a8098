/** One message of a Server-Sent Events stream. */
export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * Splits a stream's text into messages as EventSource does: fields per line, a blank line ends a
 * message, comment lines (keep-alives) ignored. Feed it chunks as they arrive.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  let id: string | undefined;
  let event = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onMessage({ id, event: event || 'message', data: data.join('\n') });
    id = undefined;
    event = '';
    data = [];
  };

  return (chunk: string) => {
    buffer += chunk;
    let newline = buffer.search(/\r\n|\r|\n/);
    while (newline >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
      if (line === '') dispatch();
      else if (!line.startsWith(':')) {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      newline = buffer.search(/\r\n|\r|\n/);
    }
  };
}

/** One received e-mail, as the JSON list and the pages show it. */
export interface SinkMessage {
  id: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  /** ISO time: the Date header, else when the sink received it. */
  date: string;
  text: string;
  html: string | null;
}

export interface MessageStore {
  add(message: Omit<SinkMessage, 'id'>): SinkMessage;
  /** Newest first. */
  list(): SinkMessage[];
  get(id: string): SinkMessage | undefined;
}

/** Keeps the latest `capacity` messages in memory: a dev tool, emptied on restart. */
export function createMessageStore(capacity = 200): MessageStore {
  const messages: SinkMessage[] = [];
  let nextId = 1;
  return {
    add(message) {
      const stored = { id: String(nextId++), ...message };
      messages.unshift(stored);
      messages.splice(capacity);
      return stored;
    },
    list: () => [...messages],
    get: (id) => messages.find((message) => message.id === id),
  };
}

import {
  createServiceRequestClient,
  type JobMessage,
  type JobMessageThread,
  type MessagesRead,
  type NewJobMessage,
  type UnreadMessages,
} from '@rha/contracts';
import { serviceCalls, type Caller } from '@rha/kit';

/**
 * A job's thread, kept by the service-request service and asked with the caller's own token: it
 * alone knows who is on which side, and answers anyone else like an unknown request.
 */
export interface JobMessagesApi {
  thread(caller: Caller, requestId: string): Promise<JobMessageThread>;
  /** `created` is false when the service already held a message with this `clientId` (a resend). */
  post(caller: Caller, requestId: string, message: NewJobMessage): Promise<PostedMessage>;
  markRead(caller: Caller, requestId: string, read: MessagesRead): Promise<void>;
  unread(caller: Caller): Promise<UnreadMessages>;
}

export interface PostedMessage {
  created: boolean;
  message: JobMessage;
}

export function createJobMessagesApi(options: {
  baseUrl: string;
  fetch?: typeof fetch;
}): JobMessagesApi {
  const client = createServiceRequestClient(options);
  const messages = serviceCalls({
    service: 'service-request',
    timeoutMs: 10_000,
    relay: [400, 401, 403, 404, 409],
  });
  const thread = (id: string) => ({ params: { path: { id } } });

  return {
    thread: (caller, id) =>
      messages.call(caller, 'GET /service-requests/{id}/messages', (init) =>
        client.GET('/service-requests/{id}/messages', { ...init, ...thread(id) }),
      ),

    async post(caller, id, message) {
      const { data, status } = await messages.callWithStatus(
        caller,
        'POST /service-requests/{id}/messages',
        (init) =>
          client.POST('/service-requests/{id}/messages', { ...init, ...thread(id), body: message }),
      );
      return { created: status === 201, message: data };
    },

    async markRead(caller, id, read) {
      await messages.call(caller, 'POST /service-requests/{id}/messages/read', (init) =>
        client.POST('/service-requests/{id}/messages/read', { ...init, ...thread(id), body: read }),
      );
    },

    unread: (caller) =>
      messages.call(caller, 'GET /messages/unread', (init) => client.GET('/messages/unread', init)),
  };
}

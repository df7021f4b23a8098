import type { ToastMessage } from '@rha/design-system';

/** The contact form's notices, in the product's exact wording. */
export const MESSAGE_SENT: ToastMessage = {
  title: 'Message Sent',
  description: "Thank you for contacting us. We'll get back to you soon.",
};

export const MESSAGE_FAILED: ToastMessage = {
  title: 'Error',
  description: 'Failed to send message. Please try again later.',
  variant: 'destructive',
};

/** A refusal for too many messages says the server's own reason. */
export function messageRefused(status: number, detail: string | undefined): ToastMessage {
  return { ...MESSAGE_FAILED, ...(status === 429 && detail ? { description: detail } : {}) };
}

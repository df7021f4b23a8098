import { strokeSchema, type Stroke } from '@rha/contracts/schemas';
import { z } from 'zod';

/**
 * What the annotation sync needs of a channel: an RTCDataChannel fits as it is, and so does any
 * other carrier of text messages.
 */
export interface TextChannel {
  send(data: string): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** A still shown to both sides of a call: what the other side needs to draw on it at once. */
const sharedStillSchema = z.strictObject({
  fileId: z.uuid(),
  fileName: z.string().max(255),
  width: z.int().positive(),
  height: z.int().positive(),
});

export type SharedStill = z.infer<typeof sharedStillSchema>;

/** A still shown, or a mark drawn or taken back on one photo, as it crosses the channel. */
const annotationMessageSchema = z.discriminatedUnion('type', [
  sharedStillSchema.extend({ type: z.literal('still') }),
  z.strictObject({ type: z.literal('stroke'), fileId: z.uuid(), stroke: strokeSchema }),
  z.strictObject({ type: z.literal('undo'), fileId: z.uuid(), strokeId: z.uuid() }),
]);

export type AnnotationMessage = z.infer<typeof annotationMessageSchema>;

/** The channel's messages are the other person's: anything not a well-formed mark is dropped. */
function parsed(data: unknown): AnnotationMessage | null {
  if (typeof data !== 'string' || data.length > 4096) return null;
  try {
    const result = annotationMessageSchema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export interface AnnotationSync {
  showStill(still: SharedStill): void;
  sendStroke(fileId: string, stroke: Stroke): void;
  sendUndo(fileId: string, strokeId: string): void;
  /** Stops listening; the channel stays open for whoever owns it. */
  close(): void;
}

/**
 * Carries the annotation canvas's marks over a text channel both ways: what one side draws is
 * sent as it is finished, what arrives from the other side is handed to `receive`.
 */
export function syncAnnotations(
  channel: TextChannel,
  receive: (message: AnnotationMessage) => void,
): AnnotationSync {
  const listener = (event: { data: unknown }) => {
    const message = parsed(event.data);
    if (message) receive(message);
  };
  channel.addEventListener('message', listener);
  const send = (message: AnnotationMessage) => channel.send(JSON.stringify(message));
  return {
    showStill: (still) => send({ type: 'still', ...still }),
    sendStroke: (fileId, stroke) => send({ type: 'stroke', fileId, stroke }),
    sendUndo: (fileId, strokeId) => send({ type: 'undo', fileId, strokeId }),
    close: () => channel.removeEventListener('message', listener),
  };
}

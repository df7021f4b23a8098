import { z } from 'zod';
import { messages } from './messages.js';
import { requiredText } from './fields.js';

const m = messages.stills;

/**
 * How much one photo carries: enough marks for a long exchange, bounded so a stored photo's marks
 * stay a small answer and a small data-channel message.
 */
export const STILL_LIMITS = { strokesMax: 100, textMax: 120, strokesPerRequestMax: 20 } as const;

export const STROKE_TOOLS = ['arrow', 'circle', 'text'] as const;
export type StrokeTool = (typeof STROKE_TOOLS)[number];

/** Button labels of the drawing tools. */
export const STROKE_TOOL_LABELS: Readonly<Record<StrokeTool, string>> = {
  arrow: 'Arrow',
  circle: 'Circle',
  text: 'Text',
};

const coordinate = z
  .number({ message: m.invalidPoint })
  .min(0, m.invalidPoint)
  .max(1, m.invalidPoint);

/**
 * A point as a share of the photo's width and height (0 at the left or top, 1 at the right or
 * bottom), so a mark lands on the same spot at any size the photo is shown.
 */
export const strokePointSchema = z
  .strictObject({ x: coordinate, y: coordinate })
  .meta({ id: 'StrokePoint' });

const strokeId = z.uuid({ message: m.invalidStroke }).meta({
  description:
    'Made on the device that drew it, so the mark sent twice (over a call and stored) is one mark.',
});

/**
 * One mark on a photo: an arrow from a point to the point it shows, a circle around `from`
 * passing through `to`, or a short text placed at a point.
 */
export const strokeSchema = z
  .discriminatedUnion(
    'tool',
    [
      z.strictObject({
        id: strokeId,
        tool: z.literal('arrow'),
        from: strokePointSchema,
        to: strokePointSchema,
      }),
      z.strictObject({
        id: strokeId,
        tool: z.literal('circle'),
        from: strokePointSchema,
        to: strokePointSchema,
      }),
      z.strictObject({
        id: strokeId,
        tool: z.literal('text'),
        at: strokePointSchema,
        text: requiredText(m.textRequired, STILL_LIMITS.textMax),
      }),
    ],
    { error: m.invalidStroke },
  )
  .meta({ id: 'Stroke' });

export type Stroke = z.infer<typeof strokeSchema>;

/** Marks to add to a photo, in the order they were drawn. */
export const newStrokesSchema = z
  .strictObject({
    strokes: z
      .array(strokeSchema, { message: m.invalidStroke })
      .min(1, m.invalidStroke)
      .max(STILL_LIMITS.strokesPerRequestMax, m.tooManyStrokes(STILL_LIMITS.strokesPerRequestMax)),
  })
  .meta({ id: 'NewStrokes' });

export type NewStrokes = z.infer<typeof newStrokesSchema>;

export const STROKE_AUTHOR_ROLES = ['technician', 'company', 'admin'] as const;

/** A stored mark with who drew it, so each side can tell its own marks from the other's. */
export interface StoredStroke {
  stroke: Stroke;
  authorId: string;
  authorRole: (typeof STROKE_AUTHOR_ROLES)[number];
  createdAt: string;
}

/** A photo's marks, oldest first. */
export interface PhotoStrokes {
  fileId: string;
  items: StoredStroke[];
}

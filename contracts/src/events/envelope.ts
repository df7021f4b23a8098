import { z } from 'zod';

/** Every event on the bus: routing key = type, e.g. `identity.user.registered.v1`. */
export const eventEnvelopeSchema = z.strictObject({
  id: z.uuid(),
  type: z.string().min(1),
  occurredAt: z.iso.datetime({ offset: true }),
  source: z.string().min(1),
  correlationId: z.string().min(1),
  data: z.unknown(),
});

export type EventEnvelopeInput = z.infer<typeof eventEnvelopeSchema>;

import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from './types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who published an event and the request it belongs to. */
export interface EventMeta {
  source: string;
  correlationId: string;
}

/**
 * A new envelope with a fresh id and the current UTC time; `type` is also its routing key. Nothing
 * checks `type` or `data` here: this is the transport's layer, which kit's bus tests drive with
 * made-up types. Services create events through the catalogue-typed `createEvent`.
 */
export function createEnvelope<TType extends string, TData>(
  type: TType,
  data: TData,
  meta: EventMeta,
): EventEnvelope<TData> & { type: TType } {
  return {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    source: meta.source,
    correlationId: meta.correlationId,
    data,
  };
}

/**
 * Checks a decoded message before anyone acts on it. The id must be a UUID because the inbox
 * keys on it: a message that cannot be recorded there can never be processed safely.
 */
export function parseEnvelope(value: unknown): EventEnvelope | undefined {
  if (typeof value !== 'object' || value === null || !('data' in value)) return undefined;
  const candidate = value as Record<string, unknown>;
  const textFields = ['type', 'occurredAt', 'source', 'correlationId'] as const;
  if (typeof candidate.id !== 'string' || !UUID.test(candidate.id)) return undefined;
  if (
    !textFields.every((field) => typeof candidate[field] === 'string' && candidate[field] !== '')
  ) {
    return undefined;
  }
  return candidate as unknown as EventEnvelope;
}

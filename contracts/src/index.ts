export * from './clients.js';
export * from './schemas.js';
export * from './events.js';
export * from './reference.js';
export type * from './types.js';
export type {
  AttentionItemShape,
  AttentionKindValue,
  AttentionShape,
} from './endpoints/attention.js';

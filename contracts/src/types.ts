import type { components as bffComponents } from './generated/bff.js';
import type { components as identityComponents } from './generated/identity.js';

export type { paths as BffPaths } from './generated/bff.js';
export type { paths as IdentityPaths } from './generated/identity.js';

/** The profile the bff serves at GET /api/user: the identity profile plus its location. */
export type User = bffComponents['schemas']['User'];
/** The profile owned by the identity service (GET /users/me). */
export type IdentityUser = identityComponents['schemas']['IdentityUser'];
/** RFC 9457 problem details, the error body of every service and the bff. */
export type Problem = identityComponents['schemas']['Problem'];
export type FieldError = identityComponents['schemas']['FieldError'];
/** What the browser reads from GET /config.json before it can sign in. */
export type RuntimeConfig = bffComponents['schemas']['RuntimeConfig'];

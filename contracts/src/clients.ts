export {
  createIdentityClient,
  type IdentityClient,
  type IdentityClientOptions,
} from './clients/identity.js';
export {
  createBffClient,
  bearerTokenMiddleware,
  type BffClient,
  type BffClientOptions,
  type TokenSource,
} from './clients/bff.js';

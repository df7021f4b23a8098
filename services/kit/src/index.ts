export { parseEnv, loadConfig, serviceConfig, serviceEnv } from './config.js';
export type { EnvProblem, ParseEnvResult, ServiceEnv } from './config.js';
export { createLogger } from './logger.js';
export type { Logger } from './logger.js';
export { HttpProblem, problems, isHttpProblem } from './errors.js';
export type { FieldError, ProblemDocument } from './errors.js';
export { DomainError, type DomainErrorKind, type DomainErrorOptions } from './domain-error.js';
export { createHttpApp } from './http.js';
export type { HttpAppOptions } from './http.js';
export { handle, pathParams } from './route.js';
export type { RouteHandler, RouteInput, RouteSpec } from './route.js';
export { createAuth, bearerOf, signedInUser } from './auth.js';
export { requireInternalCaller } from './internal-auth.js';
export type {
  AccessTokenClaims,
  Auth,
  AuthContext,
  AuthGuard,
  AuthOptions,
  Role,
  SignedInUser,
} from './auth.js';
export { createDb, migrate, readTogether, runMigrationJob } from './db.js';
export { isDatabaseUnavailable } from './database-unavailable.js';
export type { DbOptions, Knex, MigrateOptions } from './db.js';
export type { Migration } from './migration.js';
export { healthRoutes } from './health.js';
export type { HealthOptions } from './health.js';
export { runService, stopOnSignals } from './service.js';
export { startRelayWithTicker, startTicker, type Ticker, type TickerOptions } from './ticker.js';
export type { RunningService, RunServiceOptions } from './service.js';
export * from './bus/index.js';
export { keycloakAuthOptions, withoutTrailingSlash } from './keycloak.js';
export type { KeycloakSettings } from './keycloak.js';
export { requireRegistrant, type RegistrantRole } from './roles.js';
export { byRole, type RoleVariants } from './role-variants.js';
export { createServiceApp } from './service-app.js';
export { unmatchedRequests } from './unmatched.js';
export type { ServiceAppOptions } from './service-app.js';
export { bootService } from './bootstrap.js';
export type {
  BootServiceOptions,
  ServiceDeps,
  ServiceRuntime,
  ServiceRuntimeConfig,
  Stoppable,
} from './bootstrap.js';
export * from './service-call.js';
export { createInternalFetch, type InternalFetchOptions } from './internal-fetch.js';
export {
  answerIdempotently,
  idempotencyKeysMigration,
  purgeExpiredKeys,
  scopeIdempotencyKeysToEndpointsMigration,
} from './idempotency.js';
export type { IdempotentAnswer, IdempotentWork } from './idempotency.js';
export { keysetPage, encodeCursor, decodeCursor } from './keyset.js';
export type { KeysetOrder, KeysetRequest } from './keyset.js';

import type { Logger, RunningService, Transport } from '@rha/kit';
import { z } from 'zod';
import { parseOrThrow, type Environment, type StackSettings } from './env.js';
import { fileStorageDir } from './paths.js';

/** What every service package exports from its `server.ts`. */
export interface ServiceModule<S extends z.ZodType> {
  configSchema: S;
  start(
    config: z.infer<S>,
    deps?: { transport?: Transport; logger?: Logger },
  ): Promise<RunningService>;
}

/** What the launcher knows when it starts a service. */
export interface StackContext {
  settings: StackSettings;
  /** The built web app, when there is one. */
  webDist: string | undefined;
  databaseUrl: string;
  /** The IdP as the services reach it. */
  keycloakUrl: string;
  /** The IdP as the browser reaches it. */
  publicKeycloakUrl: string;
  /** Secret of the IdP's `identity-admin` client, with which identity assigns realm roles. */
  identityAdminClientSecret: string | undefined;
  /** SMTP_URL, or the local mail sink's. */
  smtpUrl: string;
  /**
   * The web app's origin as users reach it (PUBLIC_WEB_URL, else the bff's port): links in e-mails
   * and the page Stripe's payout set-up returns to.
   */
  publicWebUrl: string;
  /** The TURN server the launcher started, for the bff's call credentials; none without coturn. */
  turn: { urls: string[]; secret: string } | undefined;
  /** URLs of the services started before this one, by name. */
  serviceUrls: Readonly<Record<string, string>>;
}

export interface ServiceDefinition {
  name: string;
  /** Launcher variable holding the port (inside the service it is always PORT). */
  portVariable: string;
  defaultPort: number;
  /** The built process entry, relative to the repository root, for a service run in a process of its own. */
  entry: string;
  run(env: Environment, deps: { transport?: Transport }): Promise<RunningService>;
  /** Variables this service needs beyond the common ones. */
  env(context: StackContext): Environment;
}

interface ServiceSpec<S extends z.ZodType> {
  name: string;
  portVariable: string;
  defaultPort: number;
  entry: string;
  load(): Promise<ServiceModule<S>>;
  env?(context: StackContext): Environment;
}

function defineService<S extends z.ZodType>(spec: ServiceSpec<S>): ServiceDefinition {
  return {
    name: spec.name,
    portVariable: spec.portVariable,
    defaultPort: spec.defaultPort,
    entry: spec.entry,
    // One METRICS_PORT given to the launcher cannot serve every service: the first would take it.
    env: (context) => ({
      METRICS_PORT: context.settings.SERVICE_METRICS_PORTS[spec.name],
      ...spec.env?.(context),
    }),
    async run(env, deps) {
      const service = await spec.load();
      const config = parseOrThrow(spec.name, service.configSchema, env);
      return service.start(config, deps);
    },
  };
}

/**
 * Every service the launcher runs, in start order (a service may use the URLs of those above it).
 * Adding a service is one entry here.
 */
export const services: ServiceDefinition[] = [
  defineService({
    name: 'identity',
    entry: 'services/identity/dist/main.js',
    portVariable: 'IDENTITY_PORT',
    defaultPort: 4001,
    load: () => import('@rha/identity'),
    env: (context) => ({
      PUBLIC_KEYCLOAK_URL: context.publicKeycloakUrl,
      IDENTITY_ADMIN_CLIENT_SECRET: context.identityAdminClientSecret,
    }),
  }),
  defineService({
    name: 'company',
    entry: 'services/company/dist/main.js',
    portVariable: 'COMPANY_PORT',
    defaultPort: 4002,
    load: () => import('@rha/company'),
    env: (context) => ({ PUBLIC_KEYCLOAK_URL: context.publicKeycloakUrl }),
  }),
  defineService({
    name: 'technician',
    entry: 'services/technician/dist/main.js',
    portVariable: 'TECHNICIAN_PORT',
    defaultPort: 4004,
    load: () => import('@rha/technician'),
    env: (context) => ({ PUBLIC_KEYCLOAK_URL: context.publicKeycloakUrl }),
  }),
  // After technician: smart dispatch asks it for candidates.
  defineService({
    name: 'service-request',
    entry: 'services/service-request/dist/main.js',
    portVariable: 'SERVICE_REQUEST_PORT',
    defaultPort: 4003,
    load: () => import('@rha/service-request'),
    env: (context) => ({
      COMPANY_URL: context.serviceUrls.company,
      TECHNICIAN_URL: context.serviceUrls.technician,
      PUBLIC_KEYCLOAK_URL: context.publicKeycloakUrl,
    }),
  }),
  defineService({
    name: 'notification',
    entry: 'services/notification/dist/main.js',
    portVariable: 'NOTIFICATION_PORT',
    defaultPort: 4005,
    load: () => import('@rha/notification'),
    env: (context) => ({
      SMTP_URL: context.smtpUrl,
      SUPPORT_EMAIL: context.settings.SUPPORT_EMAIL,
      MAIL_FROM: context.settings.MAIL_FROM,
      PUBLIC_WEB_URL: context.publicWebUrl,
    }),
  }),
  defineService({
    name: 'billing',
    entry: 'services/billing/dist/main.js',
    portVariable: 'BILLING_PORT',
    defaultPort: 4006,
    load: () => import('@rha/billing'),
    env: (context) => ({
      PUBLIC_KEYCLOAK_URL: context.publicKeycloakUrl,
      PUBLIC_WEB_URL: context.publicWebUrl,
    }),
  }),
  defineService({
    name: 'bff',
    entry: 'bff/dist/main.js',
    portVariable: 'PORT',
    defaultPort: 8080,
    load: () => import('@rha/bff'),
    env: (context) => ({
      IDENTITY_URL: context.serviceUrls.identity,
      NOTIFICATION_URL: context.serviceUrls.notification,
      COMPANY_URL: context.serviceUrls.company,
      SERVICE_REQUEST_URL: context.serviceUrls['service-request'],
      TECHNICIAN_URL: context.serviceUrls.technician,
      BILLING_URL: context.serviceUrls.billing,
      SUPPORT_EMAIL: context.settings.SUPPORT_EMAIL,
      WEB_DIST: context.webDist,
      PUBLIC_KEYCLOAK_URL: context.publicKeycloakUrl,
      FILE_STORAGE_DIR: fileStorageDir,
      ...(context.turn && {
        TURN_URLS: context.turn.urls.join(','),
        TURN_SECRET: context.turn.secret,
      }),
    }),
  }),
];

/** Each service's port variable, with its default. */
export const servicePortsEnv = z.object(
  Object.fromEntries(
    services.map((service) => [
      service.portVariable,
      z.coerce.number().int().min(1).max(65535).default(service.defaultPort),
    ]),
  ),
);

/** The service that serves the web app and /api on the browser's origin. */
export const webService = 'bff';

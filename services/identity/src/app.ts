import type Koa from 'koa';
import type { Knex } from 'knex';
import { createServiceApp, type Auth, type Logger, type Transport } from '@rha/kit';
import { unconfiguredRealmRoles, type RealmRoles } from './keycloak/realm-roles.js';
import { unconfiguredUserEmails, type UserEmails } from './keycloak/user-emails.js';
import { draftsRoutes } from './routes/drafts.js';
import { registrationRoutes } from './routes/registration.js';
import { usersRoutes } from './routes/users.js';

export interface AppDeps {
  logger: Logger;
  db: Knex;
  auth: Auth;
  transport?: Transport;
  /** Keycloak role assignment; without it sign-ups cannot finish (503), everything else works. */
  realmRoles?: RealmRoles;
  /** Keycloak's sign-in addresses; without it a changed address cannot be confirmed (503). */
  userEmails?: UserEmails;
  /** Lifetime of an unclaimed sign-up draft. Default 24. */
  draftTtlHours?: number;
}

export function createApp({
  logger,
  db,
  auth,
  transport,
  realmRoles = unconfiguredRealmRoles(),
  userEmails = unconfiguredUserEmails(),
  draftTtlHours = 24,
}: AppDeps): Koa {
  return createServiceApp({
    logger,
    db,
    transport,
    routers: [
      usersRoutes({ db, auth, userEmails }),
      registrationRoutes({ auth, db, realmRoles, draftTtlHours }),
      draftsRoutes({ db, draftTtlHours }),
    ],
  });
}

import { userChangedV1, type EventData } from '@rha/contracts';
import { createEvent, enqueueEvent } from '@rha/kit';
import type { Knex } from 'knex';
import type { UserRow } from '../db/users.repo.js';

export const USER_CHANGED = 'identity.user.changed.v1';

/**
 * Tells the services keeping a copy of the user what the row holds after a write, in the write's
 * transaction: the copy and the row cannot disagree for longer than the relay takes.
 */
export async function publishUserChanged(
  trx: Knex.Transaction,
  user: UserRow,
  correlationId: string,
): Promise<void> {
  await enqueueEvent(
    trx,
    createEvent(USER_CHANGED, userChangedData(user), { source: 'identity', correlationId }),
  );
}

export function userChangedData(user: UserRow): EventData<typeof USER_CHANGED> {
  return {
    keycloakId: user.keycloak_id,
    userType: user.user_type,
    fullName: user.full_name,
    email: eventEmail(user.email),
    ...(user.email_verified === null ? {} : { emailVerified: user.email_verified }),
    phone: user.phone,
    signedUpAt: user.created_at.toISOString(),
    lastLogin: user.last_login?.toISOString() ?? null,
    changedAt: user.updated_at.toISOString(),
  };
}

/**
 * The identity provider accepts addresses the event's schema does not (a host without a domain,
 * say); such an address travels as unknown rather than failing the sign-in that stores it.
 */
function eventEmail(email: string): string {
  return userChangedV1.shape.email.safeParse(email).success ? email : '';
}

import type { EventHandler } from '@rha/kit';
import { rememberOwnerContact } from '../domain/owner-contacts.js';

export const USER_CHANGED = 'identity.user.changed.v1';

export function onUserChanged(): EventHandler<typeof USER_CHANGED> {
  return async (user, { trx, log }) => {
    const outcome = await rememberOwnerContact(trx, user);
    log.debug({ keycloakId: user.keycloakId, outcome }, 'user change handled');
  };
}

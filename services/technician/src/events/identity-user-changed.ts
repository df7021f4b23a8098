import type { EventHandler } from '@rha/kit';
import { copyIdentityUser } from '../domain/directory.js';

export const USER_CHANGED = 'identity.user.changed.v1';

/** Keeps the directory's copy of a technician's name, contact details, sign-up and last login. */
export const onUserChanged: EventHandler<typeof USER_CHANGED> = async (user, { trx, log }) => {
  const stored = await copyIdentityUser(trx, user);
  log.info(
    { keycloakId: user.keycloakId, userType: user.userType, stored },
    stored ? 'directory copy stored' : 'not a technician, or older than the copy held',
  );
};

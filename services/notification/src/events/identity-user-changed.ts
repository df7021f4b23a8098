import type { EventHandler } from '@rha/kit';
import { recordAccountAddress } from '../domain/account-addresses.js';
import { recordAdminStanding } from '../domain/admins.js';

export const USER_CHANGED = 'identity.user.changed.v1';

/**
 * Keeps each account's address and whether it is proven, which decides whether its mail waits, and
 * whether it is an admin's, who is told what waits on the admins.
 */
export function onUserChanged(): EventHandler<typeof USER_CHANGED> {
  return async (user, { trx, log }) => {
    await recordAdminStanding(trx, user);
    const released = await recordAccountAddress(trx, user);
    if (released > 0) log.info({ released }, 'e-mails held for an unproven address released');
  };
}

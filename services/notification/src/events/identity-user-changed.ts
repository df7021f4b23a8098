import type { EventHandler } from '@rha/kit';
import { recordAccountAddress } from '../domain/account-addresses.js';

export const USER_CHANGED = 'identity.user.changed.v1';

/** Keeps each account's address and whether it is proven, which decides whether its mail waits. */
export function onUserChanged(): EventHandler<typeof USER_CHANGED> {
  return async (user, { trx, log }) => {
    const released = await recordAccountAddress(trx, user);
    if (released > 0) log.info({ released }, 'e-mails held for an unproven address released');
  };
}

import type { AuthContext } from '@rha/kit';
import type { Caller } from '../domain/caller.js';

/**
 * A fresh registrant's token passes as well as a company's: it only ever reaches the company its
 * own subject owns.
 */
export { requireCompanyCaller } from '@rha/kit';

export function callerOf({ subject }: AuthContext): Caller {
  return { subject };
}

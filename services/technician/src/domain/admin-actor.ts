import type { AdminActor } from '@rha/contracts/schemas';
import type { SignedInUser } from '@rha/kit';

/** The admin recorded with a change: their token's subject and name (the e-mail when unnamed). */
export function adminActor(admin: SignedInUser): AdminActor {
  return { id: admin.subject, name: admin.fullName || admin.email || '' };
}

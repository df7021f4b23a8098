import type { User } from '@rha/contracts';
import { FormAlert } from '@rha/design-system';

/**
 * Says where the confirmation link went and which address stays in force meanwhile, so nobody
 * takes the saved form for a changed address.
 */
export function PendingEmailNotice({ user }: { user: Pick<User, 'email' | 'pendingEmail'> }) {
  if (!user.pendingEmail) return null;
  return (
    <FormAlert variant="success" title="Confirm your new e-mail address">
      We sent a link to <strong>{user.pendingEmail}</strong>; your address stays{' '}
      <strong>{user.email}</strong> until you confirm.
    </FormAlert>
  );
}

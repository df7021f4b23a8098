import { FormAlert } from '@rha/design-system';
import { useLocation } from 'react-router-dom';

/**
 * Shown on arrival from a sign-up whose account was registered at the identity provider with
 * another e-mail than the one typed into the form: the account's address is the one in force.
 */
export function AccountEmailNotice() {
  const { state } = useLocation() as { state: { accountEmail?: unknown } | null };
  const accountEmail = state?.accountEmail;
  if (typeof accountEmail !== 'string') return null;
  return (
    <FormAlert variant="success" title={`Your account uses ${accountEmail}.`}>
      This is the address you registered with, so our e-mails go there rather than to the one you
      typed in the sign-up form. You can change it under Profile Settings.
    </FormAlert>
  );
}

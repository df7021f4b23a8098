/** The shape keycloak-js rejects with when the identity provider answers with an OAuth error. */
interface OAuthError {
  error: string;
  error_description?: string;
}

function isOAuthError(value: unknown): value is OAuthError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string'
  );
}

/** The identity provider needs the user to sign in interactively (e.g. a silent check could not). */
export function isLoginRequired(error: unknown): boolean {
  return isOAuthError(error) && error.error === 'login_required';
}

/** A sentence for the 'Authentication Error' toast. keycloak-js may reject with nothing at all. */
export function describeAuthError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (isOAuthError(error)) return error.error_description || error.error;
  return 'Sign-in is not available right now. Please try again later.';
}

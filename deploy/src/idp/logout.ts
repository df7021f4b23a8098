import type { CookiesSetOptions, KoaContextWithOIDC } from 'oidc-provider';

interface LogoutState {
  postLogoutRedirectUri?: string;
  state?: string;
}

/**
 * oidc-provider asks the user to confirm an RP-initiated logout; Keycloak logs out at once and
 * redirects. This `logoutSource` does what the provider's confirm step would have done: revoke
 * the session's grants with their tokens, end the session, clear its cookie and redirect.
 */
export function endSessionWithoutConfirmation(cookieOptions: CookiesSetOptions) {
  return async (ctx: KoaContextWithOIDC): Promise<void> => {
    const { provider, session } = ctx.oidc;
    if (!session) throw new Error('RP-initiated logout without a session');
    const { postLogoutRedirectUri, state } = (session.state ?? {}) as LogoutState;
    const grantIds = Object.values(session.authorizations ?? {})
      .map((authorization) => authorization.grantId)
      .filter((grantId): grantId is string => Boolean(grantId));
    await Promise.all(
      grantIds.map((grantId) =>
        Promise.all([
          provider.RefreshToken.revokeByGrantId(grantId),
          provider.AuthorizationCode.revokeByGrantId(grantId),
          provider.Grant.adapter.destroy(grantId),
        ]),
      ),
    );
    await session.destroy();
    ctx.cookies.set(provider.cookieName('session'), null, cookieOptions);

    let target = ctx.oidc.urlFor('end_session_success');
    if (postLogoutRedirectUri) {
      const url = new URL(postLogoutRedirectUri);
      if (state !== undefined) url.searchParams.set('state', state);
      target = url.href;
    }
    ctx.status = 302;
    ctx.redirect(target);
  };
}

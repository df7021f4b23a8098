import type { Context } from 'koa';

export function bearerToken(ctx: Context): string | undefined {
  const [scheme, token] = (ctx.get('Authorization') || '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Keycloak's answer to a missing or invalid bearer token. */
export function rejectBearer(ctx: Context, realmName: string, description: string): void {
  ctx.status = 401;
  ctx.set(
    'WWW-Authenticate',
    `Bearer realm="${realmName}", error="invalid_token", error_description="${description}"`,
  );
  ctx.body = { error: 'invalid_token', error_description: description };
}

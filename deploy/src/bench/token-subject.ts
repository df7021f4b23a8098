/** The subject of an access token the dev IdP issued: whom the services will take the caller for. */
export function subjectOf(token: string): string {
  const payload = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { sub?: unknown };
  if (typeof payload.sub !== 'string') throw new Error('the access token carries no subject');
  return payload.sub;
}

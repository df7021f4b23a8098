/**
 * Keycloak's redirect URI rule: an exact match, or for a pattern ending in `*`, any URI that
 * starts with the part before the `*` (query and fragment ignored), or equals it without its
 * trailing slash.
 */
export function redirectUriMatches(patterns: readonly string[], uri: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(uri);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  const withoutQuery = `${parsed.origin}${parsed.pathname}`;
  return patterns.some((pattern) => {
    if (!pattern.endsWith('*') || pattern.includes('?')) return pattern === uri;
    const prefix = pattern.slice(0, -1);
    if (withoutQuery.startsWith(prefix)) return true;
    return prefix.endsWith('/') && withoutQuery === prefix.slice(0, -1);
  });
}

/** The origins a list of redirect URI patterns points at (Keycloak's `+` web origin). */
export function originsOf(patterns: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const pattern of patterns) {
    try {
      const { origin } = new URL(pattern.replace(/\*$/, ''));
      if (origin !== 'null') origins.add(origin);
    } catch {
      // Keycloak keeps placeholders it could not resolve; they point nowhere.
    }
  }
  return [...origins];
}

/** `IDP_EXTRA_REDIRECT_ORIGINS`: comma separated origins, e.g. `http://localhost:18080`. */
export function parseOrigins(list: string | undefined): string[] {
  if (!list) return [];
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const { origin } = new URL(item);
      if (origin === 'null')
        throw new Error(`IDP_EXTRA_REDIRECT_ORIGINS: ${item} is not an origin`);
      return origin;
    });
}

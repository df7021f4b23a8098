/**
 * The realm as files: `realm.json` is what every deployment imports (the Helm chart ships a copy);
 * `realm-dev.json` adds what only a developer's machine and CI may have (localhost redirect URIs, the load-test
 * client); `remote-hands-users-0.json` holds the demo users. The dev identity provider and the real Keycloak
 * that tests start both read the merge of the first two, so they serve the same realm.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const keycloakFolder = fileURLToPath(new URL('../../keycloak/', import.meta.url));
export const realmFile = `${keycloakFolder}realm.json`;
export const devRealmFile = `${keycloakFolder}realm-dev.json`;
export const devUsersFile = `${keycloakFolder}remote-hands-users-0.json`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Overlays a partial realm on a realm export: a client of the overlay whose clientId exists is merged into
 * it (lists gain the overlay's entries, objects are merged key by key, other values are replaced), any other
 * client is added; users are added; any other top-level key is replaced.
 */
export function mergeRealm(base: JsonObject, overlay: JsonObject): JsonObject {
  const merged: JsonObject = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    if (key === 'clients' && Array.isArray(value)) {
      merged.clients = mergeClients(listOf(base.clients), value);
    } else if (key === 'users' && Array.isArray(value)) {
      merged.users = [...listOf(base.users), ...value];
    } else {
      merged[key] = value;
    }
  }
  return merged;
}

function listOf(value: Json | undefined): Json[] {
  return Array.isArray(value) ? value : [];
}

function mergeClients(base: Json[], overlay: Json[]): Json[] {
  const clients = [...base];
  for (const addition of overlay) {
    if (!isObject(addition)) continue;
    const index = clients.findIndex(
      (client) => isObject(client) && client.clientId === addition.clientId,
    );
    const existing = clients[index];
    if (index === -1 || !isObject(existing)) clients.push(addition);
    else clients[index] = mergeDeep(existing, addition);
  }
  return clients;
}

function mergeDeep(base: JsonObject, overlay: JsonObject): JsonObject {
  const merged: JsonObject = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    const current = base[key];
    if (Array.isArray(current) && Array.isArray(value)) {
      merged[key] = [...current, ...value.filter((item) => !current.includes(item))];
    } else if (isObject(current) && isObject(value)) {
      merged[key] = mergeDeep(current, value);
    } else {
      merged[key] = value;
    }
  }
  return merged;
}

async function readJsonObject(file: string): Promise<JsonObject> {
  let parsed: Json;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8')) as Json;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  if (!isObject(parsed)) throw new Error(`${file}: not a JSON object`);
  return parsed;
}

/** realm.json with realm-dev.json laid over it: the realm of a developer's machine and of CI. */
export async function readDevRealm(
  files: { realm?: string; overlay?: string } = {},
): Promise<JsonObject> {
  const [base, overlay] = await Promise.all([
    readJsonObject(files.realm ?? realmFile),
    readJsonObject(files.overlay ?? devRealmFile),
  ]);
  return mergeRealm(base, overlay);
}

/**
 * `deploy/keycloak/run.sh`: the real Keycloak in the foreground with the dev realm, for
 * `KEYCLOAK_URL=... IDENTITY_ADMIN_CLIENT_SECRET=... npm start`. Ctrl-C stops it.
 */
import { startKeycloak } from './server.js';

const port = Number(process.env.KEYCLOAK_PORT || 8180);
const webOrigin = process.env.WEB_ORIGIN || 'http://localhost:8080';

const print = (text: string) => process.stdout.write(`${text}\n`);

print(`Starting Keycloak on port ${port} (20-60 s)...`);
const keycloak = await startKeycloak({
  port,
  webOrigin,
  ...(process.env.IDENTITY_ADMIN_CLIENT_SECRET
    ? { adminClientSecret: process.env.IDENTITY_ADMIN_CLIENT_SECRET }
    : {}),
  onOutput: print,
});

print(`
Keycloak is ready: ${keycloak.issuer} (realm remote-hands, demo users imported)
Start the product against it from the repository root:

  KEYCLOAK_URL=${keycloak.url} IDENTITY_ADMIN_CLIENT_SECRET=${keycloak.adminClientSecret} npm start

Ctrl-C stops Keycloak; its in-memory database goes with it.`);

const stop = () => {
  void keycloak.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

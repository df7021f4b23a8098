export { testDatabaseUrl } from './postgres.js';
export { createTestDb, type TestDb } from './database.js';
export { testBrokerUrl } from './broker.js';
export { startTestIssuer, type TestIssuer, type SignOptions } from './issuer.js';
export {
  editedAdminToken,
  strangersAdminToken,
  userToken,
  type UserTokenClaims,
} from './tokens.js';
export { startAppUnderTest, type AppUnderTest, type AppUnderTestOptions } from './app.js';
export {
  findTool,
  installedTool,
  requireTool,
  installScript,
  toolVersion,
  type ToolName,
} from './tools.js';
export { hasNetworkBesidesLoopback } from './network.js';

// Schemathesis against every OpenAPI file in contracts/openapi, on the real stack with the demo data, as each
// kind of caller: no 5xx, and every answer as its file documents it (status, content type, headers, body).
import { randomBytes } from 'node:crypto';
import { requireTool, testDatabaseUrl } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { demoAdminEmail, demoCompanyEmail, demoTechnicianEmail } from '../src/stack/demo/people.js';
import { startStack, type Stack } from '../src/stack/stack.js';
import { concurrencyLimit, fuzz, specs } from './schemathesis-support.js';
import { createFreshDatabase, freeLauncherPorts } from './stack-support.js';

const schemathesis = requireTool('schemathesis');

/** Each caller by the demo account it signs in as; the anonymous one sends no token at all. */
const callers = {
  company: demoCompanyEmail,
  technician: demoTechnicianEmail,
  admin: demoAdminEmail,
  anonymous: undefined,
} as const;

/** The services share it with the bff; passed along so routes behind it are reached as the bff reaches them. */
const internalApiToken = randomBytes(24).toString('hex');

describe.skipIf(!schemathesis)('every OpenAPI file under Schemathesis', () => {
  let stack: Stack;
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;

  beforeAll(async () => {
    database = await createFreshDatabase(await testDatabaseUrl(), 'schemathesis_test');
    stack = await startStack(
      {
        DATABASE_URL: database.url,
        // A 5xx's cause is logged at error, beside Schemathesis's report of the request.
        LOG_LEVEL: 'error',
        INTERNAL_API_TOKEN: internalApiToken,
        // The fuzzer writes far faster than a person: the per-user write limit has its own tests.
        USER_WRITE_RATE_LIMIT: '1000000',
        ...(await freeLauncherPorts()),
      },
      { demo: true },
    );
  }, 240_000);

  afterAll(async () => {
    await stack?.stop();
    await database?.drop();
  });

  const runs = specs.flatMap((spec) =>
    Object.entries(callers).map(([caller, email]) => ({
      spec,
      file: `${spec}.yaml`,
      caller,
      email,
    })),
  );

  // Two runs at a time, each one process with one worker: the stack answers one while the other generates.
  const slots = concurrencyLimit(2);

  it.concurrent.for(runs)(
    '$file as $caller: every answer as documented',
    { timeout: 600_000 },
    async ({ spec, email }, { expect }) => {
      // Minted right before each run: the whole suite lasts longer than an access token does.
      const result = await slots(async () =>
        fuzz(schemathesis!, {
          spec,
          baseUrl: stack.urls.services[spec]!,
          accessToken: email ? await stack.idp!.issueAccessToken(email) : undefined,
          internalApiToken,
        }),
      );
      expect(result.passed, result.output).toBe(true);
    },
  );
});

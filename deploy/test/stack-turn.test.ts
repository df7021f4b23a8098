import { createIceServerMinter } from '@rha/bff';
import { testDatabaseUrl } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBanner } from '../src/stack/banner.js';
import { services, type StackContext } from '../src/stack/services.js';
import { startStack, type Stack } from '../src/stack/stack.js';
import { gatherRelayCandidates, launchChromium, requireTurnserver } from './coturn-support.js';
import { createFreshDatabase, freeLauncherPorts, portIsFree } from './stack-support.js';

const turnserver = requireTurnserver();
const secret = 'stack-turn-secret-0123456789abcdefghij';

async function stackWith(
  extra: Record<string, string>,
): Promise<{ stack: Stack; turnPort: number; stop(): Promise<void> }> {
  const database = await createFreshDatabase(await testDatabaseUrl(), 'stack_turn');
  const free = await freeLauncherPorts();
  try {
    const stack = await startStack({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      ...free,
      ...extra,
    });
    return {
      stack,
      turnPort: Number(free.TURN_PORT),
      async stop() {
        await stack.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

describe.skipIf(!turnserver)('the launcher with coturn installed', () => {
  let running: Awaited<ReturnType<typeof stackWith>>;

  beforeAll(async () => {
    running = await stackWith({ TURN_SECRET: secret });
  }, 120_000);

  afterAll(async () => {
    await running?.stop();
  });

  it('starts coturn on TURN_PORT, over UDP and TCP, where credentials of TURN_SECRET get a relay', async () => {
    const { stack, turnPort } = running;
    expect(stack.urls.turn).toEqual([
      `turn:127.0.0.1:${turnPort}?transport=udp`,
      `turn:127.0.0.1:${turnPort}?transport=tcp`,
    ]);
    expect(formatBanner(stack)).toMatch(
      new RegExp(`TURN +turn:127\\.0\\.0\\.1:${turnPort}\\?transport=udp, `),
    );

    const mint = createIceServerMinter({
      TURN_URLS: stack.urls.turn,
      TURN_SECRET: secret,
      TURN_CREDENTIAL_TTL_SECONDS: 600,
    });
    const browser = await launchChromium();
    try {
      const gathered = await gatherRelayCandidates(browser, mint('tech-7'));
      expect(gathered.candidates.some((line) => / typ relay /.test(line))).toBe(true);
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('stops coturn with the stack', async () => {
    await running.stop();

    expect(await portIsFree(running.turnPort)).toBe(true);
  }, 60_000);
});

describe('the launcher without coturn', () => {
  it('runs, and calls get no relay', async () => {
    const running = await stackWith({ TURNSERVER_BIN: '/nonexistent/turnserver' });
    try {
      expect(running.stack.urls.turn).toEqual([]);
      expect(formatBanner(running.stack)).toMatch(/TURN +none: install coturn/);
      const health = await fetch(`${running.stack.urls.web}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      await running.stop();
    }
  }, 120_000);
});

describe("the bff's TURN settings", () => {
  const bff = services.find((service) => service.name === 'bff')!;
  const context = {
    settings: { SERVICE_METRICS_PORTS: {} },
    serviceUrls: {},
  } as unknown as StackContext;

  it("are the launcher's coturn and its secret", () => {
    const env = bff.env({
      ...context,
      turn: {
        urls: ['turn:127.0.0.1:3478?transport=udp', 'turn:127.0.0.1:3478?transport=tcp'],
        secret,
      },
    });

    expect(env).toMatchObject({
      TURN_URLS: 'turn:127.0.0.1:3478?transport=udp,turn:127.0.0.1:3478?transport=tcp',
      TURN_SECRET: secret,
    });
  });

  it('are left alone without a coturn of the launcher (none, or TURN_URLS given)', () => {
    const env = bff.env({ ...context, turn: undefined });

    expect(env).not.toHaveProperty('TURN_URLS');
    expect(env).not.toHaveProperty('TURN_SECRET');
  });
});

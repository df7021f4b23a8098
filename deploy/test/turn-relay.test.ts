import { createIceServerMinter } from '@rha/bff';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coturn } from '../src/coturn/coturn.js';
import { freePort } from '../src/throwaway.js';
import {
  gatherRelayCandidates,
  launchChromium,
  messageOverRelay,
  requireTurnserver,
  startTestCoturn,
} from './coturn-support.js';

const turnserver = requireTurnserver();

describe.skipIf(!turnserver)("the bff's TURN credentials at a real coturn", () => {
  let coturn: Coturn & { secret: string };
  let browser: Browser;
  const minter = (secret: string, now: () => number = Date.now) =>
    createIceServerMinter(
      { TURN_URLS: coturn.urls, TURN_SECRET: secret, TURN_CREDENTIAL_TTL_SECONDS: 3_600 },
      now,
    );

  beforeAll(async () => {
    coturn = await startTestCoturn(await freePort());
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await coturn?.stop();
  });

  it('get a relay allocation over UDP and TCP', async () => {
    const mint = minter(coturn.secret);

    for (const url of coturn.urls) {
      const [server] = mint('tech-7');
      const gathered = await gatherRelayCandidates(browser, [{ ...server!, urls: [url] }]);

      expect(
        gathered.candidates.some((line) => / typ relay /.test(line)),
        url,
      ).toBe(true);
    }
  }, 60_000);

  it('carry a call between two people through the relay alone', async () => {
    const mint = minter(coturn.secret);

    const received = await messageOverRelay(browser, {
      offerer: mint('tech-7'),
      answerer: mint('expert-3'),
    });

    expect(received).toBe('over the relay');
  }, 60_000);

  it('are refused once expired', async () => {
    const twoHoursAgo = () => Date.now() - 2 * 3_600_000;
    const gathered = await gatherRelayCandidates(
      browser,
      minter(coturn.secret, twoHoursAgo)('tech-7'),
    );

    expect(gathered.candidates).toEqual([]);
    expect(gathered.errors.map((error) => error.errorCode)).toContain(401);
  }, 60_000);

  it('are refused when made with another secret', async () => {
    const gathered = await gatherRelayCandidates(
      browser,
      minter('another-secret-0123456789abcdefghijkl')('tech-7'),
    );

    expect(gathered.candidates).toEqual([]);
    expect(gathered.errors.map((error) => error.errorCode)).toContain(401);
  }, 60_000);
});

import { createIceServerMinter } from '@rha/bff';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTurnOverSlowLink, type TurnOverSlowLink } from '../src/bench/turn-over-slow-link.js';
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

describe.skipIf(!turnserver)('TURN over TCP through the emulated satellite link', () => {
  let coturn: Coturn & { secret: string };
  let satellite: TurnOverSlowLink;
  let browser: Browser;

  beforeAll(async () => {
    coturn = await startTestCoturn(await freePort());
    // The technician's end of the thin reference link: 800 ms round trip, 100 kbit/s up, 400 kbit/s down.
    satellite = await startTurnOverSlowLink(coturn.tcp, {
      roundTripMs: 800,
      bitsPerSecond: 100_000,
      downBitsPerSecond: 400_000,
    });
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await satellite?.close();
    await coturn?.stop();
  });

  const mintFor = (urls: string[]) =>
    createIceServerMinter({
      TURN_URLS: urls,
      TURN_SECRET: coturn.secret,
      TURN_CREDENTIAL_TTL_SECONDS: 600,
    });

  it('is a turn: URL over TCP on the link', () => {
    expect(satellite.url).toBe(`turn:127.0.0.1:${satellite.link.port}?transport=tcp`);
  });

  it('gets an allocation across the link', async () => {
    const before = satellite.link.deliveredBytes();
    const gathered = await gatherRelayCandidates(browser, mintFor([satellite.url])('tech-7'));

    expect(gathered.candidates.some((line) => / typ relay /.test(line))).toBe(true);
    expect(satellite.link.deliveredBytes()).toBeGreaterThan(before);
  }, 60_000);

  it("carries a call whose technician's side is on the link", async () => {
    const before = satellite.link.uploadedBytes();
    const received = await messageOverRelay(browser, {
      offerer: mintFor([satellite.url])('tech-7'),
      answerer: mintFor(coturn.urls)('expert-3'),
    });

    expect(received).toBe('over the relay');
    expect(satellite.link.uploadedBytes()).toBeGreaterThan(before);
  }, 60_000);
});

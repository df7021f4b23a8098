import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import type { IceServer } from '@rha/bff';
import { hasNetworkBesidesLoopback } from '@rha/kit/testing';
import { findTurnserver, startCoturn, type Coturn } from '../src/coturn/coturn.js';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The installed turnserver, or undefined after one line so the suite skips; so too without Chromium, which the
 * suites drive, or without a network for it to gather on. Under CI any of them missing fails, since .ci/run
 * installs both tools on a machine with a network.
 */
export function requireTurnserver(): string | undefined {
  const found = findTurnserver(process.env.TURNSERVER_BIN);
  const missing = [
    ...(found ? [] : ['turnserver (install the Debian package coturn or set TURNSERVER_BIN)']),
    ...(existsSync(chromiumPath) ? [] : [`Chromium at ${chromiumPath} (set CHROMIUM_PATH)`]),
    ...(hasNetworkBesidesLoopback()
      ? []
      : ['a network interface besides loopback, for Chromium to gather on']),
  ];
  if (missing.length === 0) return found;
  if (process.env.CI === 'true') {
    throw new Error(`TURN tests need under CI: ${missing.join(' and ')}`);
  }
  console.warn(`TURN tests skipped, missing: ${missing.join(' and ')}`);
  return undefined;
}

/*
 * The slice of the browser's WebRTC the page functions below use: they run in Chromium, while deploy compiles
 * without the DOM library (its fetch and Buffer types clash with Node's).
 */
interface IceCandidate {
  candidate: string;
}
interface Description {
  type: string;
  sdp: string;
}
interface DataChannel {
  send(data: string): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}
interface PeerConnection {
  iceGatheringState: string;
  localDescription: Description | null;
  createDataChannel(label: string): DataChannel;
  createOffer(): Promise<Description>;
  createAnswer(): Promise<Description>;
  setLocalDescription(description: Description): Promise<void>;
  setRemoteDescription(description: Description): Promise<void>;
  addIceCandidate(candidate: IceCandidate): Promise<void>;
  close(): void;
  addEventListener(
    type: 'icecandidate',
    listener: (event: { candidate: IceCandidate | null }) => void,
  ): void;
  addEventListener(
    type: 'icecandidateerror',
    listener: (event: { errorCode: number; url: string }) => void,
  ): void;
  addEventListener(type: 'icegatheringstatechange', listener: () => void): void;
  addEventListener(type: 'datachannel', listener: (event: { channel: DataChannel }) => void): void;
}
declare const RTCPeerConnection: new (configuration: {
  iceServers: IceServer[];
  iceTransportPolicy: 'relay';
}) => PeerConnection;

/** A coturn of the test's own on loopback, with a fresh secret and relay ports of its own. */
export async function startTestCoturn(port: number): Promise<Coturn & { secret: string }> {
  const secret = randomBytes(32).toString('base64url');
  // A range of its own above the pickable ports, so parallel suites rarely share relay ports.
  const min = 40_000 + Math.floor(Math.random() * 200) * 100;
  const coturn = await startCoturn({
    host: '127.0.0.1',
    port,
    relayPorts: { min, max: min + 99 },
    secret,
    allowLoopbackPeers: true,
  });
  return { ...coturn, secret };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface Gathered {
  /** The candidate lines the browser found. */
  candidates: string[];
  /** What the browser reported as failed (icecandidateerror): a refused credential is a 401. */
  errors: { errorCode: number; url: string }[];
}

/** What one browser gathers with relay only: relay candidates exist only if coturn gave it an allocation. */
export async function gatherRelayCandidates(
  browser: Browser,
  iceServers: IceServer[],
): Promise<Gathered> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(async (servers) => {
      const connection = new RTCPeerConnection({
        iceServers: servers,
        iceTransportPolicy: 'relay',
      });
      const found: Gathered = { candidates: [], errors: [] };
      connection.addEventListener('icecandidate', (event) => {
        if (event.candidate?.candidate) found.candidates.push(event.candidate.candidate);
      });
      connection.addEventListener('icecandidateerror', (event) => {
        found.errors.push({ errorCode: event.errorCode, url: event.url });
      });
      const complete = new Promise<void>((resolve) => {
        connection.addEventListener('icegatheringstatechange', () => {
          if (connection.iceGatheringState === 'complete') resolve();
        });
      });
      connection.createDataChannel('probe');
      await connection.setLocalDescription(await connection.createOffer());
      await Promise.race([complete, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      connection.close();
      return found;
    }, iceServers);
  } finally {
    await page.close();
  }
}

/**
 * Two peers in one browser, each held to relay candidates, connect and pass a message over a data channel:
 * everything between them went through coturn. Returns the message the answering side received.
 */
export async function messageOverRelay(
  browser: Browser,
  iceServers: { offerer: IceServer[]; answerer: IceServer[] },
): Promise<string> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(async (servers) => {
      const offerer = new RTCPeerConnection({
        iceServers: servers.offerer,
        iceTransportPolicy: 'relay',
      });
      const answerer = new RTCPeerConnection({
        iceServers: servers.answerer,
        iceTransportPolicy: 'relay',
      });
      offerer.addEventListener('icecandidate', (event) => {
        if (event.candidate) void answerer.addIceCandidate(event.candidate);
      });
      answerer.addEventListener('icecandidate', (event) => {
        if (event.candidate) void offerer.addIceCandidate(event.candidate);
      });
      const received = new Promise<string>((resolve, reject) => {
        setTimeout(() => reject(new Error('no message over the relay within 20 s')), 20_000);
        answerer.addEventListener('datachannel', (event) => {
          event.channel.addEventListener('message', (message) => resolve(String(message.data)));
        });
      });
      const channel = offerer.createDataChannel('probe');
      channel.addEventListener('open', () => channel.send('over the relay'));
      await offerer.setLocalDescription(await offerer.createOffer());
      await answerer.setRemoteDescription(offerer.localDescription!);
      await answerer.setLocalDescription(await answerer.createAnswer());
      await offerer.setRemoteDescription(answerer.localDescription!);
      try {
        return await received;
      } finally {
        offerer.close();
        answerer.close();
      }
    }, iceServers);
  } finally {
    await page.close();
  }
}

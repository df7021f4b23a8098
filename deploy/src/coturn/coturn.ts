/**
 * coturn (Debian's `coturn`, binary `turnserver`) as a child process with a generated configuration: the relay
 * a call's browsers fall back to where no direct path exists. It checks the bff's short-lived credentials
 * with the shared secret (use-auth-secret), so it needs no user database of its own.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface CoturnOptions {
  /** Address coturn listens on and hands out relay addresses from. */
  host: string;
  /** The TURN port, over UDP and TCP alike. */
  port: number;
  /** The range relayed media takes its ports from. */
  relayPorts: { min: number; max: number };
  /** coturn's static-auth-secret: the bff's TURN_SECRET. */
  secret: string;
  realm?: string;
  /**
   * Relays to peers on loopback, which coturn refuses by default: both browsers of a call on this one
   * machine reach each other only there.
   */
  allowLoopbackPeers: boolean;
  /** The turnserver executable; by default the one on PATH. */
  executable?: string;
}

export interface Coturn {
  /** TURN over UDP and over TCP, as the bff's TURN_URLS. */
  urls: string[];
  /** The TCP listener, for a proxy put in front of it (the satellite link's emulator). */
  tcp: { host: string; port: number };
  stop(): Promise<void>;
}

const startTimeoutMs = 15_000;
const stopGraceMs = 5_000;

/** `executable` (TURNSERVER_BIN) or `turnserver` on PATH, or undefined when coturn is not installed. */
export function findTurnserver(executable?: string): string | undefined {
  const candidates = executable
    ? [executable]
    : (process.env.PATH ?? '')
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, 'turnserver'));
  return candidates.find((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The configuration file coturn is started with. */
export function coturnConfig(options: CoturnOptions, workDir: string): string {
  const specific = !['0.0.0.0', '::'].includes(options.host);
  return [
    `listening-port=${options.port}`,
    ...(specific ? [`listening-ip=${options.host}`, `relay-ip=${options.host}`] : []),
    `min-port=${options.relayPorts.min}`,
    `max-port=${options.relayPorts.max}`,
    'use-auth-secret',
    `static-auth-secret=${options.secret}`,
    `realm=${options.realm ?? 'remote-hands.local'}`,
    'fingerprint',
    // TLS and DTLS need certificates; on one machine the browsers use plain TURN.
    'no-tls',
    'no-dtls',
    'no-cli',
    'no-multicast-peers',
    'no-software-attribute',
    ...(options.allowLoopbackPeers ? ['allow-loopback-peers'] : []),
    // Everything coturn writes stays in its own folder, whoever runs it.
    `pidfile=${path.join(workDir, 'turnserver.pid')}`,
    `userdb=${path.join(workDir, 'turndb')}`,
    'log-file=stdout',
    'simple-log',
    '',
  ].join('\n');
}

/** Starts coturn and waits until its TCP listener answers; throws with its output when it does not. */
export async function startCoturn(options: CoturnOptions): Promise<Coturn> {
  const executable = options.executable ?? findTurnserver();
  if (!executable) throw new Error('turnserver (Debian package coturn) is not installed');
  const workDir = await mkdtemp(path.join(tmpdir(), 'rha-coturn-'));
  const configFile = path.join(workDir, 'turnserver.conf');
  await writeFile(configFile, coturnConfig(options, workDir), { mode: 0o600 });

  const child = spawn(executable, ['-c', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  // The last lines only, for the error when it does not start.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(error.message));
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`));
  });
  let exitedHow: string | undefined;
  void exited.then((how) => (exitedHow = how));

  const stop = async () => {
    if (exitedHow === undefined) {
      child.kill('SIGTERM');
      const grace = setTimeout(() => child.kill('SIGKILL'), stopGraceMs);
      await exited;
      clearTimeout(grace);
    }
    await rm(workDir, { recursive: true, force: true });
  };

  const reachHost =
    options.host === '0.0.0.0' ? '127.0.0.1' : options.host === '::' ? '::1' : options.host;
  const deadline = Date.now() + startTimeoutMs;
  while (!(await answers(reachHost, options.port))) {
    if (exitedHow !== undefined || Date.now() > deadline) {
      await stop();
      throw new Error(
        `coturn did not start on ${reachHost}:${options.port} (${exitedHow ?? 'timed out'}): ${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const urlHost = net.isIPv6(reachHost) ? `[${reachHost}]` : reachHost;
  return {
    urls: ['udp', 'tcp'].map(
      (transport) => `turn:${urlHost}:${options.port}?transport=${transport}`,
    ),
    tcp: { host: reachHost, port: options.port },
    stop,
  };
}

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * bench:satellite's call links: a live call between the demo technician (on a phone, behind an
 * emulated satellite link) and the demo company's expert (in an office), once per reference link.
 *
 * The link sits where many remote sites meet it: between the technician's browser and the TURN
 * server, over TCP. The stack's bff hands out one TURN URL, the slow link's, through a switchboard
 * that always leads to the current link; the technician's browser may only relay
 * (`rha:test:call-relay-only`), so every byte of its call crosses the link both ways. The expert's
 * browser is given coturn's own address instead, as an office reaches it over a fast network. The
 * technician's HTTP (its signals among it) does not cross the link here: in a trial with Chromium's
 * emulation on the open page, the call's state did not reach it over the live stream.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findTurnserver, startCoturn } from '@rha/deploy/coturn';
import { chromium } from 'playwright-core';
import {
  admin,
  api,
  company,
  fillSignIn,
  momentTimeoutMs,
  passwordGrant,
  showsHeading,
  submitThroughApi,
  subjectOf,
  technician,
} from './bench-satellite-support.mjs';
import { repoRoot } from './bench-stack.mjs';

const ROUND_TRIP_MS = 800;
/** How long after both sides hear each other the call settles before it is measured. */
const SETTLE_MS = 5_000;
/**
 * How long the expert takes to press Join once the ring shows, as a person reading the notice does
 * (`BENCH_CALL_ANSWER_MS=0` presses at once). The caller's side prepares its connection while it
 * rings, so a real ring's length is part of what the figures stand for.
 */
const ANSWER_AFTER_MS = Number(process.env.BENCH_CALL_ANSWER_MS ?? 2_000);
/** `BENCH_CALL_TRACE=1` prints each side's connection events around the join; `BENCH_CALL_LINKS=B,B2` runs only those. */
const traceCalls = process.env.BENCH_CALL_TRACE === '1';
const onlyLinks = process.env.BENCH_CALL_LINKS;
const MEASURE_MS = 20_000;
/** Longest wait from the join to the first audio either way before the link counts as failed. */
const CONNECT_TIMEOUT_MS = 45_000;
/** Below these an inbound stream counts as not flowing (kbit/s): DTX silence and keyframe trickles. */
const AUDIO_FLOWS_KBPS = 2;
const VIDEO_FLOWS_KBPS = 30;
/** A job's call needs a job: the request is assigned for tomorrow at the demo technician. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The reference links, each at ROUND_TRIP_MS; down and up are as the technician sees them. The
 * technician calls unless `caller` says the expert does.
 */
export const callLinks = [
  {
    id: 'A',
    label: '1 Mbit/s both ways',
    downKbps: 1000,
    upKbps: 1000,
    expect: 'audio and video both ways',
  },
  {
    id: 'B',
    label: '400 kbit/s down, 100 kbit/s up',
    downKbps: 400,
    upKbps: 100,
    expect:
      "audio both ways, join to audio <= 5 s, the technician's camera as stills or as video that holds",
  },
  {
    id: 'B2',
    label: '400 kbit/s down, 100 kbit/s up, the expert calls',
    downKbps: 400,
    upKbps: 100,
    caller: 'expert',
    expect: 'as B, with the technician answering',
  },
  {
    id: 'C',
    label: '64 kbit/s both ways',
    downKbps: 64,
    upKbps: 64,
    expect: 'audio flows both ways, stills offered',
  },
];

const B_JOIN_TO_AUDIO_TARGET_S = 5;

export const callsCanRun = () => findTurnserver(process.env.TURNSERVER_BIN) !== undefined;

/**
 * coturn on free ports and the switchboard in front of it. `env` is what the stack's launcher needs to
 * hand the switchboard's URL to the bff; `useLink` puts a fresh slow link behind the switchboard.
 */
export async function startCallRelay() {
  const { startTurnOverSlowLink } = await import(
    pathToFileURL(path.join(repoRoot, 'deploy', 'dist', 'bench', 'turn-over-slow-link.js')).href
  );
  const secret = randomBytes(32).toString('hex');
  // Clear of the range `npm start`'s coturn takes by default (49160-49199).
  const relayBase = 49_400 + Math.floor(Math.random() * 10) * 50;
  const coturn = await startCoturn({
    executable: findTurnserver(process.env.TURNSERVER_BIN),
    host: '127.0.0.1',
    port: await freePort(),
    relayPorts: { min: relayBase, max: relayBase + 49 },
    secret,
    allowLoopbackPeers: true,
  });
  let current;
  const switchboard = await startSwitchboard(() => current?.link.port);
  return {
    env: { TURN_URLS: `turn:127.0.0.1:${switchboard.port}?transport=tcp`, TURN_SECRET: secret },
    directUrl: coturn.urls.find((url) => url.endsWith('transport=udp')),
    async useLink(link) {
      await current?.close();
      current = await startTurnOverSlowLink(coturn.tcp, {
        bitsPerSecond: link.upKbps * 1000,
        downBitsPerSecond: link.downKbps * 1000,
        roundTripMs: ROUND_TRIP_MS,
      });
    },
    async stop() {
      await current?.close();
      await switchboard.close();
      await coturn.stop();
    },
  };
}

/**
 * The call links in turn on one job, in a browser with fake camera and microphone. Answers each link's
 * figures and checks; a link that fails is recorded with its error and the next one still runs.
 */
export async function measureCallLinks(stack, relay, { chromePath, print }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
    ],
  });
  try {
    const job = await assignedJob(stack);
    // No service worker: the technician's requests must be the page's own, where the emulation is.
    const techContext = await browser.newContext({
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const expertContext = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      serviceWorkers: 'block',
    });
    // Every answer that hands the expert ICE servers (start, join, a ringing call's) names coturn itself.
    const handsIceServers = (url) =>
      /^\/api\/(calls\/[^/]+\/join|service-requests\/[^/]+\/calls(\/ice-servers)?)$/.test(
        url.pathname,
      );
    await expertContext.route(handsIceServers, async (route) => {
      const response = await route.fetch();
      const answer = await response.json().catch(() => null);
      if (!answer?.iceServers) return route.fulfill({ response });
      answer.iceServers = answer.iceServers.map((server) => ({
        ...server,
        urls: [relay.directUrl],
      }));
      await route.fulfill({ response, json: answer });
    });
    if (traceCalls) {
      for (const context of [techContext, expertContext]) await context.addInitScript(tracePeers);
    }
    const techPage = await signedIn(techContext, stack, technician);
    const expertPage = await signedIn(expertContext, stack, company);
    const techJob = await openJob(techPage, job.ticket);

    const results = [];
    for (const link of callLinks) {
      if (onlyLinks && !onlyLinks.split(',').includes(link.id)) continue;
      await relay.useLink(link);
      const result = await measureLink(link, { stack, job, techPage, techJob, expertPage, print });
      results.push(result);
      print(`call link ${link.id}: ${JSON.stringify(result.figures)}`);
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** One call on `link`: the technician starts it, the expert joins; figures, then checks. */
async function measureLink(link, { stack, job, techPage, techJob, expertPage, print }) {
  const figures = {
    joinToAudioS: { technician: null, expert: null },
    audioKbps: { toTechnician: null, toExpert: null },
    videoKbps: { toTechnician: null, toExpert: null },
    videoPaused: { fromTechnician: false, fromExpert: false },
    stillsPrompt: { technician: false, expert: false },
    roundTripMs: { technician: null, expert: null },
    technicianPath: null,
    ringOnLiveStream: null,
    caller: link.caller ?? 'technician',
    answeredAfterS: ANSWER_AFTER_MS / 1000,
  };
  const errors = [];
  const techCall = techJob.getByRole('region', { name: 'Call' });
  const expertCall = expertPage.getByRole('region', { name: 'Call' });
  let doing = "opening the expert's request page";
  try {
    await openRequestLive(expertPage, `${stack.webUrl}/dashboard/requests/${job.id}`);
    await expertCall
      .getByRole('button', { name: 'Start call' })
      .waitFor({ timeout: momentTimeoutMs });
    doing = 'the call ringing';
    const join =
      link.caller === 'expert'
        ? await expertCalls(techCall, expertCall, figures)
        : await technicianCalls(techCall, expertCall, expertPage, stack, job, figures);
    await new Promise((resolve) => setTimeout(resolve, ANSWER_AFTER_MS));
    doing = 'waiting for audio both ways';
    const joinedAt = performance.now();
    await join.click();
    const heard = (page) => firstAudio(page).then((at) => Math.round((at - joinedAt) / 10) / 100);
    [figures.joinToAudioS.technician, figures.joinToAudioS.expert] = await Promise.all([
      heard(techPage),
      heard(expertPage),
    ]);

    if (traceCalls) {
      for (const [side, page] of [
        ['technician', techPage],
        ['expert', expertPage],
      ]) {
        const trace = await page.evaluate(() => window.rhaTrace.splice(0));
        const at = Date.now() - (performance.now() - joinedAt);
        print(`trace ${link.id} ${side}:`);
        for (const [time, what] of trace) {
          if (time >= at - 15_000) print(`  ${((time - at) / 1000).toFixed(2)} ${what}`);
        }
      }
    }
    doing = 'measuring';
    // The expert's camera starts off; on, each direction's video is the policy's to keep or pause.
    await expertCall.getByRole('button', { name: 'Camera on' }).click({ timeout: momentTimeoutMs });
    const watch = watchPauses([
      { page: techPage, call: techCall, side: 'technician' },
      { page: expertPage, call: expertCall, side: 'expert' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const before = await Promise.all([received(techPage), received(expertPage)]);
    await new Promise((resolve) => setTimeout(resolve, MEASURE_MS));
    const after = await Promise.all([received(techPage), received(expertPage)]);
    const seen = await watch.stop();
    const kbps = (index, kind) =>
      Math.round(((after[index][kind] - before[index][kind]) * 8) / MEASURE_MS);
    figures.audioKbps = { toTechnician: kbps(0, 'audio'), toExpert: kbps(1, 'audio') };
    figures.videoKbps = { toTechnician: kbps(0, 'video'), toExpert: kbps(1, 'video') };
    figures.videoPaused = {
      fromTechnician: seen.technician.sendingPaused || seen.expert.receivingPaused,
      fromExpert: seen.expert.sendingPaused || seen.technician.receivingPaused,
    };
    figures.stillsPrompt = { technician: seen.technician.prompt, expert: seen.expert.prompt };
    figures.roundTripMs = {
      technician: after[0].roundTripMs,
      expert: after[1].roundTripMs,
    };
    figures.technicianPath = after[0].path;
  } catch (error) {
    errors.push(`${doing}: ${error.message.split('\n')[0]}`);
    if (process.env.BENCH_SATELLITE_SHOTS) {
      for (const [side, page] of [
        ['technician', techPage],
        ['expert', expertPage],
      ]) {
        await page
          .screenshot({
            path: path.join(process.env.BENCH_SATELLITE_SHOTS, `call-${link.id}-${side}.png`),
          })
          .catch(() => undefined);
      }
    }
  } finally {
    await hangUp(techCall, expertCall).catch((error) =>
      errors.push(`hang-up: ${error.message.split('\n')[0]}`),
    );
  }
  const checks = checksFor(link, figures, errors);
  return {
    ...link,
    roundTripMs: ROUND_TRIP_MS,
    figures,
    checks,
    errors,
    holds: errors.length === 0 && checks.every((check) => check.holds),
  };
}

/** Whether the ring's Join shows within the time a live event takes, rather than after a reload. */
const ringsWithin = (join) =>
  join.waitFor({ timeout: 15_000 }).then(
    () => true,
    () => false,
  );

/**
 * The technician starts the call from the job; answers the expert's Join, on the ring's notice (or
 * on the call panel after a reload when the ring missed the live stream).
 */
async function technicianCalls(techCall, expertCall, expertPage, stack, job, figures) {
  await techCall.getByRole('button', { name: 'Start call' }).click({ timeout: momentTimeoutMs });
  const notice = expertPage
    .getByRole('alert')
    .filter({ hasText: 'is calling' })
    .getByRole('button', { name: 'Join' });
  figures.ringOnLiveStream = await ringsWithin(notice);
  if (figures.ringOnLiveStream) return notice;
  await openRequestLive(expertPage, `${stack.webUrl}/dashboard/requests/${job.id}`);
  const join = expertCall.getByRole('button', { name: 'Join' });
  await join.waitFor({ timeout: momentTimeoutMs });
  return join;
}

/** The expert starts the call; answers the technician's Join on the job's call panel. */
async function expertCalls(techCall, expertCall, figures) {
  await expertCall.getByRole('button', { name: 'Start call' }).click({ timeout: momentTimeoutMs });
  const join = techCall.getByRole('button', { name: 'Join' });
  figures.ringOnLiveStream = await ringsWithin(join);
  if (!figures.ringOnLiveStream) await join.waitFor({ timeout: momentTimeoutMs });
  return join;
}

/** What `link` must show, each check with whether it held. */
function checksFor(link, figures, errors) {
  if (errors.length > 0) return [{ label: 'the call connects and is measured', holds: false }];
  const { audioKbps, videoKbps, videoPaused, stillsPrompt, joinToAudioS, technicianPath } = figures;
  const audioBothWays =
    audioKbps.toTechnician >= AUDIO_FLOWS_KBPS && audioKbps.toExpert >= AUDIO_FLOWS_KBPS;
  const videoHolds = (kbps, paused) => !paused && kbps >= VIDEO_FLOWS_KBPS;
  const checks = [
    {
      label: "the technician's call crosses the link (relay over TCP)",
      holds: technicianPath === 'relay/tcp',
    },
    { label: 'audio both ways', holds: audioBothWays },
    // A lost ring is still joined from a reloaded page, for the figures, but it fails here.
    { label: "the ring reaches the other side's open page live", holds: figures.ringOnLiveStream },
  ];
  if (link.id === 'A') {
    // Whether either direction paused on the way up is in the figures; here, that video arrives.
    checks.push({
      label: 'video both ways',
      holds: videoKbps.toExpert >= VIDEO_FLOWS_KBPS && videoKbps.toTechnician >= VIDEO_FLOWS_KBPS,
    });
  }
  if (link.id.startsWith('B')) {
    const slowest = Math.max(joinToAudioS.technician, joinToAudioS.expert);
    checks.push({
      label: `join to audio both ways <= ${B_JOIN_TO_AUDIO_TARGET_S} s`,
      holds: slowest <= B_JOIN_TO_AUDIO_TARGET_S,
    });
    checks.push({
      label: "the technician's camera reaches the expert as stills or as video that holds",
      holds:
        (videoPaused.fromTechnician && stillsPrompt.technician) ||
        videoHolds(videoKbps.toExpert, videoPaused.fromTechnician),
    });
  }
  if (link.id === 'C') {
    checks.push({
      label: 'stills offered',
      holds: stillsPrompt.technician || stillsPrompt.expert,
    });
  }
  return checks;
}

/** In each page: every peer connection's events, with their time, on `window.rhaTrace`. */
function tracePeers() {
  window.rhaTrace = [];
  const note = (what) => window.rhaTrace.push([Date.now(), what]);
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = function (config) {
    const pc = new Native(config);
    note('new pc');
    for (const event of [
      'icegatheringstatechange',
      'iceconnectionstatechange',
      'connectionstatechange',
      'signalingstatechange',
    ]) {
      pc.addEventListener(event, () =>
        note(
          `${event} ${pc.iceGatheringState}/${pc.iceConnectionState}/${pc.connectionState}/${pc.signalingState}`,
        ),
      );
    }
    pc.addEventListener('icecandidate', (e) => note(`candidate ${e.candidate?.type ?? 'end'}`));
    const seen = new Map();
    const poll = setInterval(async () => {
      if (pc.connectionState === 'closed') return clearInterval(poll);
      (await pc.getStats()).forEach((stat) => {
        if (stat.type !== 'candidate-pair' && stat.type !== 'transport') return;
        const line =
          stat.type === 'transport'
            ? `transport dtls=${stat.dtlsState} ice=${stat.iceState ?? ''} sent=${stat.bytesSent} recv=${stat.bytesReceived}`
            : `pair ${stat.id.slice(-6)} ${stat.state} nom=${stat.nominated} req=${stat.requestsSent}/${stat.requestsReceived} resp=${stat.responsesReceived}/${stat.responsesSent}`;
        if (seen.get(stat.id) !== line) {
          seen.set(stat.id, line);
          note(line);
        }
      });
      if (pc.connectionState === 'connected') clearInterval(poll);
    }, 20);
    pc.addEventListener('track', (e) => note(`track ${e.track.kind}`));
    const wrap = (name) => {
      const original = pc[name].bind(pc);
      pc[name] = async (...args) => {
        note(`${name} ${args[0]?.type ?? (args[0]?.candidate ? 'candidate' : '')}`);
        return original(...args);
      };
    };
    for (const name of [
      'setLocalDescription',
      'setRemoteDescription',
      'addIceCandidate',
      'createOffer',
      'createAnswer',
    ])
      wrap(name);
    return pc;
  };
  window.RTCPeerConnection.prototype = Native.prototype;
  const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    note('getUserMedia');
    const stream = await getUserMedia(constraints);
    note('getUserMedia done');
    return stream;
  };
}

/** The demo company's request, assigned by the admin to the demo technician. */
async function assignedJob(stack) {
  const companyToken = await passwordGrant(stack, company);
  const adminToken = await passwordGrant(stack, admin);
  const technicianId = subjectOf(await passwordGrant(stack, technician));
  const request = await submitThroughApi(stack, companyToken);
  await api(stack, `/api/admin/service-requests/${request.id}/assign`, {
    method: 'POST',
    token: adminToken,
    body: { technicianId, eta: new Date(Date.now() + DAY_MS).toISOString() },
  });
  return request;
}

/** A page in `context` signed in as `account`, with the call exposed for getStats and relay only. */
async function signedIn(context, stack, account) {
  const page = await context.newPage();
  await fillSignIn(page, stack, account);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await showsHeading(page, /^Welcome/);
  await page.evaluate(() => {
    window.localStorage.setItem('rha:test:expose-call', '1');
    window.localStorage.setItem('rha:test:call-relay-only', '1');
  });
  return page;
}

/** The job's details on the technician's Jobs tab. */
async function openJob(page, ticket) {
  await page
    .getByRole('tablist', { name: 'Dashboard' })
    .getByRole('tab', { name: /^Jobs/ })
    .click({ timeout: momentTimeoutMs });
  const jobs = page.getByRole('tabpanel', { name: /^Jobs/ });
  await jobs
    .getByRole('table', { name: 'My jobs' })
    .getByRole('button', { name: new RegExp(ticket) })
    .click({ timeout: momentTimeoutMs });
  const job = jobs.getByRole('article', { name: new RegExp(ticket) });
  await job.waitFor({ timeout: momentTimeoutMs });
  return job;
}

/** The request's page, once its live stream is open: a call rings there only through it. */
async function openRequestLive(page, url) {
  const stream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/live',
    { timeout: momentTimeoutMs },
  );
  await page.goto(url);
  await stream;
}

/** When (performance.now) the first remote audio packet arrived at this side. */
async function firstAudio(page) {
  const until = performance.now() + CONNECT_TIMEOUT_MS;
  for (;;) {
    if ((await received(page)).audioPackets > 0) return performance.now();
    if (performance.now() > until) {
      throw new Error(`no remote audio within ${CONNECT_TIMEOUT_MS / 1000} s of the join`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * This side's inbound bytes by kind, audio packets, the selected path's round trip (ms) and how this
 * side reaches it ('relay/tcp' when through TURN over TCP).
 */
function received(page) {
  return page.evaluate(async () => {
    const figures = { audio: 0, video: 0, audioPackets: 0, roundTripMs: null, path: null };
    const call = window.rhaCall;
    if (!call) return figures;
    const stats = new Map();
    (await call.getStats()).forEach((stat) => stats.set(stat.id, stat));
    for (const stat of stats.values()) {
      if (stat.type === 'inbound-rtp' && (stat.kind === 'audio' || stat.kind === 'video')) {
        figures[stat.kind] += stat.bytesReceived ?? 0;
        if (stat.kind === 'audio') figures.audioPackets += stat.packetsReceived ?? 0;
      }
      if (stat.type === 'transport' && stat.selectedCandidatePairId) {
        const pair = stats.get(stat.selectedCandidatePairId);
        const local = stats.get(pair?.localCandidateId);
        if (typeof pair?.currentRoundTripTime === 'number') {
          figures.roundTripMs = Math.round(pair.currentRoundTripTime * 1000);
        }
        if (local) {
          figures.path = [local.candidateType, local.relayProtocol].filter(Boolean).join('/');
        }
      }
    }
    return figures;
  });
}

/**
 * Samples each side's call every second until stopped: whether its video paused either way (the
 * engine's own judgement) and whether the stills prompt showed.
 */
function watchPauses(sides) {
  const seen = Object.fromEntries(
    sides.map(({ side }) => [
      side,
      { sendingPaused: false, receivingPaused: false, prompt: false },
    ]),
  );
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      for (const { page, call, side } of sides) {
        const state = await page.evaluate(() => {
          const engine = window.rhaCall?.getState();
          return {
            sendingPaused: !!engine?.sending.videoPaused,
            receivingPaused: !!engine?.receiving.videoPaused,
          };
        });
        seen[side].sendingPaused ||= state.sendingPaused;
        seen[side].receivingPaused ||= state.receivingPaused;
        seen[side].prompt ||= (await call.getByText(/video paused/i).count()) > 0;
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return seen;
    },
  };
}

async function hangUp(techCall, expertCall) {
  const button = techCall.getByRole('button', { name: 'Hang up' });
  if ((await button.count()) > 0) await button.click();
  const idle = { timeout: momentTimeoutMs };
  await techCall.getByText('No call on this job.').waitFor(idle);
  await expertCall.getByText('No call on this job.').waitFor(idle);
}

/**
 * A TCP listener that hands each connection to whatever port `target` names when it arrives, so the
 * bff's one TURN URL can lead to each link in turn.
 */
async function startSwitchboard(target) {
  const sockets = new Set();
  const server = net.createServer((client) => {
    const port = target();
    if (port === undefined) {
      client.destroy();
      return;
    }
    const upstream = net.connect({ host: '127.0.0.1', port });
    for (const socket of [client, upstream]) {
      socket.setNoDelay(true);
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

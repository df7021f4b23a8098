/**
 * `npm run bench:satellite`: the moments of a satellite-linked visit, timed in Chromium on a mobile
 * viewport with the link emulated (800 ms round trip, 400 kbit/s down, 100 kbit/s up) against the stack
 * as `npm start` runs it. Each moment is the median of several runs, each run in a fresh browser
 * profile. Prints the figures beside their targets and today's baseline, writes .bench/satellite.json
 * and exits non-zero when a target is missed.
 *
 * To iterate on one moment after `npm run build`: `node scripts/bench-satellite.mjs` with
 *   BENCH_SATELLITE_RUNS=n        runs per moment (default 3);
 *   BENCH_SATELLITE_ONLY=signIn   stop each visit after sign-in, and report the moments up to it;
 *   BENCH_SATELLITE_ONLY=call     run the call links only;
 *   BENCH_SATELLITE_WATERFALL=1   print every request from the sign-in click to 'Welcome'.
 *
 * Each run also opens the technician's Jobs tab behind the same link, with the live stream open, and
 * times an offer the admin makes through the API (over the server's own network) until it shows there.
 *
 * Then a live call between the technician and the company's expert on each of three reference links
 * (bench-call-links.mjs), once each: join to first audio both ways, what arrives each way over 20 s,
 * whether video paused and stills were offered, and the round trip the call itself measures.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { callLinks, callsCanRun, measureCallLinks, startCallRelay } from './bench-call-links.mjs';
import {
  admin,
  api,
  company,
  fillSignIn,
  median,
  momentTimeoutMs,
  passwordGrant,
  showsHeading,
  submitThroughApi,
  subjectOf,
  technician,
  timed,
} from './bench-satellite-support.mjs';
import { launcherEntry, repoRoot, startStack, webDist } from './bench-stack.mjs';

const resultsFile = path.join(repoRoot, '.bench', 'satellite.json');
const runs = Number(process.env.BENCH_SATELLITE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const link = { latencyMs: 800, downloadKbps: 400, uploadKbps: 100 };
const viewport = { width: 412, height: 915 };
const signInOnly = process.env.BENCH_SATELLITE_ONLY === 'signIn';
const callsOnly = process.env.BENCH_SATELLITE_ONLY === 'call';
const withCalls = !signInOnly;
const showWaterfall = process.env.BENCH_SATELLITE_WATERFALL === '1';

/** Seconds unless `kind` says otherwise; `baseline` is the figure measured before this work. */
const moments = [
  { id: 'coldHome', label: 'cold / until its heading', target: 2.0, baseline: 4.7 },
  { id: 'signIn', label: "sign-in until 'Welcome'", target: 4.0, baseline: 6.6 },
  { id: 'warmReload', label: "warm /dashboard reload until 'Welcome'", target: 2.0, baseline: 7.2 },
  { id: 'submitRequest', label: 'service request until its notice', target: 3.0, baseline: null },
  {
    id: 'draftKept',
    label: 'typed request text after a reload',
    kind: 'boolean',
    target: true,
    baseline: false,
    yes: 'kept',
    no: 'lost',
  },
  {
    id: 'offlinePage',
    label: '/dashboard offline',
    kind: 'boolean',
    target: true,
    baseline: false,
    yes: "the app's offline page",
    no: "the browser's error page",
  },
  {
    id: 'liveOffer',
    label: "admin's offer on the technician's Jobs tab",
    target: 2.0,
    baseline: null,
  },
];

/** How the call figures in the results file are measured. */
const callFigureUnits = {
  joinToAudioS: 's from the answering side pressing Join to the first audio packet at each side',
  audioKbps: 'kbit/s of audio payload arriving, over 20 s',
  videoKbps: 'kbit/s of video payload arriving, over 20 s',
  roundTripMs: "ms, the selected ICE pair's current round trip at each side",
  videoPaused:
    "whether the engine paused that direction's video at any time from audio both ways to the end of the 20 s",
  ringOnLiveStream:
    "whether the ring reached the answering side's open page, rather than a reload finding it",
};

// Start-up, runs of about two minutes each on the emulated link and the calls (each bounded by its own
// waits); a hung run must not hang the caller.
const deadline = setTimeout(
  () => {
    console.error('bench:satellite: exceeded its time limit, giving up');
    process.exit(1);
  },
  (180 + (callsOnly ? 0 : runs * 300) + (withCalls ? callLinks.length * 240 : 0)) * 1000,
);
deadline.unref();

const print = (line = '') => process.stdout.write(`${line}\n`);

let stack;
let browser;
let callRelay;
try {
  for (const required of [path.join(webDist, 'index.html'), launcherEntry]) {
    if (!existsSync(required)) throw new Error(`${required} is missing: run npx turbo run build`);
  }
  if (withCalls) {
    if (!callsCanRun()) throw new Error('the call links need turnserver (Debian package coturn)');
    callRelay = await startCallRelay();
    // startStack hands the launcher this process's environment: its bff then gives out the
    // switchboard's TURN URL, and it starts no coturn of its own.
    Object.assign(process.env, callRelay.env);
  }
  // The demo company's locations are where the measured request goes.
  stack = await startStack({ databasePrefix: 'bench_satellite', demoData: true });
  browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });

  const perRun = [];
  for (let run = 0; run < (callsOnly ? 0 : runs); run += 1) {
    const visited = await visit(browser, stack);
    if (!signInOnly) {
      const offer = await technicianVisit(browser, stack);
      Object.assign(visited.figures, offer.figures);
      visited.errors.push(...offer.errors);
    }
    perRun.push(visited);
    print(`run ${run + 1}/${runs}: ${JSON.stringify(perRun.at(-1).figures)}`);
  }

  const calls = withCalls ? await measureCallLinks(stack, callRelay, { chromePath, print }) : [];

  const results = moments
    .filter((moment) => !callsOnly && (!signInOnly || moment.id in perRun[0].figures))
    .map((moment) => {
      const values = perRun.map((run) => run.figures[moment.id]);
      const value = moment.kind === 'boolean' ? allTrue(values) : median(values);
      const holds = value !== null && (moment.kind === 'boolean' ? value : value <= moment.target);
      return { ...moment, value, runs: values, holds };
    });
  const errors = perRun.flatMap((run, index) =>
    run.errors.map((error) => `run ${index + 1}: ${error}`),
  );

  print();
  print(
    callsOnly
      ? `bench:satellite: ${browser.version()}, the call links only`
      : `bench:satellite: ${browser.version()}, ${viewport.width}x${viewport.height} mobile, ${link.latencyMs} ms RTT, ${link.downloadKbps}/${link.uploadKbps} kbit/s, median of ${runs}`,
  );
  const [loadAverage] = os.loadavg();
  if (loadAverage > os.cpus().length) {
    print(`warning: load average ${loadAverage.toFixed(1)} on ${os.cpus().length} cores`);
  }
  if (results.length > 0) {
    print();
    print(row('moment', 'today', 'before', 'target', ''));
    for (const result of results) {
      print(
        row(
          result.label,
          shown(result, result.value),
          shown(result, result.baseline),
          result.kind === 'boolean' ? shown(result, result.target) : `<= ${result.target} s`,
          result.holds ? 'ok' : 'MISSED',
        ),
      );
    }
    for (const error of errors) print(`  ${error}`);
  }
  if (calls.length > 0) printCalls(calls);

  const missed = [
    ...results.filter((result) => !result.holds).map((result) => result.label),
    ...calls
      .filter((call) => !call.holds)
      .map((call) => `call link ${call.id} (${call.label}, ${call.roundTripMs} ms)`),
  ];
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(
    resultsFile,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine: {
          node: process.version,
          cpus: os.cpus().length,
          platform: process.platform,
          loadAverage: os.loadavg(),
        },
        browser: browser.version(),
        viewport,
        link,
        runs,
        moments: Object.fromEntries(
          results.map(({ id, label, kind, value, runs: values, target, baseline, holds }) => [
            id,
            {
              label,
              unit: kind === 'boolean' ? 'boolean' : 's',
              value,
              runs: values,
              target,
              baseline,
              holds,
            },
          ]),
        ),
        errors,
        callLinks: Object.fromEntries(
          calls.map(({ id, ...call }) => [id, { ...call, unit: callFigureUnits }]),
        ),
        missed,
        holds: missed.length === 0,
      },
      null,
      2,
    )}\n`,
  );
  print();
  print(`figures written to ${path.relative(process.cwd(), resultsFile)}`);
  if (missed.length > 0) {
    print(`targets missed:\n  ${missed.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    print('all targets hold');
  }
} catch (error) {
  console.error('bench:satellite failed:', error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await stack?.stop();
  await callRelay?.stop();
}

/**
 * One visit in a fresh profile, in the order a company user lives it: the home page cold, sign-in,
 * a reload of the dashboard, a request submitted, a draft typed then reloaded, the dashboard offline.
 * A moment that fails is recorded as null with its error, and the ones that need it are skipped.
 */
async function visit(browser, { webUrl, idpUrl }) {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const { cdp, setOffline } = await emulateLink(context, page);
  const figures = {};
  const errors = [];
  const moment = async (id, measure) => {
    try {
      figures[id] = await measure();
    } catch (error) {
      figures[id] = null;
      errors.push(`${id}: ${error.message.split('\n')[0]}`);
    }
    return figures[id] !== null;
  };

  try {
    await moment('coldHome', () =>
      timed(async () => {
        await page.goto(`${webUrl}/`, { waitUntil: 'commit' });
        await showsHeading(page, /\S/);
      }),
    );

    const signedIn = await moment('signIn', async () => {
      await fillSignIn(page, { webUrl, idpUrl }, company);
      const waterfall = showWaterfall ? recordWaterfall(cdp) : undefined;
      const seconds = await timed(async () => {
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
        await showsHeading(page, /^Welcome \S+!$/);
      });
      waterfall?.print();
      return seconds;
    });
    if (!signedIn || signInOnly) return { figures, errors };

    await moment('warmReload', () =>
      timed(async () => {
        await page.reload({ waitUntil: 'commit' });
        await showsHeading(page, /^Welcome/);
      }),
    );

    await moment('submitRequest', async () => {
      const form = await openRequestForm(page);
      await form.getByLabel('Job Description').fill('Modem at the clinic drops every evening.');
      await chooseFirstLocation(page);
      await pickTomorrow(form);
      await form
        .getByRole('radiogroup', { name: 'Is access to the site restricted?' })
        .getByRole('radio', { name: 'No' })
        .click();
      return timed(async () => {
        await form.getByRole('button', { name: 'Submit Service Request' }).click();
        await page
          .getByText('Your service request has been submitted successfully.')
          .first()
          .waitFor({ timeout: momentTimeoutMs });
      });
    });

    await moment('draftKept', async () => {
      const typed = `Draft typed at ${new Date().toISOString()}`;
      await page.goto(`${webUrl}/dashboard`);
      await showsHeading(page, /^Welcome/);
      await (await openRequestForm(page)).getByLabel('Job Description').fill(typed);
      // Past any save debounce: a person does not reload the instant the last key went down.
      await page.waitForTimeout(2_000);
      await page.reload();
      await showsHeading(page, /^Welcome/);
      const field = (await openRequestForm(page)).getByLabel('Job Description');
      return (await field.inputValue()) === typed;
    });

    await moment('offlinePage', async () => {
      await page.goto(`${webUrl}/dashboard`);
      await showsHeading(page, /^Welcome/);
      await setOffline(true);
      try {
        await page.goto(`${webUrl}/dashboard`, { timeout: momentTimeoutMs }).catch(() => undefined);
        return await page
          .getByText('You are offline')
          .first()
          .waitFor({ timeout: 15_000 })
          .then(
            () => true,
            () => false,
          );
      } finally {
        await setOffline(false);
      }
    });
    return { figures, errors };
  } finally {
    await context.close();
  }
}

/**
 * The technician's side of a run, in a fresh profile behind the same link: signed in, on the Jobs tab
 * with the live stream open. A request of the demo company's, submitted through the API, is offered
 * to them by the admin through the API; the figure is the time from the offer being sent until its
 * ticket number shows on the open tab, without a reload.
 */
async function technicianVisit(browser, stack) {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await emulateLink(context, page);
  try {
    const tokens = {
      company: await passwordGrant(stack, company),
      admin: await passwordGrant(stack, admin),
    };
    const technicianId = subjectOf(await passwordGrant(stack, technician));
    const request = await submitThroughApi(stack, tokens.company);

    const answered = (pathname) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === pathname, {
        timeout: momentTimeoutMs,
      });
    const loaded = Promise.all([answered('/api/live'), answered('/api/technicians/offers')]);
    await fillSignIn(page, stack, technician);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await showsHeading(page, /^Welcome/);
    await page.getByRole('tab', { name: /^Jobs/ }).click({ timeout: momentTimeoutMs });
    await loaded;
    // The offers, not the strip above the tabs, which also names new offers.
    const jobsTab = page.getByRole('tabpanel').filter({
      has: page.getByRole('heading', { name: 'Offers', level: 3 }),
    });
    await jobsTab.waitFor({ timeout: momentTimeoutMs });
    if ((await jobsTab.getByText(request.ticket).count()) > 0) {
      throw new Error(`${request.ticket} was on the Jobs tab before it was offered`);
    }

    const seconds = await timed(async () => {
      await api(stack, `/api/admin/service-requests/${request.id}/offers`, {
        method: 'POST',
        token: tokens.admin,
        body: { technicianIds: [technicianId] },
      });
      await jobsTab
        .getByText(request.ticket)
        .first()
        .waitFor({ state: 'visible', timeout: momentTimeoutMs });
    });
    return { figures: { liveOffer: seconds }, errors: [] };
  } catch (error) {
    return { figures: { liveOffer: null }, errors: [`liveOffer: ${error.message.split('\n')[0]}`] };
  } finally {
    await context.close();
  }
}

/**
 * The satellite link, through Chromium's own network emulation (CDP) for this page. Answers a switch
 * to cut the link: this session's conditions win over Playwright's offline switch for the page, so
 * both are set (Playwright's also reaches the service worker).
 */
async function emulateLink(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const emulate = (offline) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: link.latencyMs,
      downloadThroughput: (link.downloadKbps * 1000) / 8,
      uploadThroughput: (link.uploadKbps * 1000) / 8,
    });
  await emulate(false);
  return {
    cdp,
    setOffline: async (offline) => {
      await context.setOffline(offline);
      await emulate(offline);
    },
  };
}

/**
 * The page's requests from now on, each with when it started and ended (ms from now), how it was
 * answered (status, service worker, a redirect) and whether it opened a connection. `print` lists them
 * and stops recording.
 */
function recordWaterfall(cdp) {
  const started = performance.now();
  const at = () => Math.round(performance.now() - started);
  const requests = new Map();
  const rows = [];
  const onSent = ({ requestId, request, redirectResponse }) => {
    const previous = requests.get(requestId);
    if (previous && redirectResponse) {
      previous.end = at();
      previous.status = redirectResponse.status;
      previous.connection = connectionSetup(redirectResponse);
    }
    const row = { start: at(), method: request.method, url: request.url };
    requests.set(requestId, row);
    rows.push(row);
  };
  const onResponse = ({ requestId, response }) => {
    const row = requests.get(requestId);
    if (!row) return;
    row.status = response.status;
    row.fromServiceWorker = response.fromServiceWorker;
    row.connection = connectionSetup(response);
  };
  const onDone = ({ requestId }) => {
    const row = requests.get(requestId);
    if (row) row.end = at();
  };
  const onFailed = ({ requestId, errorText }) => {
    const row = requests.get(requestId);
    if (row) Object.assign(row, { end: at(), status: errorText });
  };
  cdp.on('Network.requestWillBeSent', onSent);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onDone);
  cdp.on('Network.loadingFailed', onFailed);
  return {
    print() {
      cdp.off('Network.requestWillBeSent', onSent);
      cdp.off('Network.responseReceived', onResponse);
      cdp.off('Network.loadingFinished', onDone);
      cdp.off('Network.loadingFailed', onFailed);
      print(`sign-in waterfall, ${at()} ms to 'Welcome':`);
      for (const row of rows) {
        const how = [row.status, row.fromServiceWorker ? 'sw' : '', row.connection ?? '']
          .filter(Boolean)
          .join(' ');
        print(
          `  ${String(row.start).padStart(5)}-${String(row.end ?? '').padEnd(5)} ${row.method} ${row.url.slice(0, 110)} ${how}`,
        );
      }
    },
  };
}

/** 'new connection' when the response's timing shows a TCP connect. */
function connectionSetup(response) {
  const timing = response.timing;
  return timing && timing.connectStart >= 0 ? 'new connection' : undefined;
}

/** The dashboard's Remote Eyes request form. */
async function openRequestForm(page) {
  await page.getByRole('tab', { name: 'Service Request' }).click({ timeout: momentTimeoutMs });
  await page.getByRole('tab', { name: 'Remote Eyes', exact: true }).click();
  const form = page.getByRole('form', { name: 'Remote Eyes request' });
  await form.waitFor({ timeout: momentTimeoutMs });
  return form;
}

/** The company's first location, as the keyboard opens the list whether a click did or not. */
async function chooseFirstLocation(page) {
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.click();
  await location.press('ArrowDown');
  await page.getByRole('option').first().click({ timeout: 15_000 });
}

/** Tomorrow's tile in the form's calendar, moving to next month when needed. */
async function pickTomorrow(form) {
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  if (tomorrow.getDate() === 1) await form.getByRole('button', { name: 'Next month' }).click();
  const name = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(tomorrow);
  await form.getByRole('button', { name, exact: true }).click();
}

/** A yes/no moment holds only when every run saw it. */
function allTrue(values) {
  return values.every((value) => value === true);
}

function shown(moment, value) {
  if (value === null) return moment.kind === 'boolean' ? '-' : 'n/a';
  if (moment.kind === 'boolean') return value ? moment.yes : moment.no;
  return `${value.toFixed(1)} s`;
}

/** The call links' figures, one column per link, then each link's checks. */
function printCalls(calls) {
  const cell = (value, unit = '') =>
    value === null || value === undefined ? 'n/a' : `${value}${unit}`;
  const both = (pair, a, b, unit) => `${cell(pair[a], unit)} / ${cell(pair[b], unit)}`;
  const yesNo = (value) => (value ? 'yes' : 'no');
  print();
  print(`call links, ${calls[0].roundTripMs} ms round trip (down/up at the technician):`);
  print(callRow('', ...calls.map((call) => `${call.id} ${call.downKbps}/${call.upKbps} kbit/s`)));
  const lines = [
    ['who calls', (f) => f.caller],
    ['Join pressed, s after the ring', (f) => cell(f.answeredAfterS)],
    ['join to audio, tech / expert', (f) => both(f.joinToAudioS, 'technician', 'expert', ' s')],
    ['audio kbit/s to tech / expert', (f) => both(f.audioKbps, 'toTechnician', 'toExpert')],
    ['video kbit/s to tech / expert', (f) => both(f.videoKbps, 'toTechnician', 'toExpert')],
    [
      'video paused from tech / expert',
      (f) => `${yesNo(f.videoPaused.fromTechnician)} / ${yesNo(f.videoPaused.fromExpert)}`,
    ],
    [
      'stills prompt at tech / expert',
      (f) => `${yesNo(f.stillsPrompt.technician)} / ${yesNo(f.stillsPrompt.expert)}`,
    ],
    ['round trip ms, tech / expert', (f) => both(f.roundTripMs, 'technician', 'expert')],
    ["technician's path", (f) => cell(f.technicianPath)],
    [
      'ring reached the other side live',
      (f) => (f.ringOnLiveStream === null ? 'n/a' : yesNo(f.ringOnLiveStream)),
    ],
  ];
  for (const [label, value] of lines) {
    print(callRow(label, ...calls.map((call) => value(call.figures))));
  }
  for (const call of calls) {
    print(`  ${call.id} (${call.expect}): ${call.holds ? 'ok' : 'MISSED'}`);
    for (const check of call.checks)
      print(`    ${check.holds ? 'ok    ' : 'MISSED'} ${check.label}`);
    for (const error of call.errors) print(`    error: ${error}`);
  }
}

function callRow(...cells) {
  return [cells[0].padEnd(34), ...cells.slice(1).map((cell) => String(cell).padStart(22))].join('');
}

function row(...cells) {
  return [cells[0].padEnd(40), ...cells.slice(1).map((cell) => String(cell).padStart(26))].join('');
}

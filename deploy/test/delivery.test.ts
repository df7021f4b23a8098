// These tests hold the delivery files to the code they ship: the chart's values to the workspaces (what the chart
// renders is helm.test.ts's), the k6 scenarios to the bff's OpenAPI file, CI and the README to the test command.
import { accessSync, constants, existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// js-yaml ships no type declarations; the one function used here is typed by hand.
const { load: parseYaml } = createRequire(import.meta.url)('js-yaml') as {
  load(text: string): unknown;
};

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const chartDir = path.join(repoRoot, 'helm/remote-hands');

function readText(relativePath: string): string {
  return readFileSync(path.join(repoRoot, relativePath), 'utf8');
}

function readYaml<T>(relativePath: string): T {
  return parseYaml(readText(relativePath)) as T;
}

interface Probe {
  path: string;
}

interface ServiceEntry {
  enabled?: boolean;
  workspace?: string;
  port?: number;
  replicas?: number;
  database?: boolean;
  resources?: unknown;
  env?: Record<string, string>;
  probes?: { liveness?: Probe; readiness?: Probe };
  podSecurityContext?: Record<string, unknown>;
  securityContext?: {
    runAsNonRoot?: boolean;
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    privileged?: boolean;
    capabilities?: { drop?: string[]; add?: string[] };
    seccompProfile?: { type?: string };
  };
}

interface ChartValues {
  serviceDefaults: ServiceEntry;
  services: Record<string, ServiceEntry>;
}

const values = readYaml<ChartValues>('helm/remote-hands/values.yaml');

/** What the chart renders for one entry: its own keys replace the defaults' (as the helper does). */
function effectiveEntry(name: string): ServiceEntry {
  return { ...values.serviceDefaults, ...values.services[name] };
}

const entryNames = Object.keys(values.services);
const enabledEntries = entryNames.filter((name) => effectiveEntry(name).enabled === true);

function serviceFolders(): string[] {
  return readdirSync(path.join(repoRoot, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'kit')
    .filter((entry) => existsSync(path.join(repoRoot, 'services', entry.name, 'package.json')))
    .map((entry) => entry.name);
}

describe('helm chart values', () => {
  it('lists the bff and every service of the architecture', () => {
    expect(entryNames.sort()).toEqual(
      [
        'bff',
        'billing',
        'company',
        'identity',
        'notification',
        'service-request',
        'technician',
      ].sort(),
    );
  });

  it('builds each entry from services/<name>, or from bff for the bff', () => {
    for (const name of entryNames) {
      const expected = name === 'bff' ? 'bff' : `services/${name}`;
      expect(values.services[name]?.workspace, name).toBe(expected);
    }
  });

  it('enables an entry exactly when its workspace exists', () => {
    for (const name of entryNames) {
      const workspace = values.services[name]?.workspace ?? '';
      const exists = existsSync(path.join(repoRoot, workspace, 'package.json'));
      expect(
        effectiveEntry(name).enabled === true,
        `${name} (${workspace} exists: ${exists})`,
      ).toBe(exists);
    }
  });

  it('has an enabled entry for every service folder', () => {
    for (const folder of serviceFolders()) {
      expect(enabledEntries, `services/${folder} has no enabled entry in values.yaml`).toContain(
        folder,
      );
    }
  });

  it('gives every entry a port, replicas, resources and env', () => {
    for (const name of entryNames) {
      const entry = values.services[name] ?? {};
      expect(entry.port, name).toEqual(expect.any(Number));
      expect(entry.replicas, name).toEqual(expect.any(Number));
      expect(entry.resources, name).toBeDefined();
      expect(entry.env, name).toBeDefined();
    }
  });

  it('gives every service its own port', () => {
    const ports = entryNames.map((name) => values.services[name]?.port);
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('probes liveness on /healthz and readiness on /readyz', () => {
    for (const name of entryNames) {
      const { probes } = effectiveEntry(name);
      expect(probes?.liveness?.path, name).toBe('/healthz');
      expect(probes?.readiness?.path, name).toBe('/readyz');
    }
  });

  it('runs every container non-root, read-only, without capabilities, under RuntimeDefault seccomp', () => {
    for (const name of entryNames) {
      const { securityContext, podSecurityContext } = effectiveEntry(name);
      expect(podSecurityContext?.runAsNonRoot, name).toBe(true);
      expect(podSecurityContext?.seccompProfile, name).toEqual({ type: 'RuntimeDefault' });
      expect(securityContext?.runAsNonRoot, name).toBe(true);
      expect(securityContext?.readOnlyRootFilesystem, name).toBe(true);
      expect(securityContext?.allowPrivilegeEscalation, name).toBe(false);
      expect(securityContext?.privileged ?? false, name).toBe(false);
      expect(securityContext?.capabilities?.drop, name).toContain('ALL');
      expect(securityContext?.capabilities?.add ?? [], name).toEqual([]);
      expect(securityContext?.seccompProfile, name).toEqual({ type: 'RuntimeDefault' });
    }
  });

  it('runs the pods as the user the image declares', () => {
    const dockerfile = readText('deploy/docker/Dockerfile');
    const user = /^USER (\d+):(\d+)$/m.exec(dockerfile);
    expect(user, 'the Dockerfile sets a numeric USER').not.toBeNull();
    expect(String(values.serviceDefaults.podSecurityContext?.runAsUser)).toBe(user?.[1]);
    expect(user?.[1]).not.toBe('0');
  });

  it('points the bff at the identity service it calls', () => {
    expect(values.services.bff?.env?.IDENTITY_URL).toContain('"name" "identity"');
  });
});

describe('helm chart templates', () => {
  const template = (name: string) => readFileSync(path.join(chartDir, 'templates', name), 'utf8');

  it('renders every entry through one named template', () => {
    expect(template('_service.tpl')).toContain('{{- define "remote-hands.service" -}}');
    expect(template('services.yaml')).toContain('range $name, $_ := .Values.services');
  });

  it('declares no chart dependencies, so helm template needs nothing from a chart registry', () => {
    const chart = readYaml<{ dependencies?: unknown[] }>('helm/remote-hands/Chart.yaml');
    expect(chart.dependencies ?? []).toEqual([]);
    expect(existsSync(path.join(chartDir, 'Chart.lock'))).toBe(false);
  });

  it('keeps the realm file identical to deploy/keycloak/realm.json', () => {
    const source = path.join(repoRoot, 'deploy/keycloak/realm.json');
    const copy = path.join(chartDir, 'files/realm.json');
    expect(existsSync(source), 'deploy/keycloak/realm.json is missing').toBe(true);
    expect(
      existsSync(copy),
      'helm/remote-hands/files/realm.json is missing: cp deploy/keycloak/realm.json helm/remote-hands/files/realm.json',
    ).toBe(true);
    expect(
      readFileSync(copy, 'utf8'),
      'helm/remote-hands/files/realm.json differs: cp deploy/keycloak/realm.json helm/remote-hands/files/realm.json',
    ).toBe(readFileSync(source, 'utf8'));
  });

  it('has a migrate entry in every workspace the migration Job runs', () => {
    for (const name of enabledEntries) {
      const entry = effectiveEntry(name);
      if (!entry.database) continue;
      const migrate = path.join(entry.workspace ?? '', 'src/migrate.ts');
      expect(existsSync(path.join(repoRoot, migrate)), `${migrate} is missing`).toBe(true);
    }
  });
});

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface OpenApi {
  paths: Record<string, Partial<Record<HttpMethod, unknown>>>;
}

describe('k6 scenarios', () => {
  const k6Dir = path.join(repoRoot, 'deploy/k6');
  const scripts = readdirSync(k6Dir).filter((file) => file.endsWith('.js'));
  // Shared modules, and the drills' load (deploy/src/drills runs it, so it is no bench scenario).
  const modules = ['lib', 'drills'].flatMap((folder) =>
    readdirSync(path.join(k6Dir, folder)).map((file) => `${folder}/${file}`),
  );
  const bff = readYaml<OpenApi>('contracts/openapi/bff.yaml');
  const isApiPath = (p: string) => p.startsWith('/api/') || p === '/config.json';

  it('covers public browse, sign-in and profile, service-request submit, the admin directory and their mix', () => {
    expect(scripts.sort()).toEqual(
      [
        'admin-directory.js',
        'mixed.js',
        'public-browse.js',
        'service-request-submit.js',
        'sign-in-profile.js',
      ].sort(),
    );
  });

  for (const script of [...scripts, ...modules]) {
    const source = readFileSync(path.join(k6Dir, script), 'utf8');
    const later = [...source.matchAll(/^\/\/ later: ([A-Z]+) (\/\S+)/gm)].map(([, method, p]) => ({
      method: (method ?? '').toLowerCase() as HttpMethod,
      path: p ?? '',
    }));
    const isLater = (method: HttpMethod | undefined, p: string) =>
      later.some((mark) => mark.path === p && (method === undefined || mark.method === method));

    it(`${script} calls only bff paths of the OpenAPI file or ones marked as later`, () => {
      const calls = [
        ...source.matchAll(
          /http\.(get|post|put|patch|del)\(\s*`\$\{(?:BASE_URL|baseUrl)\}(\/[^`?$]*)`/g,
        ),
      ].map(([, verb, p]) => ({
        method: (verb === 'del' ? 'delete' : verb) as HttpMethod,
        path: p ?? '',
      }));
      const literals = [...source.matchAll(/'(\/[^'\s]*)'/g)].map(([, p]) => p ?? '');

      for (const call of calls.filter((c) => isApiPath(c.path))) {
        const documented = bff.paths[call.path]?.[call.method] !== undefined;
        expect(
          documented || isLater(call.method, call.path),
          `${call.method.toUpperCase()} ${call.path}`,
        ).toBe(true);
      }
      for (const literal of literals.filter(isApiPath)) {
        expect(
          bff.paths[literal] !== undefined || isLater(undefined, literal),
          `${literal} is neither in bff.yaml nor marked as later`,
        ).toBe(true);
      }
    });

    it(`${script} drops its "later" mark once the path is in the OpenAPI file`, () => {
      for (const mark of later) {
        expect(
          bff.paths[mark.path]?.[mark.method],
          `${mark.method.toUpperCase()} ${mark.path} now exists in bff.yaml: remove the "// later:" line`,
        ).toBeUndefined();
      }
    });
  }

  for (const script of scripts) {
    const source = readFileSync(path.join(k6Dir, script), 'utf8');

    it(`${script} takes BASE_URL from the environment and keeps errors under 1%`, () => {
      expect(source).toContain('__ENV.BASE_URL');
      expect(source).toContain("http_req_failed: ['rate<0.01']");
    });

    it(`${script} needs nothing pasted by hand and runs at the smoke profile too`, () => {
      expect(source).not.toMatch(/__ENV\.(ACCESS_TOKEN|LOCATION_ID)\b/);
      // A closed model (fixed virtual users) or an open one (fixed arrivals a second, as the mix runs).
      expect(source).toMatch(
        /constantVus\(\{ vus: \d+, duration: '\d+s' \}\)|constantArrivalRate\(\{ rate: \d+, duration: '\d+s' \}\)/,
      );
    });
  }

  it('holds the profile read to p(99) < 50 ms at 10 virtual users', () => {
    const source = readFileSync(path.join(k6Dir, 'sign-in-profile.js'), 'utf8');
    expect(source).toContain("'http_req_duration{name:/api/user}': [p99Below(50)]");
    expect(source).toContain('constantVus({ vus: 10,');
  });

  it('signs in through the load-test client, which only the dev realm has', () => {
    interface Client {
      clientId: string;
      publicClient?: boolean;
      standardFlowEnabled?: boolean;
      directAccessGrantsEnabled?: boolean;
    }
    const clients = (file: string) =>
      (JSON.parse(readText(`deploy/keycloak/${file}`)) as { clients: Client[] }).clients;
    expect(readFileSync(path.join(k6Dir, 'lib/auth.js'), 'utf8')).toContain("'load-test'");
    expect(
      clients('realm-dev.json').find((client) => client.clientId === 'load-test'),
    ).toMatchObject({
      publicClient: true,
      standardFlowEnabled: false,
      directAccessGrantsEnabled: true,
    });
    expect(clients('realm.json').map((client) => client.clientId)).not.toContain('load-test');
    expect(
      clients('realm.json').every((client) => client.directAccessGrantsEnabled === false),
    ).toBe(true);
  });
});

describe('CI entry', () => {
  const run = readText('.ci/run');

  it('is an executable bash script that stops on errors', () => {
    accessSync(path.join(repoRoot, '.ci/run'), constants.X_OK);
    expect(run.startsWith('#!/usr/bin/env bash\n')).toBe(true);
    expect(run).toContain('set -euo pipefail');
  });

  it('runs the README test command and closes with the counts', () => {
    expect(run).toMatch(/^npm test 2>&1 \| tee /m);
    expect(run).toContain('echo "${passed} passed, ${failed} failed, ${skipped} skipped"');
    expect(run).toContain('exit "$test_status"');
  });

  it('is what the GitHub workflow runs, next to Postgres and RabbitMQ', () => {
    interface Workflow {
      jobs: Record<
        string,
        { services?: Record<string, { image: string }>; steps: { run?: string }[] }
      >;
    }
    const workflow = readYaml<Workflow>('.github/workflows/ci.yml');
    const test = workflow.jobs.test;
    expect(test?.steps.some((step) => step.run === 'bash .ci/run')).toBe(true);
    expect(test?.services?.postgres?.image).toBe('postgres:16');
    expect(test?.services?.rabbitmq?.image).toBe('rabbitmq:3-management');
    const delivery = JSON.stringify(workflow.jobs.delivery);
    for (const check of ['k6 inspect', 'Dockerfile']) {
      expect(delivery).toContain(check);
    }
    // The chart is linted, rendered and validated by npm test (deploy/test/helm.test.ts) with pinned tools.
    for (const gone of ['kubeconform', 'helm dependency', 'setup-helm']) {
      expect(delivery).not.toContain(gone);
    }
  });
});

describe('README and .env.example', () => {
  const readme = readText('README.md');

  it('starts with the commands to run and to test the product', () => {
    const beforeFirstSection = readme.split(/^## /m)[0] ?? '';
    const commands = [...beforeFirstSection.matchAll(/```(?:sh|bash)?\n([\s\S]*?)```/g)]
      .flatMap(([, block]) => (block ?? '').split('\n'))
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(commands.slice(0, 2)).toEqual(['npm ci && npm start', 'npm test']);
  });

  it('is read in five minutes: at most 150 lines, with the variables left to .env.example', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
    expect(readme).toContain('[`.env.example`](.env.example)');
  });

  it('names the variables the test command reads', () => {
    for (const variable of ['DATABASE_URL', 'AMQP_URL', 'CHROMIUM_PATH', 'CI']) {
      expect(readme).toMatch(new RegExp(`\`${variable}[\`=]`));
    }
  });

  it('has .env.example list every variable the conventions name', () => {
    const example = readText('.env.example');
    for (const variable of [
      'PORT',
      'IDP_PORT',
      'IDENTITY_PORT',
      'EMBEDDED_PG_PORT',
      'DATABASE_URL',
      'AMQP_URL',
      'KEYCLOAK_URL',
      'PUBLIC_KEYCLOAK_URL',
      'KEYCLOAK_REALM',
      'KEYCLOAK_CLIENT_ID',
      'AUTH_AUDIENCE',
      'IDENTITY_URL',
      'WEB_DIST',
      'LOG_LEVEL',
      'IDP_EXTRA_REDIRECT_ORIGINS',
      'IDENTITY_ADMIN_CLIENT_SECRET',
    ]) {
      expect(example).toMatch(new RegExp(`^# ${variable}=`, 'm'));
    }
  });
});

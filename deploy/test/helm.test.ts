// The chart as a cluster would get it: `helm lint`, then `helm template` with the default values and with
// ci/production-values.yaml, every object validated against the Kubernetes API schemas, and the rendered objects
// (not the template text) held to the rules of the deployment: probes, resources, hardened pods, migrations,
// secrets only by reference, what the ingress routes and what the NetworkPolicies let through.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, loadAll } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireTool } from '@rha/kit/testing';
import { chartSignInThrottle, throttledPaths } from '../src/idp/sign-in-throttle.js';
import { realmFile } from '../src/keycloak/realm-files.js';
import { themeFolder } from '../src/keycloak/theme.js';

/** The login theme's files, by path inside the theme. */
async function themeFiles(): Promise<Record<string, string>> {
  const paths = await readdir(themeFolder, { recursive: true, withFileTypes: true });
  const files = paths.filter((entry) => entry.isFile());
  return Object.fromEntries(
    await Promise.all(
      files.map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(themeFolder, file), await readFile(file, 'utf8')] as const;
      }),
    ),
  );
}

const helm = requireTool('helm');
const kubernetesValidate = requireTool('kubernetes-validate');

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const chartDir = path.join(repoRoot, 'helm/remote-hands');
const productionValues = path.join(chartDir, 'ci/production-values.yaml');
const release = 'rha';
const prefix = `${release}-remote-hands`;

/** The oldest Kubernetes minor still widely run, and the newest kubernetes-validate ships. */
const kubernetesVersions = ['1.33.0', '1.37.0'];

/** What an install without secrets.existingSecret must be given; everything else has a default. */
const requiredSecrets: Record<string, string> = {
  'auth.identityAdminClientSecret': 'identity-admin-client-secret-for-tests',
  'auth.internalApiToken': 'internal-api-token-for-tests-0123456789',
  'auth.captchaHmacKey': 'captcha-hmac-key-for-tests-0123456789abc',
  'keycloak.database.password': 'keycloak-database-password-for-tests',
  'turn.secret': 'turn-secret-for-tests-0123456789abcdefgh',
};

const setArgs = (values: Record<string, string>) =>
  Object.entries(values).flatMap(([key, value]) => ['--set', `${key}=${value}`]);

const scenarios = {
  defaults: setArgs(requiredSecrets),
  production: ['-f', productionValues],
  externalKeycloak: [
    ...setArgs({ ...requiredSecrets, 'keycloak.database.password': '' }),
    '--set',
    'keycloak.enabled=false',
    '--set',
    'auth.keycloakUrl=https://login.remotehandsalaska.com',
  ],
};
type Scenario = keyof typeof scenarios;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

function helmTemplate(args: string[]): Promise<Run> {
  return run(helm ?? 'helm', [
    'template',
    release,
    chartDir,
    '--namespace',
    'remote-hands',
    ...args,
  ]);
}

// ---- The shapes of the objects the tests read ----

type Labels = Record<string, string>;

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string }; [source: string]: unknown };
}

interface Probe {
  httpGet?: { path: string; port: string | number };
  tcpSocket?: { port: string | number };
}

interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  ports?: { name?: string; containerPort: number; protocol?: string }[];
  env?: EnvVar[];
  envFrom?: { secretRef?: { name: string }; configMapRef?: { name: string } }[];
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    runAsNonRoot?: boolean;
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    privileged?: boolean;
    capabilities?: { drop?: string[]; add?: string[] };
  };
  volumeMounts?: { name: string; mountPath: string }[];
}

interface PodTemplate {
  metadata: { labels: Labels; annotations?: Record<string, string> };
  spec: {
    securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
    containers: Container[];
    volumes?: {
      name: string;
      emptyDir?: unknown;
      configMap?: { name: string; items?: { key: string; path: string }[] };
    }[];
  };
}

interface NetworkPolicyPeer {
  podSelector?: { matchLabels?: Labels };
  namespaceSelector?: { matchLabels?: Labels };
}

interface NetworkPolicyRule {
  ports?: { port?: string | number; endPort?: number; protocol?: string }[];
  from?: NetworkPolicyPeer[];
}

interface IngressPath {
  path: string;
  pathType: string;
  backend: { service: { name: string; port: { number?: number; name?: string } } };
}

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Labels; annotations?: Record<string, string> };
  spec?: {
    selector?: Labels | { matchLabels?: Labels };
    template?: PodTemplate;
    type?: string;
    ports?: { name?: string; port: number; targetPort?: string | number; protocol?: string }[];
    podSelector?: { matchLabels?: Labels };
    policyTypes?: string[];
    ingress?: NetworkPolicyRule[];
    ingressClassName?: string;
    rules?: { host: string; http: { paths: IngressPath[] } }[];
    tls?: { hosts: string[]; secretName: string }[];
  };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

interface Rendered {
  text: string;
  objects: K8sObject[];
}

async function render(scenario: Scenario | string[]): Promise<Rendered> {
  const args = Array.isArray(scenario) ? scenario : scenarios[scenario];
  const result = await helmTemplate(args);
  if (result.code !== 0)
    throw new Error(`helm template (${args.join(' ')}) failed: ${result.stderr}`);
  const objects = loadAll(result.stdout).filter(
    (doc): doc is K8sObject => typeof doc === 'object' && doc !== null,
  );
  return { text: result.stdout, objects };
}

const ofKind = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);

function named(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
}

function podTemplate(object: K8sObject): PodTemplate {
  const template = object.spec?.template;
  if (!template) throw new Error(`${object.kind} ${object.metadata.name} has no pod template`);
  return template;
}

const containersOf = (object: K8sObject) => podTemplate(object).spec.containers;
const componentOf = (object: K8sObject) =>
  podTemplate(object).metadata.labels['app.kubernetes.io/component'];

/** The product's processes and Keycloak: every Deployment but coturn, which runs no Node and serves no HTTP. */
const productDeployments = (objects: K8sObject[]) =>
  ofKind(objects, 'Deployment').filter((deployment) => componentOf(deployment) !== 'coturn');

const matches = (selector: Labels | undefined, labels: Labels) =>
  Object.entries(selector ?? {}).every(([key, value]) => labels[key] === value);

function envOf(container: Container, name: string): EnvVar | undefined {
  return container.env?.find((variable) => variable.name === name);
}

/**
 * Every peer allowed to open a connection to the pods labelled `labels` on their container port `portName`,
 * from all NetworkPolicies selecting them (a rule without ports allows every port).
 */
function allowedPeers(
  objects: K8sObject[],
  labels: Labels,
  port: { name: string; number: number },
): NetworkPolicyPeer[] {
  return ofKind(objects, 'NetworkPolicy')
    .filter((policy) => matches(policy.spec?.podSelector?.matchLabels, labels))
    .flatMap((policy) => policy.spec?.ingress ?? [])
    .filter(
      (rule) =>
        rule.ports === undefined ||
        rule.ports.some((p) => p.port === port.name || p.port === port.number),
    )
    .flatMap((rule) => rule.from ?? [{}]);
}

const componentPeer = (component: string): NetworkPolicyPeer => ({
  podSelector: {
    matchLabels: {
      'app.kubernetes.io/name': 'remote-hands',
      'app.kubernetes.io/instance': release,
      'app.kubernetes.io/component': component,
    },
  },
});

const defaultIngressController: NetworkPolicyPeer = {
  namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } },
};
const defaultMetricsScraper: NetworkPolicyPeer = {
  namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } },
};

const sortPeers = (peers: NetworkPolicyPeer[]) =>
  [...peers].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe.skipIf(!helm)('helm chart', () => {
  const rendered = {} as Record<Scenario, Rendered>;
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'rha-helm-'));
    for (const scenario of Object.keys(scenarios) as Scenario[]) {
      rendered[scenario] = await render(scenario);
    }
  });

  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('passes helm lint --strict with the default and the production values', async () => {
    for (const args of [scenarios.defaults, scenarios.production]) {
      const lint = await run(helm ?? 'helm', ['lint', '--strict', chartDir, ...args]);
      expect(lint.code, lint.stdout + lint.stderr).toBe(0);
      expect(lint.stdout).toContain('0 chart(s) failed');
    }
  });

  it.skipIf(!kubernetesValidate)(
    'renders only objects valid against the Kubernetes API schemas (strict)',
    async () => {
      for (const [scenario, { text, objects }] of Object.entries(rendered)) {
        expect(objects.length, scenario).toBeGreaterThan(20);
        const file = path.join(workDir, `${scenario}.yaml`);
        await writeFile(file, text);
        for (const version of kubernetesVersions) {
          const result = await run(kubernetesValidate ?? 'kubernetes-validate', [
            '--strict',
            '--kubernetes-version',
            version,
            file,
          ]);
          expect(result.code, `${scenario} on ${version}: ${result.stdout}${result.stderr}`).toBe(
            0,
          );
          // One line per object: an object it could not check would not count as passed.
          const passed = result.stdout.split('\n').filter((line) => line.startsWith('INFO'));
          expect(passed, `${scenario} on ${version}`).toHaveLength(objects.length);
        }
      }
    },
    60_000,
  );

  it('points the bff at another S3-compatible store by path, and refuses local file storage', async () => {
    const { objects } = await render(
      setArgs({
        ...requiredSecrets,
        'files.s3.endpoint': 'http://minio.storage:9000',
        'files.s3.forcePathStyle': 'true',
      }),
    );
    const [bff] = containersOf(named(objects, 'Deployment', `${prefix}-bff`));
    expect(bff && envOf(bff, 'S3_ENDPOINT')?.value).toBe('http://minio.storage:9000');
    expect(bff && envOf(bff, 'S3_FORCE_PATH_STYLE')?.value).toBe('true');

    const local = await helmTemplate(setArgs({ ...requiredSecrets, 'files.storage': 'local' }));
    expect(local.code).not.toBe(0);
    expect(local.stderr).toContain('files.storage must be s3');
  });

  it('gives billing invoice-and-record by default, and Stripe with its two secrets only by reference', async () => {
    const billingOf = (objects: K8sObject[]) =>
      containersOf(named(objects, 'Deployment', `${prefix}-billing`))[0];
    const byDefault = billingOf(rendered.defaults.objects);
    expect(byDefault && envOf(byDefault, 'BILLING_PAYMENT_PROVIDER')?.value).toBe(
      'invoice-and-record',
    );
    expect(byDefault && envOf(byDefault, 'STRIPE_SECRET_KEY')).toBeUndefined();

    const stripe = {
      ...requiredSecrets,
      'payments.provider': 'stripe',
      'payments.stripe.secretKey': 'sk_test_chart',
      'payments.stripe.webhookSecret': 'whsec_chart',
    };
    const { objects } = await render(setArgs(stripe));
    const billing = billingOf(objects);
    expect(billing && envOf(billing, 'BILLING_PAYMENT_PROVIDER')?.value).toBe('stripe');
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      expect(billing && envOf(billing, key)?.valueFrom?.secretKeyRef?.key).toBe(key);
    }
    const [bff] = containersOf(named(objects, 'Deployment', `${prefix}-bff`));
    expect(bff && envOf(bff, 'STRIPE_SECRET_KEY')).toBeUndefined();

    const missing = await helmTemplate(setArgs({ ...stripe, 'payments.stripe.webhookSecret': '' }));
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain('STRIPE_WEBHOOK_SECRET');
  });

  it('fails without auth.identityAdminClientSecret, naming IDENTITY_ADMIN_CLIENT_SECRET', async () => {
    const result = await helmTemplate(
      setArgs({ ...requiredSecrets, 'auth.identityAdminClientSecret': '' }),
    );
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('auth.identityAdminClientSecret is required');
    expect(result.stderr).toContain('IDENTITY_ADMIN_CLIENT_SECRET');
  });

  it('makes a Secret with one DATABASE_URL key per service with a database, each read by its own', () => {
    const { objects } = rendered.defaults;
    const [secret] = ofKind(objects, 'Secret');
    const databaseKeys = Object.keys(secret?.stringData ?? {}).filter((key) =>
      key.startsWith('DATABASE_URL_'),
    );
    expect(databaseKeys.sort()).toEqual(
      [
        // The bff's holds only its rate limits' counters, shared by its replicas.
        'DATABASE_URL_BFF',
        'DATABASE_URL_BILLING',
        'DATABASE_URL_COMPANY',
        'DATABASE_URL_IDENTITY',
        'DATABASE_URL_NOTIFICATION',
        'DATABASE_URL_SERVICE_REQUEST',
        'DATABASE_URL_TECHNICIAN',
      ].sort(),
    );
    const technician = named(objects, 'Deployment', `${prefix}-technician`);
    const [container] = containersOf(technician);
    expect(container && envOf(container, 'DATABASE_URL')?.valueFrom?.secretKeyRef?.key).toBe(
      'DATABASE_URL_TECHNICIAN',
    );
  });

  it('renders the production values from an existing Secret, with no secret in the values', async () => {
    const { objects } = rendered.production;
    expect(ofKind(objects, 'Secret')).toEqual([]);
    const references = ofKind(objects, 'Deployment')
      .flatMap(containersOf)
      .flatMap((container) => container.env ?? [])
      .flatMap((variable) => variable.valueFrom?.secretKeyRef ?? []);
    expect(references.length).toBeGreaterThan(0);
    expect(new Set(references.map((ref) => ref.name))).toEqual(new Set(['remote-hands-env']));
  });

  describe.each(['defaults', 'production'] as const)('with the %s values', (scenario) => {
    const objects = () => rendered[scenario].objects;
    const deployments = () => productDeployments(objects());

    it('runs the bff, every enabled service and Keycloak', () => {
      expect(deployments().map(componentOf).sort()).toEqual(
        [
          'bff',
          'billing',
          'company',
          'identity',
          'keycloak',
          'notification',
          'service-request',
          'technician',
        ].sort(),
      );
    });

    it('gives every container liveness and readiness probes, CPU and memory requests and a memory limit', () => {
      for (const container of deployments().flatMap(containersOf)) {
        expect(container.livenessProbe?.httpGet?.path, container.name).toBeTruthy();
        expect(container.readinessProbe?.httpGet?.path, container.name).toBeTruthy();
        expect(container.resources?.requests?.cpu, container.name).toBeTruthy();
        expect(container.resources?.requests?.memory, container.name).toBeTruthy();
        expect(container.resources?.limits?.memory, container.name).toBeTruthy();
      }
    });

    it('runs every pod non-root, without privileges or capabilities', () => {
      for (const deployment of deployments()) {
        const pod = podTemplate(deployment);
        expect(pod.spec.securityContext?.runAsNonRoot, deployment.metadata.name).toBe(true);
        expect(pod.spec.securityContext?.runAsUser, deployment.metadata.name).not.toBe(0);
        for (const container of pod.spec.containers) {
          const context = container.securityContext;
          expect(context?.runAsNonRoot, container.name).toBe(true);
          expect(context?.allowPrivilegeEscalation, container.name).toBe(false);
          expect(context?.privileged ?? false, container.name).toBe(false);
          expect(context?.capabilities?.drop, container.name).toContain('ALL');
          expect(context?.capabilities?.add ?? [], container.name).toEqual([]);
        }
      }
    });

    it('gives every Node process a read-only root filesystem and a writable /tmp', () => {
      for (const deployment of deployments().filter((d) => componentOf(d) !== 'keycloak')) {
        const pod = podTemplate(deployment);
        for (const container of pod.spec.containers) {
          expect(container.securityContext?.readOnlyRootFilesystem, container.name).toBe(true);
          const tmp = container.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
          expect(tmp, `${container.name} mounts /tmp`).toBeDefined();
          const volume = pod.spec.volumes?.find((v) => v.name === tmp?.name);
          expect(volume?.emptyDir, `${container.name}'s /tmp is an emptyDir`).toBeDefined();
        }
      }
    });

    it('has a migration Job, with the same image and database, for every service with a database', () => {
      const jobs = ofKind(objects(), 'Job');
      const withDatabase = deployments().filter((deployment) =>
        containersOf(deployment).some((c) => envOf(c, 'DATABASE_URL')),
      );
      expect(withDatabase.map(componentOf).sort()).toEqual(
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
      expect(jobs).toHaveLength(withDatabase.length);
      for (const deployment of withDatabase) {
        const [app] = containersOf(deployment);
        const job = named(objects(), 'Job', `${deployment.metadata.name}-migrate`);
        const [migrate] = containersOf(job);
        expect(job.metadata.annotations?.['helm.sh/hook']).toContain('pre-upgrade');
        expect(migrate?.image).toBe(app?.image);
        expect(migrate?.command).toEqual(['node', 'dist/migrate.js']);
        expect(migrate && envOf(migrate, 'DATABASE_URL')).toEqual(
          app && envOf(app, 'DATABASE_URL'),
        );
        // The migration pod is no endpoint of the service and no member of its disruption budget.
        const service = named(objects(), 'Service', deployment.metadata.name);
        expect(matches(service.spec?.selector as Labels, podTemplate(job).metadata.labels)).toBe(
          false,
        );
      }
    });

    it("points the bff at each service it calls, by the service's own Service and port", () => {
      const [bff] = containersOf(named(objects(), 'Deployment', `${prefix}-bff`));
      const calls = {
        IDENTITY_URL: 'identity',
        COMPANY_URL: 'company',
        SERVICE_REQUEST_URL: 'service-request',
        TECHNICIAN_URL: 'technician',
        NOTIFICATION_URL: 'notification',
        BILLING_URL: 'billing',
      };
      for (const [variable, component] of Object.entries(calls)) {
        const service = named(objects(), 'Service', `${prefix}-${component}`);
        const port = service.spec?.ports?.[0]?.port;
        expect(bff && envOf(bff, variable)?.value, variable).toBe(
          `http://${prefix}-${component}:${port}`,
        );
      }
    });

    it('gives only the bff the S3 bucket of the job files, and lets 25 MB uploads through', () => {
      const withFiles = ofKind(objects(), 'Deployment').filter((deployment) =>
        containersOf(deployment).some((container) => envOf(container, 'FILE_STORAGE')),
      );
      expect(withFiles.map((deployment) => deployment.metadata.name)).toEqual([`${prefix}-bff`]);
      const [bff] = containersOf(named(objects(), 'Deployment', `${prefix}-bff`));
      const env = (name: string) => (bff ? envOf(bff, name) : undefined);
      expect(env('FILE_STORAGE')?.value).toBe('s3');
      expect(env('S3_BUCKET')?.value).toBe(
        scenario === 'defaults' ? 'remote-hands-files' : 'remotehandsalaska-job-files',
      );
      expect(env('S3_REGION')?.value).toBe('us-west-2');
      expect(env('S3_FORCE_PATH_STYLE')?.value).toBe('false');
      expect(env('S3_ENDPOINT')).toBeUndefined();
      if (scenario === 'production') {
        // The keys come from the Secret named in the values, never from a value in the pod spec.
        for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
          expect(env(key)?.valueFrom?.secretKeyRef).toEqual({ name: 'remote-hands-env', key });
        }
      } else {
        expect(env('S3_ACCESS_KEY_ID')).toBeUndefined();
      }
      const ingress = named(objects(), 'Ingress', prefix);
      expect(ingress?.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size']).toBe(
        '26m',
      );
    });

    it('gives service-request the technician service, the shared credential and the dispatch timings', () => {
      const [serviceRequest] = containersOf(
        named(objects(), 'Deployment', `${prefix}-service-request`),
      );
      const technician = named(objects(), 'Service', `${prefix}-technician`);
      const env = (name: string) => (serviceRequest ? envOf(serviceRequest, name) : undefined);
      expect(env('TECHNICIAN_URL')?.value).toBe(
        `http://${prefix}-technician:${technician.spec?.ports?.[0]?.port}`,
      );
      expect({
        waveDelay: env('DISPATCH_WAVE_DELAY_MINUTES')?.value,
        offerExpiry: env('OFFER_EXPIRY_MINUTES')?.value,
        tick: env('DISPATCH_TICK_SECONDS')?.value,
      }).toEqual({ waveDelay: '240', offerExpiry: '1440', tick: '30' });
      // Both ends of the internal call read the one credential.
      for (const component of ['service-request', 'technician']) {
        const [container] = containersOf(named(objects(), 'Deployment', `${prefix}-${component}`));
        expect(
          container && envOf(container, 'INTERNAL_API_TOKEN')?.valueFrom?.secretKeyRef?.key,
          component,
        ).toBe('INTERNAL_API_TOKEN');
      }
    });

    it('passes credentials to containers only by reference to the Secret', () => {
      const secretValues = ofKind(objects(), 'Secret').flatMap((secret) =>
        Object.values(secret.stringData ?? {}),
      );
      const containers = [...deployments(), ...ofKind(objects(), 'Job')].flatMap(containersOf);
      const sensitive = /PASSWORD|SECRET|TOKEN|HMAC|DATABASE_URL|AMQP_URL|SMTP_URL/;
      for (const container of containers) {
        for (const variable of container.env ?? []) {
          const where = `${container.name} ${variable.name}`;
          if (sensitive.test(variable.name)) {
            expect(variable.value, where).toBeUndefined();
            expect(variable.valueFrom?.secretKeyRef?.key, where).toBeTruthy();
          }
          if (variable.value === undefined) continue;
          expect(variable.value, `${where} holds credentials in a URL`).not.toMatch(
            /\/\/[^/@\s]+:[^/@\s]+@/,
          );
          for (const secret of secretValues) expect(variable.value, where).not.toContain(secret);
        }
        for (const source of container.envFrom ?? []) {
          expect(source.configMapRef, container.name).toBeUndefined();
          expect(source.secretRef?.name, container.name).toBeTruthy();
        }
      }
    });

    it('routes /api, /config.json and the rest to the bff, and /realms to Keycloak', () => {
      const ingress = named(objects(), 'Ingress', prefix);
      const paths = ingress?.spec?.rules?.flatMap((rule) => rule.http.paths) ?? [];
      const backend = (p: string) =>
        paths.find((entry) => entry.path === p)?.backend.service.name ?? 'none';
      expect(backend('/api')).toBe(`${prefix}-bff`);
      expect(backend('/config.json')).toBe(`${prefix}-bff`);
      expect(backend('/')).toBe(`${prefix}-bff`);
      expect(backend('/realms')).toBe(`${prefix}-keycloak`);
      expect(backend('/resources')).toBe(`${prefix}-keycloak`);
      expect(paths.map((entry) => entry.path).sort()).toEqual(
        ['/', '/api', '/config.json', '/realms', '/resources'].sort(),
      );
      expect(ingress?.spec?.tls?.[0]?.hosts).toEqual([ingress?.spec?.rules?.[0]?.host]);
    });

    it('throttles the sign-in, token and registration paths per client address, as the dev provider does', async () => {
      const main = named(objects(), 'Ingress', prefix);
      const settings = await chartSignInThrottle();
      const paths = throttledPaths('remote-hands');
      for (const name of ['forms', 'token'] as const) {
        const ingress = named(objects(), 'Ingress', `${prefix}-sign-in-${name}`);
        expect(ingress.metadata.annotations).toEqual({
          'nginx.ingress.kubernetes.io/limit-rpm': String(settings[name].requestsPerMinute),
          'nginx.ingress.kubernetes.io/limit-burst-multiplier': String(
            settings[name].burstMultiplier,
          ),
        });
        const [rule] = ingress.spec?.rules ?? [];
        expect(rule?.host).toBe(main.spec?.rules?.[0]?.host);
        expect(ingress.spec?.tls).toEqual(main.spec?.tls);
        expect(ingress.spec?.ingressClassName).toBe(main.spec?.ingressClassName);
        expect(
          rule?.http.paths.map(({ path, pathType, backend }) => ({
            path,
            pathType,
            backend: backend.service.name,
          })),
        ).toEqual(paths[name].map((entry) => ({ ...entry, backend: `${prefix}-keycloak` })));
      }
      // One address cannot send the realm's lockout number of failed sign-ins in one burst.
      const realm = JSON.parse(await readFile(realmFile, 'utf8')) as { failureFactor: number };
      const { requestsPerMinute, burstMultiplier } = settings.forms;
      expect(requestsPerMinute * burstMultiplier + 1).toBeLessThan(realm.failureFactor);
    });

    it('serves /metrics on a port of its own that no Service, hence no Ingress, reaches', () => {
      const metricsPorts = new Set<number>();
      for (const deployment of deployments()) {
        const pod = podTemplate(deployment);
        const [container] = pod.spec.containers;
        const metricsPort = container?.ports?.find((p) => p.name === 'metrics')?.containerPort;
        const httpPort = container?.ports?.find((p) => p.name === 'http')?.containerPort;
        expect(metricsPort, deployment.metadata.name).toEqual(expect.any(Number));
        expect(metricsPort).not.toBe(httpPort);
        metricsPorts.add(metricsPort ?? 0);
        expect(pod.metadata.annotations?.['prometheus.io/port']).toBe(String(metricsPort));
        expect(pod.metadata.annotations?.['prometheus.io/path']).toBe('/metrics');
        if (componentOf(deployment) !== 'keycloak') {
          expect(container && envOf(container, 'METRICS_PORT')?.value).toBe(String(metricsPort));
          expect(container && envOf(container, 'PORT')?.value).toBe(String(httpPort));
        }
      }
      // coturn's Service carries TURN and its relay ports (checked with coturn below), never a metrics port.
      for (const service of ofKind(objects(), 'Service')) {
        for (const port of service.spec?.ports ?? []) {
          if (service.metadata.name !== `${prefix}-coturn`) {
            expect(port.targetPort, service.metadata.name).toBe('http');
          }
          expect(metricsPorts.has(port.port), service.metadata.name).toBe(false);
        }
      }
      const ingresses = ofKind(objects(), 'Ingress');
      const routed = ingresses.flatMap((ingress) => ingress.spec?.rules ?? []);
      for (const { backend } of routed.flatMap((rule) => rule.http.paths)) {
        const service = named(objects(), 'Service', backend.service.name);
        const port = service.spec?.ports?.find((p) => p.port === backend.service.port.number);
        expect(port?.targetPort, backend.service.name).toBe('http');
      }
    });

    it('points the services at the in-cluster Keycloak under the issuer Keycloak stamps into tokens', () => {
      const keycloak = named(objects(), 'Deployment', `${prefix}-keycloak`);
      const [server] = containersOf(keycloak);
      const publicUrl = `https://${named(objects(), 'Ingress', prefix).spec?.rules?.[0]?.host}`;
      expect(server && envOf(server, 'KC_HOSTNAME')?.value).toBe(publicUrl);
      expect(server?.args).toEqual(['start', '--import-realm']);
      expect(server?.image).toBe('quay.io/keycloak/keycloak:26.4.5');
      for (const deployment of deployments().filter((d) => d !== keycloak)) {
        for (const container of containersOf(deployment)) {
          expect(envOf(container, 'PUBLIC_KEYCLOAK_URL')?.value, container.name).toBe(publicUrl);
          expect(envOf(container, 'KEYCLOAK_URL')?.value, container.name).toBe(
            `http://${prefix}-keycloak:8080`,
          );
        }
      }
    });

    it('imports a realm that has new accounts verify their e-mail, mailed through the configured server', () => {
      const keycloak = named(objects(), 'Deployment', `${prefix}-keycloak`);
      const pod = podTemplate(keycloak);
      const [server] = pod.spec.containers;
      const mount = server?.volumeMounts?.find((m) => m.mountPath === '/opt/keycloak/data/import');
      const volume = pod.spec.volumes?.find((v) => v.name === mount?.name);
      const configMap = named(objects(), 'ConfigMap', volume?.configMap?.name ?? '');
      const realm = load(configMap.data?.['realm.json'] ?? '') as {
        verifyEmail: boolean;
        smtpServer: Record<string, string>;
      };
      expect(realm.verifyEmail).toBe(true);
      expect(realm.smtpServer).toMatchObject({ host: '${SMTP_HOST}', from: '${SMTP_FROM}' });
      const env = (name: string) => (server ? envOf(server, name) : undefined);
      expect(env('SMTP_HOST')?.value).toMatch(/^[a-z0-9.-]+$/);
      expect(env('SMTP_FROM')?.value).toMatch(/^no-reply@/);
      expect(env('SMTP_PASSWORD')?.valueFrom?.secretKeyRef?.key).toBe('KEYCLOAK_SMTP_PASSWORD');
    });

    it('installs the login theme the realm names, every file of it at its path', async () => {
      const keycloak = named(objects(), 'Deployment', `${prefix}-keycloak`);
      const pod = podTemplate(keycloak);
      const [server] = pod.spec.containers;
      const realm = JSON.parse(await readFile(realmFile, 'utf8')) as { loginTheme: string };
      const mount = server?.volumeMounts?.find(
        (m) => m.mountPath === `/opt/keycloak/themes/${realm.loginTheme}`,
      );
      const volume = pod.spec.volumes?.find((v) => v.name === mount?.name);
      const configMap = named(objects(), 'ConfigMap', volume?.configMap?.name ?? '');
      const mounted = Object.fromEntries(
        (volume?.configMap?.items ?? []).map((item) => [item.path, configMap.data?.[item.key]]),
      );
      const files = await themeFiles();
      expect(Object.keys(mounted).sort()).toEqual(Object.keys(files).sort());
      for (const [file, content] of Object.entries(files))
        expect(mounted[file], file).toBe(content);
      expect(Object.keys(files)).toContain('login/theme.properties');
    });

    it('imports a realm whose web client redirects only to the public origin', () => {
      const keycloak = named(objects(), 'Deployment', `${prefix}-keycloak`);
      const pod = podTemplate(keycloak);
      const [server] = pod.spec.containers;
      const mount = server?.volumeMounts?.find((m) => m.mountPath === '/opt/keycloak/data/import');
      const volume = pod.spec.volumes?.find((v) => v.name === mount?.name);
      const configMap = named(objects(), 'ConfigMap', volume?.configMap?.name ?? '');
      const realm = load(configMap.data?.['realm.json'] ?? '') as {
        clients: { clientId: string; redirectUris: string[]; secret?: string }[];
      };
      const web = realm.clients.find((client) => client.clientId === 'web');
      const host = named(objects(), 'Ingress', prefix).spec?.rules?.[0]?.host;
      expect(web?.redirectUris).toEqual(['${WEB_ORIGIN}/*']);
      expect(server && envOf(server, 'WEB_ORIGIN')?.value).toBe(`https://${host}`);
      expect(configMap.data?.['realm.json']).not.toMatch(/localhost|127\.0\.0\.1/);
      const adminSecret = realm.clients.find((c) => c.clientId === 'identity-admin')?.secret;
      expect(adminSecret).toBe('${IDENTITY_ADMIN_CLIENT_SECRET}');
      expect(
        server && envOf(server, 'IDENTITY_ADMIN_CLIENT_SECRET')?.valueFrom?.secretKeyRef,
      ).toEqual(expect.objectContaining({ key: 'IDENTITY_ADMIN_CLIENT_SECRET' }));
    });

    it('isolates every pod with a NetworkPolicy by default', () => {
      for (const deployment of deployments()) {
        const labels = podTemplate(deployment).metadata.labels;
        const policies = ofKind(objects(), 'NetworkPolicy').filter((policy) =>
          matches(policy.spec?.podSelector?.matchLabels, labels),
        );
        expect(policies, deployment.metadata.name).toHaveLength(1);
        expect(policies[0]?.spec?.policyTypes).toEqual(['Ingress']);
      }
    });

    it('lets the ingress controller reach only the bff and Keycloak, and each service only its callers', () => {
      const controller =
        scenario === 'defaults'
          ? defaultIngressController
          : {
              ...defaultIngressController,
              podSelector: { matchLabels: { 'app.kubernetes.io/name': 'ingress-nginx' } },
            };
      const releasePods: NetworkPolicyPeer = {
        podSelector: {
          matchLabels: {
            'app.kubernetes.io/instance': release,
            'app.kubernetes.io/part-of': 'remote-hands',
          },
        },
      };
      const expectedCallers: Record<string, NetworkPolicyPeer[]> = {
        bff: [controller],
        keycloak: [controller, releasePods, componentPeer('keycloak')],
        identity: [componentPeer('bff')],
        company: [componentPeer('bff'), componentPeer('service-request')],
        'service-request': [componentPeer('bff')],
        technician: [componentPeer('bff'), componentPeer('service-request')],
        notification: [componentPeer('bff')],
        billing: [componentPeer('bff')],
      };
      for (const deployment of deployments()) {
        const component = componentOf(deployment) ?? '';
        const pod = podTemplate(deployment);
        const http = pod.spec.containers[0]?.ports?.find((p) => p.name === 'http');
        const peers = allowedPeers(objects(), pod.metadata.labels, {
          name: 'http',
          number: http?.containerPort ?? 0,
        });
        expect(sortPeers(peers), component).toEqual(sortPeers(expectedCallers[component] ?? []));
      }
    });

    it('lets only the metrics scraper reach the metrics ports', () => {
      const scraper =
        scenario === 'defaults'
          ? defaultMetricsScraper
          : {
              ...defaultMetricsScraper,
              podSelector: { matchLabels: { 'app.kubernetes.io/name': 'prometheus' } },
            };
      for (const deployment of deployments()) {
        const component = componentOf(deployment) ?? '';
        const pod = podTemplate(deployment);
        const metrics = pod.spec.containers[0]?.ports?.find((p) => p.name === 'metrics');
        const peers = allowedPeers(objects(), pod.metadata.labels, {
          name: 'metrics',
          number: metrics?.containerPort ?? 0,
        });
        // Keycloak's cluster members talk to each other on every port, the metrics port included.
        const expected =
          component === 'keycloak' ? [scraper, componentPeer('keycloak')] : [scraper];
        expect(sortPeers(peers), component).toEqual(sortPeers(expected));
      }
    });
  });

  it('renders production with several replicas or an autoscaler for every Deployment, TLS and a real host', () => {
    const { objects, text } = rendered.production;
    const autoscalers = ofKind(objects, 'HorizontalPodAutoscaler');
    for (const deployment of productDeployments(objects)) {
      const scaler = autoscalers.find(
        (hpa) =>
          (hpa.spec as { scaleTargetRef?: { name: string } } | undefined)?.scaleTargetRef?.name ===
          deployment.metadata.name,
      );
      const replicas = (deployment.spec as { replicas?: number } | undefined)?.replicas;
      const minReplicas = (scaler?.spec as { minReplicas?: number } | undefined)?.minReplicas;
      expect(minReplicas ?? replicas, deployment.metadata.name).toBeGreaterThan(1);
      expect(
        ofKind(objects, 'PodDisruptionBudget').some(
          (pdb) => pdb.metadata.name === deployment.metadata.name,
        ),
        deployment.metadata.name,
      ).toBe(true);
    }
    const [ingress] = ofKind(objects, 'Ingress');
    expect(ingress?.spec?.rules?.[0]?.host).toBe('app.remotehandsalaska.com');
    expect(ingress?.spec?.tls?.[0]?.secretName).toBeTruthy();
    expect(text).not.toMatch(/localhost|127\.0\.0\.1|example\.(com|internal)/);
  });

  it('leaves Keycloak out when it is external, routing no /realms and pointing the pods at it', () => {
    const { objects } = rendered.externalKeycloak;
    expect(ofKind(objects, 'Deployment').map(componentOf)).not.toContain('keycloak');
    expect(ofKind(objects, 'ConfigMap')).toEqual([]);
    const paths = ofKind(objects, 'Ingress')[0]?.spec?.rules?.flatMap((rule) => rule.http.paths);
    expect(paths?.map((entry) => entry.path)).not.toContain('/realms');
    for (const container of productDeployments(objects).flatMap(containersOf)) {
      expect(envOf(container, 'KEYCLOAK_URL')?.value).toBe('https://login.remotehandsalaska.com');
      expect(envOf(container, 'PUBLIC_KEYCLOAK_URL')?.value).toBe(
        'https://login.remotehandsalaska.com',
      );
    }
    const secret = ofKind(objects, 'Secret')[0];
    expect(Object.keys(secret?.stringData ?? {})).not.toContain('KEYCLOAK_DB_PASSWORD');
  });

  describe.each(['defaults', 'production'] as const)('coturn with the %s values', (scenario) => {
    const objects = () => rendered[scenario].objects;
    const host =
      scenario === 'defaults' ? 'turn.remote-hands.example.com' : 'turn.remotehandsalaska.com';
    const coturn = () => named(objects(), 'Deployment', `${prefix}-coturn`);
    const secretName = scenario === 'defaults' ? `${prefix}-env` : 'remote-hands-env';

    it("runs coturn non-root on a read-only root, checking credentials with the Secret's TURN_SECRET", () => {
      const pod = podTemplate(coturn());
      const [container] = pod.spec.containers;
      expect(container?.command).toEqual(['turnserver']);
      expect(container?.args).toEqual(
        expect.arrayContaining([
          '--use-auth-secret',
          '--static-auth-secret=$(TURN_SECRET)',
          '--listening-port=3478',
          '--tls-listening-port=5349',
          '--min-port=49160',
          '--max-port=49199',
          '--no-cli',
          '--denied-peer-ip=10.0.0.0-10.255.255.255',
        ]),
      );
      expect(container && envOf(container, 'TURN_SECRET')?.valueFrom?.secretKeyRef).toEqual({
        name: secretName,
        key: 'TURN_SECRET',
      });
      expect(pod.spec.securityContext?.runAsNonRoot).toBe(true);
      expect(container?.securityContext).toMatchObject({
        runAsNonRoot: true,
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
        capabilities: { drop: ['ALL'] },
      });
      expect(container?.livenessProbe?.tcpSocket?.port).toBe('turn-tcp');
      expect(container?.readinessProbe?.tcpSocket?.port).toBe('turn-tcp');
      expect(container?.resources?.limits?.memory).toBeTruthy();
    });

    it('exposes TURN over UDP and TCP, TURN over TLS and every relay port on a load balancer', () => {
      const service = named(objects(), 'Service', `${prefix}-coturn`);
      expect(service.spec?.type).toBe('LoadBalancer');
      const ports = service.spec?.ports?.map((port) => `${port.protocol}/${port.port}`) ?? [];
      const relayPorts = Array.from({ length: 40 }, (_, index) => `UDP/${49_160 + index}`);
      expect(ports).toEqual(['UDP/3478', 'TCP/3478', 'TCP/5349', ...relayPorts]);
      expect(matches(service.spec?.selector as Labels, podTemplate(coturn()).metadata.labels)).toBe(
        true,
      );
    });

    it("gives the bff coturn's URLs and the same TURN_SECRET key", () => {
      const [bff] = containersOf(named(objects(), 'Deployment', `${prefix}-bff`));
      expect(bff && envOf(bff, 'TURN_URLS')?.value).toBe(
        `turn:${host}:3478?transport=udp,turn:${host}:3478?transport=tcp,turns:${host}:5349?transport=tcp`,
      );
      expect(bff && envOf(bff, 'TURN_SECRET')?.valueFrom?.secretKeyRef).toEqual({
        name: secretName,
        key: 'TURN_SECRET',
      });
      expect(bff && envOf(bff, 'TURN_CREDENTIAL_TTL_SECONDS')?.value).toBe('3600');
      for (const deployment of productDeployments(objects()).filter(
        (d) => componentOf(d) !== 'bff',
      )) {
        const [container] = containersOf(deployment);
        expect(
          container && envOf(container, 'TURN_SECRET'),
          componentOf(deployment),
        ).toBeUndefined();
      }
    });

    it('lets anyone reach the TURN ports and the relay range, and nothing else', () => {
      const policy = named(objects(), 'NetworkPolicy', `${prefix}-coturn`);
      expect(policy.spec?.ingress).toEqual([
        {
          ports: [
            { port: 'turn-udp', protocol: 'UDP' },
            { port: 'turn-tcp', protocol: 'TCP' },
            { port: 'turns', protocol: 'TCP' },
            { port: 49_160, endPort: 49_199, protocol: 'UDP' },
          ],
        },
      ]);
    });
  });

  it('puts turn.secret into the Secret as TURN_SECRET, and fails naming it when it is missing', async () => {
    const [secret] = ofKind(rendered.defaults.objects, 'Secret');
    expect(secret?.stringData?.TURN_SECRET).toBe(requiredSecrets['turn.secret']);

    const result = await helmTemplate(setArgs({ ...requiredSecrets, 'turn.secret': '' }));
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('turn.secret is required (TURN_SECRET');
  });

  it('renders no coturn and gives the bff no TURN settings with turn.enabled=false', async () => {
    const { objects } = await render([...scenarios.defaults, '--set', 'turn.enabled=false']);
    expect(objects.filter((object) => object.metadata.name === `${prefix}-coturn`)).toEqual([]);
    const [bff] = containersOf(named(objects, 'Deployment', `${prefix}-bff`));
    expect(bff && envOf(bff, 'TURN_URLS')).toBeUndefined();
    expect(Object.keys(ofKind(objects, 'Secret')[0]?.stringData ?? {})).not.toContain(
      'TURN_SECRET',
    );
  });

  it('renders TURN_URLS as given, and plain TURN without a TLS certificate', async () => {
    const { objects } = await render([
      ...scenarios.defaults,
      '--set',
      'turn.tls.secretName=',
      '--set',
      'turn.urls={turn:relay.example.net:3478?transport=udp}',
    ]);
    const [bff] = containersOf(named(objects, 'Deployment', `${prefix}-bff`));
    expect(bff && envOf(bff, 'TURN_URLS')?.value).toBe('turn:relay.example.net:3478?transport=udp');
    const [container] = containersOf(named(objects, 'Deployment', `${prefix}-coturn`));
    expect(container?.args).toContain('--no-tls');
    const service = named(objects, 'Service', `${prefix}-coturn`);
    expect(service.spec?.ports?.map((port) => port.port)).not.toContain(5349);
  });

  it('takes the dispatch timings from the values', async () => {
    const { objects } = await render([
      ...scenarios.defaults,
      ...setArgs({
        'dispatch.waveDelayMinutes': '60',
        'dispatch.offerExpiryMinutes': '120',
        'dispatch.tickSeconds': '0',
      }),
    ]);
    const [serviceRequest] = containersOf(
      named(objects, 'Deployment', `${prefix}-service-request`),
    );
    const env = (name: string) => (serviceRequest ? envOf(serviceRequest, name)?.value : undefined);
    expect([
      env('DISPATCH_WAVE_DELAY_MINUTES'),
      env('OFFER_EXPIRY_MINUTES'),
      env('DISPATCH_TICK_SECONDS'),
    ]).toEqual(['60', '120', '0']);
  });

  it("takes notification's parallel sends and SMTP connections from the values", async () => {
    const { objects } = await render([
      ...scenarios.defaults,
      ...setArgs({ 'smtp.sendParallelism': '25', 'smtp.maxConnections': '5' }),
    ]);
    const [notification] = containersOf(named(objects, 'Deployment', `${prefix}-notification`));
    const env = (name: string) => (notification ? envOf(notification, name)?.value : undefined);
    expect([env('EMAIL_SEND_PARALLELISM'), env('SMTP_MAX_CONNECTIONS')]).toEqual(['25', '5']);
  });
});

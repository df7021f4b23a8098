import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { INTERNAL_API_TOKEN_HEADER } from '@rha/contracts';

const run = promisify(execFile);

const here = path.dirname(fileURLToPath(import.meta.url));

/** contracts/openapi, where every service's and the bff's OpenAPI file lives. */
export const openApiFolder = path.resolve(here, '../../contracts/openapi');

/** The checks' settings the command line has no flag for. */
const configFile = path.join(here, 'schemathesis.toml');

/** Each OpenAPI file and the stack's service that serves it (the bff answers for bff.yaml). */
export const specs = [
  'bff',
  'company',
  'identity',
  'notification',
  'service-request',
  'technician',
] as const;

export type SpecName = (typeof specs)[number];

/**
 * Operations left out, by operationId: schemathesis cannot write a tus upload's raw bytes
 * (application/offset+octet-stream); the bff's upload tests send them.
 */
const excludedOperations: Partial<Record<SpecName, string[]>> = {
  bff: ['sendUploadBytes'],
};

/**
 * What every answer is held to: no 5xx, only documented status codes, content types, headers and bodies,
 * and requests that break the schema refused. Semantic checks (positive_data_acceptance: a schema-valid
 * ZIP code the directory does not know is rightly refused) and the stateful ones are left out, since they
 * would need resources made in order and a run that stays the same from one CI run to the next.
 */
export const checks = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_headers_conformance',
  'response_schema_conformance',
  'negative_data_rejection',
  'unsupported_method',
];

export interface FuzzRun {
  spec: SpecName;
  baseUrl: string;
  /** Absent for the anonymous caller. */
  accessToken: string | undefined;
  internalApiToken: string;
}

export interface FuzzResult {
  passed: boolean;
  /** Schemathesis's own summary and every failure with its curl line, for a red run to say what broke. */
  output: string;
}

/**
 * One schemathesis run over a whole OpenAPI file: the seed and the example count fix what is sent, so CI
 * sees the same requests each time; the internal credential goes along as services behind the bff expect it.
 */
export async function fuzz(schemathesis: string, options: FuzzRun): Promise<FuzzResult> {
  const headers = [`${INTERNAL_API_TOKEN_HEADER}: ${options.internalApiToken}`];
  if (options.accessToken) headers.push(`Authorization: Bearer ${options.accessToken}`);
  const args = [
    '--config-file',
    configFile,
    'run',
    path.join(openApiFolder, `${options.spec}.yaml`),
    '--url',
    options.baseUrl,
    ...headers.flatMap((header) => ['-H', header]),
    ...(excludedOperations[options.spec] ?? []).flatMap((id) => ['--exclude-operation-id', id]),
    '--checks',
    checks.join(','),
    '--phases',
    'examples,coverage,fuzzing',
    '--mode',
    'all',
    '--max-examples',
    '3',
    '--seed',
    '14',
    // One worker: Hypothesis describes its strategies by parsing source, which races between threads.
    '--workers',
    '1',
    '--request-timeout',
    '10',
    '--no-color',
    '--output-truncate',
    'false',
  ];
  // Hypothesis keeps its caches in the working folder: a folder of the run's own keeps them out of the clone.
  const cwd = await mkdtemp(path.join(tmpdir(), 'schemathesis-'));
  try {
    const { stdout, stderr } = await run(schemathesis, args, { cwd, maxBuffer: 64 * 1024 * 1024 });
    return { passed: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { passed: false, output: `${failed.stdout ?? ''}${failed.stderr ?? failed.message}` };
  } finally {
    await rm(cwd, { recursive: true, force: true });
  }
}

/** Runs at most `size` of the tasks given to it at once, the others in the order they came. */
export function concurrencyLimit(size: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

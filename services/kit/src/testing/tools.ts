/**
 * Where the pinned external tools are: helm, k6, stripe-mock, Keycloak, kubernetes-validate, moto and Schemathesis, installed
 * by deploy/tools/install.sh (which .ci/run calls) into one folder per version. Tests ask `requireTool`: under CI a
 * missing tool fails the run, on a developer's machine the tests that need it are skipped after one line, the
 * same rule as for RabbitMQ and Chromium.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type ToolName =
  'helm' | 'k6' | 'stripe-mock' | 'keycloak' | 'kubernetes-validate' | 'moto' | 'schemathesis';

/**
 * deploy/tools of the repository this file is in, found by walking up, so it holds for the source,
 * the build and any copy compiled inside the repository. Read on first use: importing the testing
 * kit elsewhere costs nothing.
 */
function toolsFolder(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(folder, 'deploy', 'tools');
    if (existsSync(path.join(candidate, 'versions.json'))) return candidate;
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('deploy/tools/versions.json not found above the kit');
    folder = parent;
  }
}

let versions: Record<ToolName, string> | undefined;

/** The pinned version of a tool (deploy/tools/versions.json). */
export function toolVersion(name: ToolName): string {
  versions ??= JSON.parse(
    readFileSync(path.join(toolsFolder(), 'versions.json'), 'utf8'),
  ) as Record<ToolName, string>;
  return versions[name];
}

/** The installer, for messages that tell a developer how to get a missing tool. */
export function installScript(): string {
  return path.join(toolsFolder(), 'install.sh');
}

/** A variable that points straight at a tool wins over the tools folder. */
const overrideVariable: Record<ToolName, string> = {
  helm: 'HELM_BIN',
  k6: 'K6_BIN',
  'stripe-mock': 'STRIPE_MOCK_BIN',
  keycloak: 'KEYCLOAK_HOME',
  'kubernetes-validate': 'KUBERNETES_VALIDATE_BIN',
  moto: 'MOTO_SERVER_BIN',
  schemathesis: 'SCHEMATHESIS_BIN',
};

function toolsDir(): string {
  return process.env.RHA_TOOLS_DIR || path.join(homedir(), '.cache', 'remote-hands', 'tools');
}

/** The tool's executable (for Keycloak: its home folder, with bin/kc.sh), or undefined when not installed. */
export function findTool(name: ToolName): string | undefined {
  const override = process.env[overrideVariable[name]];
  if (override) return existsSync(override) ? override : undefined;
  const folder = path.join(toolsDir(), `${name}-${toolVersion(name)}`);
  if (!existsSync(path.join(folder, '.complete'))) return undefined;
  switch (name) {
    case 'keycloak':
      return folder;
    case 'kubernetes-validate':
      return path.join(folder, 'bin', 'kubernetes-validate');
    case 'moto':
      return path.join(folder, 'bin', 'moto_server');
    case 'schemathesis':
      return path.join(folder, 'bin', 'schemathesis');
    default:
      return path.join(folder, name);
  }
}

/**
 * The tool's path, or undefined after one warning line so the caller can skip; under CI=true a missing tool
 * throws instead, since CI installs every one of them.
 */
export function requireTool(name: ToolName): string | undefined {
  const found = findTool(name);
  if (found) return found;
  if (process.env.CI === 'true') {
    throw new Error(
      `${name} ${toolVersion(name)} is required under CI: not installed (${howToGet(name)})`,
    );
  }
  console.warn(
    `${name} ${toolVersion(name)} not installed: tests that need it skipped (${howToGet(name)})`,
  );
  return undefined;
}

/** The tool's path, for commands that cannot run without it: throws saying how to install it. */
export function installedTool(name: ToolName): string {
  const found = findTool(name);
  if (found) return found;
  throw new Error(`${name} ${toolVersion(name)} is not installed: ${howToGet(name)}`);
}

function howToGet(name: ToolName): string {
  return `install it with ${path.relative(process.cwd(), installScript())} ${name} or set ${overrideVariable[name]}`;
}

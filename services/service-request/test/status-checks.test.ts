import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { SERVICE_REQUEST_STATUSES } from '@rha/contracts';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../src/', import.meta.url).pathname;

/** The transition module: the only code that compares a request's status. */
const ALLOWED = new Set([
  'lifecycle/transitions.ts',
  'lifecycle/apply-move.ts',
  'lifecycle/status-filters.ts',
]);

const STATUS = SERVICE_REQUEST_STATUSES.map((status) => status.replace(' ', '\\s+')).join('|');
const FIELD = String.raw`\b(?:status|to_status|from_status)`;
/** An equality operator, whole: `==` inside `===` does not count. */
const EQ = String.raw`(?:[!=]==?)(?!=)`;

/** Ways of asking what status a request is in; other rows' statuses (files, offers) pass. */
const CHECKS: readonly RegExp[] = [
  // compared with one of a request's statuses, either way round
  new RegExp(String.raw`${EQ}\s*['"\`](?:${STATUS})['"\`]`),
  new RegExp(String.raw`['"\`](?:${STATUS})['"\`]\s*${EQ}`),
  // compared with anything but a literal, which would be another row's status
  new RegExp(String.raw`${FIELD}\s*${EQ}\s*(?![\s'"\`])`),
  new RegExp(String.raw`${EQ}\s*[\w.?]*${FIELD}\b`),
  // looked up in a list of statuses, or handed to a predicate of one
  new RegExp(String.raw`\.includes\(\s*[\w.?]*${FIELD}\s*\)`),
  new RegExp(String.raw`\bis[A-Z]\w*\(\s*[\w.?]*${FIELD}\s*\)`),
  // set or matched in SQL: where({ status: 'Accepted' }), whereIn('status', …), raw SQL
  new RegExp(String.raw`${FIELD}['"]?\s*:\s*['"\`](?:${STATUS})['"\`]`),
  new RegExp(
    String.raw`\.(?:and|or)?[wW]here(?:Not)?(?:In)?\(\s*['"](?:\w+\.)?(?:status|to_status|from_status)['"]`,
  ),
  new RegExp(String.raw`${FIELD}\s+(?:not\s+)?in\s*\(|${FIELD}\s*(?:=|<>)\s*'(?:${STATUS})'`, 'i'),
];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function statusChecksIn(text: string): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => !line.startsWith('//') && !line.startsWith('*'))
    .filter(({ line }) => CHECKS.some((check) => check.test(line)))
    .map(({ line, number }) => `${number}: ${line}`);
}

describe("a request's status", () => {
  it('is compared only in the transition module', async () => {
    const found: string[] = [];
    for (const file of await sourceFiles(SRC)) {
      const path = relative(SRC, file);
      if (ALLOWED.has(path) || path.startsWith('db/migrations/')) continue;
      for (const check of statusChecksIn(await readFile(file, 'utf8'))) {
        found.push(`src/${path}:${check}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('is found however the comparison is written', () => {
    const checks = [
      "if (request.status !== 'On site') {",
      "if ('Completed' === request.status) {",
      'if (locked.status === target) {',
      'if (target !== current.to_status) {',
      'if (!HOLDABLE.includes(request.status)) {',
      'if (!isAwaitingTechnician(seen.status)) throw notDispatchable(seen.status);',
      "requests.filter(({ status }) => status === 'On hold')",
      ".where({ status: 'Work done' })",
      "const held = await updateRequest(trx, request.id, { status: 'On hold' });",
      ".whereIn('r.status', options.statuses)",
      ".andWhere('to_status', 'On hold')",
      "`select id from service_requests where status in ('Accepted')`",
    ];
    for (const line of checks) expect(statusChecksIn(line), line).toHaveLength(1);
  });

  it("leaves other rows' statuses alone", () => {
    const others = [
      "if (file.status === 'stored') return file;",
      "if (!request || offer?.status !== 'offered') continue;",
      "if (outcome.status === 'rejected') throw outcome.reason;",
      "which.where({ status: 'stored' });",
      'ctx.status = 201;',
      'status: row.status,',
    ];
    for (const line of others) expect(statusChecksIn(line), line).toEqual([]);
  });
});

/** One check of a drill: what was expected, what was counted. */
export interface Check {
  name: string;
  expected: number | string;
  actual: number | string;
  ok: boolean;
}

/** What a drill did, the figures it counted and its checks; failed when any check failed. */
export interface DrillReport {
  drill: string;
  did: string[];
  figures: Record<string, number | string>;
  checks: Check[];
}

export function equal(name: string, expected: number, actual: number): Check {
  return { name, expected, actual, ok: expected === actual };
}

export function atMost(name: string, limit: number, actual: number): Check {
  return { name, expected: `<= ${limit}`, actual, ok: actual <= limit };
}

export function atLeast(name: string, floor: number, actual: number): Check {
  return { name, expected: `>= ${floor}`, actual, ok: actual >= floor };
}

export function passed(report: DrillReport): boolean {
  return report.checks.every((check) => check.ok);
}

export function formatReport(report: DrillReport): string {
  const lines = [`== drill: ${report.drill} — ${passed(report) ? 'PASSED' : 'FAILED'}`];
  for (const step of report.did) lines.push(`  did: ${step}`);
  lines.push(
    `  counted: ${Object.entries(report.figures)
      .map(([name, value]) => `${name}=${value}`)
      .join(', ')}`,
  );
  for (const check of report.checks) {
    const mark = check.ok ? 'ok  ' : 'FAIL';
    lines.push(`  ${mark} ${check.name}: expected ${check.expected}, got ${check.actual}`);
  }
  return lines.join('\n');
}

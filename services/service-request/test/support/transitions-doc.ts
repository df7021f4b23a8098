import {
  STATUS_GATES,
  TRANSITIONS,
  type StatusGateDef,
  type Transition,
} from '../../src/lifecycle/transitions.js';

function cell(values: readonly string[], empty: string): string {
  return values.length === 0 ? empty : values.join(', ');
}

/**
 * The moves and gates as the Markdown tables docs/architecture.md shows, so the page is made from
 * the module rather than kept in step with it by hand.
 */
export function transitionsMarkdown(): string {
  const moves = (Object.entries(TRANSITIONS) as [string, Transition][]).map(
    ([name, move]) =>
      `| \`${name}\` | ${cell(move.from, '(new)')} | ${cell(move.to, '')} | ${cell(move.by, '')} | ${
        move.event ? `\`${move.event}\`` : '—'
      } | ${move.summary} |`,
  );
  const gates = (Object.entries(STATUS_GATES) as [string, StatusGateDef][]).map(
    ([name, gate]) => `| \`${name}\` | ${cell(gate.statuses, '')} | ${gate.summary} |`,
  );
  return [
    '| Move | From | To | By | Event | What happens |',
    '| --- | --- | --- | --- | --- | --- |',
    ...moves,
    '',
    '| Gate | Statuses | What they allow |',
    '| --- | --- | --- |',
    ...gates,
  ].join('\n');
}

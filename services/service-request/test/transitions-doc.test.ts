import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { transitionsMarkdown } from './support/transitions-doc.js';

const DOC = new URL('../../../docs/architecture.md', import.meta.url);
const START =
  '<!-- transitions:start (made by services/service-request/test/transitions-doc.test.ts) -->';
const END = '<!-- transitions:end -->';

function between(text: string): { before: string; section: string; after: string } {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md lacks ${START} … ${END}`);
  return {
    before: text.slice(0, start + START.length),
    section: text.slice(start + START.length, end),
    after: text.slice(end),
  };
}

describe('the transition table in docs/architecture.md', () => {
  it('is the one the transition module states', async () => {
    const text = await readFile(DOC, 'utf8');
    const { before, section, after } = between(text);
    const made = `\n${transitionsMarkdown()}\n`;
    // Run with UPDATE_TRANSITIONS_DOC=1 to write the module's table into the page.
    if (process.env.UPDATE_TRANSITIONS_DOC === '1') await writeFile(DOC, before + made + after);
    else expect(section).toBe(made);
  });
});

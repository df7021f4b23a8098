import { describe, expect, it } from 'vitest';
import { demoDataWanted } from '../src/stack/demo/wanted.js';

describe('whether npm start seeds the demo data', () => {
  it('does by default', () => {
    expect(demoDataWanted([], {})).toBe(true);
    expect(demoDataWanted([], { DEMO_DATA: 'true' })).toBe(true);
  });

  it('does not with --no-demo', () => {
    expect(demoDataWanted(['--no-demo'], {})).toBe(false);
  });

  it('does not with DEMO_DATA=false, whatever its case', () => {
    expect(demoDataWanted([], { DEMO_DATA: 'false' })).toBe(false);
    expect(demoDataWanted([], { DEMO_DATA: ' FALSE ' })).toBe(false);
  });
});

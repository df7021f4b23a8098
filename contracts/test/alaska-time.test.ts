import { describe, expect, it } from 'vitest';
import { alaskaInstant, alaskaMoment, alaskaToday } from '../src/reference.js';

describe('Alaska time', () => {
  it('reads a winter date and time as Alaska standard time (UTC-9)', () => {
    expect(alaskaInstant('2026-01-15', '08:00')).toBe('2026-01-15T17:00:00.000Z');
  });

  it('reads a summer date and time as Alaska daylight time (UTC-8)', () => {
    expect(alaskaInstant('2026-07-04', '14:30')).toBe('2026-07-04T22:30:00.000Z');
  });

  it('uses the offset after the spring change on the day the clocks move', () => {
    expect(alaskaInstant('2026-03-08', '06:00')).toBe('2026-03-08T14:00:00.000Z');
    expect(alaskaInstant('2026-03-08', '01:00')).toBe('2026-03-08T10:00:00.000Z');
  });

  it('gives nothing for a missing or malformed date or time', () => {
    expect(alaskaInstant('', '08:00')).toBeNull();
    expect(alaskaInstant('2026-01-15', '')).toBeNull();
    expect(alaskaInstant('15/01/2026', '08:00')).toBeNull();
  });

  it("tells today's date on Alaska's calendar, a day behind UTC late in the evening", () => {
    expect(alaskaToday(new Date('2026-01-15T07:30:00Z'))).toBe('2026-01-14');
    expect(alaskaToday(new Date('2026-07-04T12:00:00Z'))).toBe('2026-07-04');
  });

  it('shows an instant as Alaska clocks read it, with the zone', () => {
    expect(alaskaMoment('2026-07-04T22:30:00.000Z')).toBe('Sat, Jul 4, 2026, 2:30 PM AKDT');
    expect(alaskaMoment('2026-01-15T17:00:00Z')).toBe('Thu, Jan 15, 2026, 8:00 AM AKST');
    expect(alaskaMoment('soon')).toBe('soon');
  });
});

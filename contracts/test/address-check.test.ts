import { describe, expect, it } from 'vitest';
import { addressMessages, checkAddress } from '../src/address-check.js';

describe('checkAddress', () => {
  it('accepts an Alaska city with its own ZIP code and names the state in full', () => {
    const check = checkAddress({
      address: ' 632 W 6th Ave ',
      city: 'anchorage',
      state: 'AK',
      zipCode: '99501',
    });

    expect(check).toEqual({
      valid: true,
      address: { address: '632 W 6th Ave', city: 'anchorage', state: 'Alaska', zipCode: '99501' },
    });
  });

  it('accepts a village that gets its mail through a neighbouring post office', () => {
    // 99615 is Kodiak's ZIP code; Aleneva's mail goes through it.
    expect(checkAddress({ city: 'Aleneva', state: 'Alaska', zipCode: '99615' }).valid).toBe(true);
  });

  it('accepts a ZIP+4 code', () => {
    expect(checkAddress({ city: 'Bethel', state: 'Alaska', zipCode: '99559-1234' }).valid).toBe(
      true,
    );
  });

  it('rejects a ZIP code of another state', () => {
    const check = checkAddress({ city: 'Anchorage', state: 'Alaska', zipCode: '10001' });

    expect(check).toEqual({
      valid: false,
      errors: [{ field: 'zipCode', message: addressMessages.zipCodeOtherState }],
    });
  });

  it('rejects a ZIP code that does not exist', () => {
    const check = checkAddress({ city: 'Anchorage', state: 'Alaska', zipCode: '00000' });

    expect(check).toEqual({
      valid: false,
      errors: [{ field: 'zipCode', message: addressMessages.zipCodeUnknown }],
    });
  });

  it('rejects an Alaska city the ZIP code does not serve', () => {
    const check = checkAddress({ city: 'Nome', state: 'Alaska', zipCode: '99501' });

    expect(check).toEqual({
      valid: false,
      errors: [{ field: 'city', message: addressMessages.cityNotServed }],
    });
  });

  it('checks only state and ZIP code outside Alaska', () => {
    expect(checkAddress({ city: 'Anywhere', state: 'New York', zipCode: '10001' }).valid).toBe(
      true,
    );
  });

  it('rejects a state outside the 50', () => {
    const check = checkAddress({ city: 'San Juan', state: 'Puerto Rico', zipCode: '00901' });

    expect(check.valid).toBe(false);
    if (!check.valid) {
      expect(check.errors).toContainEqual({
        field: 'state',
        message: addressMessages.stateNotInList,
      });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { displayPhone, phoneHref } from './phoneDisplay';

describe('admin phone display', () => {
  it.each([
    ['9075550100', '(907) 555-0100'],
    ['907-555-0100', '(907) 555-0100'],
    ['(907) 555.0100', '(907) 555-0100'],
    ['19075550100', '(907) 555-0100'],
    ['+1 907 555 0100', '(907) 555-0100'],
  ])('formats %s as %s', (phone, shown) => {
    expect(displayPhone(phone)).toBe(shown);
  });

  it.each([
    ['907-555-0100 x12', '(907) 555-0100'],
    ['9075550100 ext. 4', '(907) 555-0100'],
    ['1 907 555 0100 extension 250', '(907) 555-0100'],
    ['907 555 0100#7', '(907) 555-0100'],
  ])('drops the extension of %s', (phone, shown) => {
    expect(displayPhone(phone)).toBe(shown);
  });

  it.each(['555-0100', '29075550100', '+44 20 7946 0958', 'call the clinic', ''])(
    'shows %j as entered',
    (phone) => {
      expect(displayPhone(phone)).toBe(phone);
    },
  );

  it('links North American numbers in E.164 and others by their digits', () => {
    expect(phoneHref('(907) 555-0100 x12')).toBe('tel:+19075550100');
    expect(phoneHref('1-907-555-0100')).toBe('tel:+19075550100');
    expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});

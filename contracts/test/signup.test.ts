import { describe, expect, it } from 'vitest';
import {
  COMPANY_FIELDS_REQUIRED,
  INVALID_COMPANY_INFO,
  TECHNICIAN_FIELDS_REQUIRED,
  companySignupInfoSchema,
  signupFormError,
  technicianSignupInfoSchema,
  tmpUserDraftSchema,
  tmpUserRefSchema,
} from '../src/schemas.js';
import { issuesByField } from './helpers.js';

const technicianInfo = {
  name: 'Tanya Nome',
  city: 'Nome',
  state: 'Alaska',
  zipCode: '99762',
  phone: '9075550123',
  smsConsent: true,
};

const companyInfo = {
  name: 'Sam Kuskokwim',
  companyName: 'Kuskokwim Clinic',
  address: '100 Main St',
  city: 'Bethel',
  state: 'Alaska',
  zipCode: '99559',
  phone: '9075550199',
  website: '',
  smsConsent: false,
};

describe('sign-up form alerts', () => {
  it('uses the spec texts for the three alerts', () => {
    expect(TECHNICIAN_FIELDS_REQUIRED).toBe('Please fill in all the required technician fields.');
    expect(INVALID_COMPANY_INFO).toBe('Invalid company information provided.');
    expect(COMPANY_FIELDS_REQUIRED).toBe('Please fill in all the required company fields.');
  });

  it('gives no alert for complete technician and company info', () => {
    expect(signupFormError('technician', technicianInfo)).toBeUndefined();
    expect(signupFormError('company', companyInfo)).toBeUndefined();
  });

  it.each(['name', 'city', 'state', 'zipCode', 'phone'])(
    'alerts the technician when %s is empty',
    (field) => {
      expect(signupFormError('technician', { ...technicianInfo, [field]: '' })).toBe(
        TECHNICIAN_FIELDS_REQUIRED,
      );
    },
  );

  it('alerts invalid company information when the address field is absent', () => {
    const { address: _address, ...withoutAddress } = companyInfo;
    expect(signupFormError('company', withoutAddress)).toBe(INVALID_COMPANY_INFO);
    expect(signupFormError('company', null)).toBe(INVALID_COMPANY_INFO);
  });

  it.each(['name', 'companyName', 'address', 'city', 'state', 'zipCode', 'phone'])(
    'alerts the company when %s is empty',
    (field) => {
      expect(signupFormError('company', { ...companyInfo, [field]: '' })).toBe(
        COMPANY_FIELDS_REQUIRED,
      );
    },
  );

  it('does not require the website or sms consent', () => {
    const { website: _website, smsConsent: _sms, ...minimal } = companyInfo;
    expect(signupFormError('company', minimal)).toBeUndefined();
    expect(companySignupInfoSchema.parse(minimal).smsConsent).toBe(false);
  });
});

describe('sign-up info schemas', () => {
  it('names each missing technician field', () => {
    expect(
      issuesByField(technicianSignupInfoSchema, {
        name: ' ',
        city: '',
        state: '',
        zipCode: '',
        phone: '',
      }),
    ).toEqual({
      name: ['Name is required'],
      city: ['Home Community is required'],
      state: ['State is required'],
      zipCode: ['ZIP code is required'],
      phone: ['Phone number is required'],
    });
  });

  it('keeps technicians in Alaska', () => {
    expect(
      issuesByField(technicianSignupInfoSchema, { ...technicianInfo, state: 'Oregon' }),
    ).toEqual({ state: ['Technicians must be based in Alaska'] });
  });

  it('takes the company state from the 50 US states', () => {
    expect(companySignupInfoSchema.safeParse({ ...companyInfo, state: 'Texas' }).success).toBe(
      true,
    );
    expect(issuesByField(companySignupInfoSchema, { ...companyInfo, state: 'Yukon' })).toEqual({
      state: ['Please choose one of the 50 US states'],
    });
  });

  it('accepts an http(s) website and rejects anything else', () => {
    const parse = (website: string) =>
      companySignupInfoSchema.safeParse({ ...companyInfo, website }).success;
    expect(parse('https://clinic.example.org')).toBe(true);
    expect(parse('clinic dot org')).toBe(false);
    expect(parse('javascript:alert(1)')).toBe(false);
  });

  it('rejects a malformed ZIP code and a short phone', () => {
    expect(
      issuesByField(companySignupInfoSchema, { ...companyInfo, zipCode: '9955', phone: '555' }),
    ).toEqual({
      zipCode: ['ZIP code must be 5 digits'],
      phone: ['Phone number must be at least 10 characters'],
    });
  });

  it('rejects unknown fields in the info', () => {
    expect(technicianSignupInfoSchema.safeParse({ ...technicianInfo, role: 'admin' }).success).toBe(
      false,
    );
  });
});

describe('tmpUser draft', () => {
  const uuid = '0b7c7f3e-5f57-4c57-9d3c-2f1f4a3c7e10';

  it('accepts a technician draft and a company draft', () => {
    expect(
      tmpUserDraftSchema.parse({ uuid, userType: 'technician', info: technicianInfo }).userType,
    ).toBe('technician');
    expect(
      tmpUserDraftSchema.parse({ uuid, userType: 'company', info: companyInfo }).userType,
    ).toBe('company');
  });

  it('validates the info against the chosen user type', () => {
    expect(
      tmpUserDraftSchema.safeParse({ uuid, userType: 'company', info: technicianInfo }).success,
    ).toBe(false);
  });

  it('rejects an admin draft and a non-uuid reference', () => {
    expect(
      tmpUserDraftSchema.safeParse({ uuid, userType: 'admin', info: technicianInfo }).success,
    ).toBe(false);
    expect(issuesByField(tmpUserRefSchema, { uuid: '123', secret: 'a'.repeat(43) })).toEqual({
      uuid: ['Invalid sign-up reference'],
    });
  });

  it('names a draft by its uuid and the key identity made for it', () => {
    expect(tmpUserRefSchema.safeParse({ uuid, secret: 'Ab_-'.repeat(10) + 'xyz' }).success).toBe(
      true,
    );
    expect(tmpUserRefSchema.safeParse({ uuid }).success).toBe(false);
    expect(issuesByField(tmpUserRefSchema, { uuid, secret: 'short' })).toEqual({
      secret: ['Invalid sign-up key'],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { contactMessageSchema, messages } from '../src/schemas.js';
import { issuesByField } from './helpers.js';

const valid = {
  name: 'Mary Nanuk',
  email: 'mary@example.com',
  message: 'We need a technician in Bethel.',
  captchaToken: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
};

describe('contact message schema', () => {
  it('accepts a complete message', () => {
    expect(contactMessageSchema.parse(valid)).toEqual(valid);
  });

  it("reports the spec's message for each missing or bad field", () => {
    expect(
      issuesByField(contactMessageSchema, {
        name: '',
        email: 'not-an-email',
        message: 'too short',
        captchaToken: '',
      }),
    ).toEqual({
      name: ['Name is required'],
      email: ['Invalid email address'],
      message: ['Message must be at least 10 characters'],
      captchaToken: ['Please complete the captcha'],
    });
  });

  it('accepts a message of exactly 10 characters and rejects 9', () => {
    expect(contactMessageSchema.safeParse({ ...valid, message: '0123456789' }).success).toBe(true);
    expect(issuesByField(contactMessageSchema, { ...valid, message: '012345678' })).toEqual({
      message: [messages.contact.messageTooShort],
    });
  });

  it('reports missing fields with the same messages as empty ones', () => {
    expect(issuesByField(contactMessageSchema, {})).toEqual({
      name: ['Name is required'],
      email: ['Invalid email address'],
      message: ['Message must be at least 10 characters'],
      captchaToken: ['Please complete the captcha'],
    });
  });

  it('rejects unknown fields', () => {
    const result = contactMessageSchema.safeParse({ ...valid, to: 'someone@else.com' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('rejects an oversized message', () => {
    expect(contactMessageSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }).success).toBe(
      false,
    );
  });
});

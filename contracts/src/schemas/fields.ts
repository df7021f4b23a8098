import { z } from 'zod';
import { messages } from './messages.js';

/** Upper bounds so no text field accepts an unbounded payload. */
export const MAX = {
  name: 200,
  email: 254,
  phone: 30,
  address: 200,
  city: 100,
  state: 50,
  zipCode: 10,
  url: 2048,
  text: 5000,
  item: 200,
} as const;

const ZIP_CODE = /^\d{5}(-\d{4})?$/;

/**
 * The embeddings, overrides and isolates that set text direction (U+202A–U+202E, U+2066–U+2069).
 * In a name, a file name or a job's text that someone else reads, they make it show as something
 * it is not ('invoice\u202Efdp.exe' reads as 'invoiceexe.pdf').
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

function hasDirectionControls(value: string): boolean {
  return DIRECTION_CONTROLS.test(value);
}

/** Trimmed text that must not be empty, with the spec's message when it is. */
export function requiredText(message: string, max: number, minLength = 1) {
  return z
    .string({ message })
    .trim()
    .min(minLength, message)
    .max(max, messages.common.tooLong(max))
    .refine((value) => !hasDirectionControls(value), messages.common.directionControls);
}

export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, messages.common.tooLong(max))
    .refine((value) => !hasDirectionControls(value), messages.common.directionControls);
}

export function emailField(message: string) {
  return (
    z
      .string({ message })
      .trim()
      .max(MAX.email, message)
      // The document shows what the request may carry: the pipe's input, which says no format.
      .meta({ format: 'email' })
      .pipe(z.email(message))
  );
}

/** The real minimum is 10; a refine checks it so that an empty value keeps the "required" message. */
export function phoneField(tooShort: string, required?: string) {
  return z
    .string({ message: required ?? tooShort })
    .trim()
    .min(1, required ?? tooShort)
    .max(MAX.phone, messages.common.tooLong(MAX.phone))
    .refine((value) => value === '' || value.length >= 10, tooShort)
    .meta({ minLength: 10 });
}

/**
 * A ZIP code: shorter than minLength gives the "required" message (the spec's rule), anything
 * else that is not 5 digits (optionally +4) gives the format message.
 */
export function zipCodeField(required: string, invalid: string, minLength = 1) {
  return (
    z
      .string({ message: required })
      // Measured before trimming, as the OpenAPI files state it: a code padded past the limit is
      // refused rather than silently accepted.
      .max(MAX.zipCode, invalid)
      .trim()
      .min(minLength, required)
      .refine((value) => value.length < minLength || ZIP_CODE.test(value), invalid)
  );
}

function isHttpUrl(value: string): boolean {
  return z.httpUrl().safeParse(value).success;
}

/** An optional website: absent or empty is fine, otherwise an http(s) URL. */
export function websiteField(message: string) {
  return z
    .string()
    .trim()
    .max(MAX.url, message)
    .refine((value) => value === '' || isHttpUrl(value), message)
    .optional();
}

export const yesNoOrEmpty = z.enum(['yes', 'no', ''], {
  message: messages.serviceRequest.yesNoAnswer,
});

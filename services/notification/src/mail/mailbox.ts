import { z } from 'zod';

const NAMED = /^[^<>\r\n]*<([^<>\s]+)>$/;

/** `Name <address>` or a bare address, as accepted for MAIL_FROM. */
export function isMailbox(value: string): boolean {
  const address = NAMED.exec(value.trim())?.[1] ?? value.trim();
  return z.email().safeParse(address).success;
}

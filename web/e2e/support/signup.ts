import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { shows } from './browser';
import type { RunningStack } from './stack';

/** An e-mail address no other run used, so accounts and mail-sink matches never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newAccount(prefix: string, firstName: string, lastName: string): NewAccount {
  return { firstName, lastName, email: uniqueEmail(prefix), password: 'alaska-signup-1234' };
}

/** Picks an option of a design-system combobox by typing the start of it and choosing it. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(option.slice(0, 5));
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * A registration field by its label, which Keycloak follows with an asterisk hidden from screen readers
 * (Playwright matches a regular expression against the label's unnormalised text, line breaks included).
 */
const requiredField = (name: string) => new RegExp(`^\\s*${name}\\s*\\*\\s*$`);

/**
 * Fills the identity provider's registration page (Keycloak's, which the dev provider copies), submits it,
 * and proves the address as the person would: the realm holds the sign-in on its 'Email verification' page
 * until the link it mailed is followed in the same browser, which then goes on to the app.
 */
export async function register(
  page: Page,
  stack: RunningStack,
  account: NewAccount,
): Promise<void> {
  await page.waitForURL((url) => url.origin === stack.idpUrl);
  await page.getByLabel(requiredField('Email')).fill(account.email);
  await page.getByLabel(requiredField('Password')).fill(account.password);
  await page.getByLabel(requiredField('Confirm password')).fill(account.password);
  await page.getByLabel(requiredField('First name')).fill(account.firstName);
  await page.getByLabel(requiredField('Last name')).fill(account.lastName);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await shows(page.getByText('You need to verify your email address to activate your account.'));
  await page.goto(await verificationLink(stack, account.email));
}

/** The link of the identity provider's 'Verify email' message to `email`. */
export async function verificationLink(stack: RunningStack, email: string): Promise<string> {
  const message = await waitForMail(stack, email, /^Verify email$/);
  const link = /https?:\/\/\S+/.exec(message.text)?.[0];
  if (!link) throw new Error(`no link in the verification e-mail: ${message.text}`);
  return link;
}

export interface CompanyDetails {
  contactName: string;
  companyName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  website: string;
}

/**
 * Signs up a new company the whole way: the form on /auth/company, the provider's registration page,
 * back to 'Signing up...' and on to the dashboard.
 */
export async function signUpCompany(
  page: Page,
  stack: RunningStack,
  account: NewAccount,
  company: CompanyDetails,
): Promise<void> {
  await page.goto(`${stack.webUrl}/auth/company`);
  await page.getByRole('main').getByRole('button', { name: 'Sign Up', exact: true }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await shows(form);
  await form.getByLabel('Contact Name').fill(company.contactName);
  await form.getByLabel('Company Name').fill(company.companyName);
  await form.getByLabel('Street Address').fill(company.address);
  await form.getByLabel('City').fill(company.city);
  await choose(page, 'State', company.state);
  await form.getByLabel('ZIP Code').fill(company.zipCode);
  await form.getByLabel('Phone Number').fill(company.phone);
  await form.getByLabel('Website (optional)').fill(company.website);
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await register(page, stack, account);
  await page.waitForURL((url) => url.origin === stack.webUrl && url.pathname === '/dashboard', {
    timeout: 30_000,
  });
}

export interface TechnicianDetails {
  fullName: string;
  homeCommunity: string;
  phone: string;
}

/**
 * Fills the technician sign-up form on /auth/technician (the home community picked from the list fills
 * in its ZIP code), submits it and registers on the provider's page; the caller waits for /onboarding.
 */
export async function submitTechnicianSignup(
  page: Page,
  stack: RunningStack,
  account: NewAccount,
  technician: TechnicianDetails,
): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full Name').fill(technician.fullName);
  await form.getByLabel('Email').fill(account.email);
  await choose(page, 'Home Community', technician.homeCommunity);
  await form.getByLabel('Phone Number').fill(technician.phone);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await register(page, stack, account);
}

/** Opens the technician sign-up form on /auth/technician. */
export async function openTechnicianSignup(page: Page, stack: RunningStack): Promise<void> {
  await page.goto(`${stack.webUrl}/auth/technician`);
  await page.getByRole('main').getByRole('button', { name: 'Sign Up', exact: true }).click();
  await shows(page.getByRole('form', { name: 'Sign up' }));
}

/** Waits until the browser is back on the web app at `pathname` (sign-up and sign-in take a while). */
export async function waitForAppPath(
  page: Page,
  stack: RunningStack,
  pathname: string,
): Promise<void> {
  await page.waitForURL((url) => url.origin === stack.webUrl && url.pathname === pathname, {
    timeout: 30_000,
  });
}

/**
 * Waits until the app has taken the sign-in (the top bar offers Logout): the provider's answer may
 * still be in the URL when the path is reached, and a page load before it is processed loses it.
 */
export async function waitForSignedIn(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: 'Logout' })
    .waitFor({ state: 'attached', timeout: 30_000 });
}

/** One message in the local mail sink (GET /api/messages, newest first). */
export interface SinkMessage {
  to: string;
  subject: string;
  text: string;
}

async function sinkMessages(stack: RunningStack): Promise<SinkMessage[]> {
  const response = await fetch(`${stack.mailSinkUrl}/api/messages`);
  return (await response.json()) as SinkMessage[];
}

const isMail = (to: string, subject: RegExp) => (message: SinkMessage) =>
  message.to.includes(to) && subject.test(message.subject);

/** How many messages to `to` whose subject matches the sink holds now. */
export async function countMail(stack: RunningStack, to: string, subject: RegExp): Promise<number> {
  return (await sinkMessages(stack)).filter(isMail(to, subject)).length;
}

/** Polls the mail sink until a message to `to` whose subject matches arrives (about 15 s at most). */
export async function waitForMail(
  stack: RunningStack,
  to: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<SinkMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await sinkMessages(stack);
    const found = messages.find(isMail(to, subject));
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = messages.map((message) => `${message.to}: ${message.subject}`).join('\n');
      throw new Error(
        `no e-mail to ${to} matching ${subject} after ${timeoutMs} ms; sink has:\n${seen}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

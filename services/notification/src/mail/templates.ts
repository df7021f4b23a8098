import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';

/**
 * The data each template needs. Adding an e-mail is one entry here plus its three files in
 * templates/ (`<name>.subject.hbs`, `<name>.html.hbs`, `<name>.text.hbs`).
 */
export interface TemplateData {
  'contact-message': { name: string; email: string; message: string; receivedAt: string };
  'technician-welcome': { firstName: string; onboardingUrl: string; onboardingSteps: number };
  'technician-onboarding-completed': { firstName: string; profileUrl: string };
  'email-change-confirmation': {
    firstName: string;
    newEmail: string;
    /** Empty when the account had no address yet. */
    currentEmail: string;
    confirmUrl: string;
  };
  'technician-vetting-approved': { firstName: string; nextStep: string; dashboardUrl: string };
  'technician-vetting-rejected': { firstName: string; reason: string };
  'company-onboarding': {
    firstName: string;
    companyProfileUrl: string;
    serviceRequestUrl: string;
    serviceTypes: readonly { label: string; description: string }[];
  };
  'service-request-support': ServiceRequestSummary & {
    companyName: string;
    submittedByName: string;
    submittedByEmail: string;
    submittedAt: string;
    /** Every answer of the request, grouped as the form asks them. */
    sections: readonly AnswerSection[];
    jobDescription: string;
    additionalInformation: string;
  };
  'service-request-confirmation': ServiceRequestSummary & {
    firstName: string;
    jobDescription: string;
    /** The subject under which documents reach support, when the company said it has some. */
    documentationSubject: string;
    supportEmail: string;
    serviceRequestUrl: string;
  };
  'service-request-cancelled-support': {
    ticketNumber: string;
    /** Who cancelled, as a sentence reads it: "the company", "an admin". */
    cancelledBy: string;
    /** The status the request was cancelled from. */
    from: string;
    cancelledAt: string;
    reason: string;
  };
  'service-request-offer': {
    firstName: string;
    ticketNumber: string;
    serviceType: string;
    /** The request's community; empty when it has none. */
    community: string;
    preferredDate: string;
    /** The preferred date in short, for the subject line. */
    preferredDay: string;
    expiresAt: string;
    jobsUrl: string;
  };
  'service-request-accepted-company': {
    ticketNumber: string;
    serviceType: string;
    /** First name and home community only: "Tanya from Kwethluk". */
    technician: string;
    eta: string;
    requestUrl: string;
  };
  'service-request-accepted-support': {
    ticketNumber: string;
    serviceType: string;
    community: string;
    technicianName: string;
    technicianCommunity: string;
    technicianEmail: string;
    acceptedBy: string;
    acceptedAt: string;
    eta: string;
  };
  'service-request-cancelled-technician': {
    firstName: string;
    ticketNumber: string;
    serviceType: string;
    community: string;
    cancelledBy: string;
    cancelledAt: string;
    reason: string;
    jobsUrl: string;
  };
  'service-request-on-hold-company': {
    ticketNumber: string;
    /** Who put the job on hold, as the company reads it: "Tanya, your technician". */
    heldBy: string;
    reason: string;
    eta: string;
    requestUrl: string;
  };
  'service-request-resumed-company': {
    ticketNumber: string;
    /** Who resumed the job, as the company reads it. */
    resumedBy: string;
    eta: string;
    requestUrl: string;
  };
  'service-request-flagged-support': {
    ticketNumber: string;
    serviceType: string;
    community: string;
    preferredDate: string;
    /** Why smart dispatch gave up on the request. */
    why: string;
    flaggedAt: string;
    dispatchUrl: string;
  };
  'service-request-checked-in-company': {
    ticketNumber: string;
    /** The technician's first name, as the company knows them. */
    technician: string;
    /** When the device saw the arrival, in Alaska time. */
    checkedInAt: string;
    requestUrl: string;
  };
  'service-request-work-done-company': {
    ticketNumber: string;
    technician: string;
    workSummary: string;
    /** When silence counts as approval, in Alaska time. */
    autoApproveAt: string;
    requestUrl: string;
  };
  'service-request-completed-technician': {
    firstName: string;
    ticketNumber: string;
    serviceType: string;
    /** The request's community; empty when it has none. */
    community: string;
    completedAt: string;
    /** Empty when no warranty applies. */
    warrantyUntil: string;
    jobsUrl: string;
  };
  'service-request-completed-support': {
    ticketNumber: string;
    serviceType: string;
    /** Who approved, as a sentence reads it: "the company", "an admin", the automatic approval. */
    approvedBy: string;
    completedAt: string;
    /** Empty when no warranty applies. */
    warrantyUntil: string;
  };
  'service-request-sent-back-technician': {
    firstName: string;
    ticketNumber: string;
    serviceType: string;
    community: string;
    sentBackAt: string;
    reason: string;
    /** Stay on site and finish, or plan another visit. */
    nextStep: string;
    jobsUrl: string;
  };
  'service-request-reopened-technician': {
    firstName: string;
    ticketNumber: string;
    serviceType: string;
    community: string;
    reopenedAt: string;
    reason: string;
    jobsUrl: string;
  };
  'service-request-reopened-support': {
    ticketNumber: string;
    reopenedAt: string;
    reason: string;
  };
  'service-request-messages-unread': {
    ticketNumber: string;
    unread: number;
    /** "message" or "messages", as the count reads. */
    messagesLabel: string;
    /** When the oldest unread message was sent, in Alaska time. */
    firstUnreadAt: string;
    /** Where the recipient's side reads the thread. */
    threadUrl: string;
  };
  'invoice-issued': {
    companyName: string;
    number: string;
    ticketNumber: string;
    /** Formatted: "$1,981.25". */
    total: string;
    dueOn: string;
    /** The company's invoices in the app, where the PDF downloads once signed in. */
    invoicesUrl: string;
  };
}

/** What both e-mails about a service request say about it. */
export interface ServiceRequestSummary {
  ticketNumber: string;
  serviceType: string;
  location: string;
  preferredDate: string;
  preferredTimeRange: string;
}

export interface AnswerSection {
  title: string;
  answers: readonly { question: string; answer: string }[];
}

export type TemplateName = keyof TemplateData;

export const TEMPLATE_NAMES: readonly TemplateName[] = [
  'contact-message',
  'technician-welcome',
  'technician-onboarding-completed',
  'email-change-confirmation',
  'technician-vetting-approved',
  'technician-vetting-rejected',
  'company-onboarding',
  'service-request-support',
  'service-request-confirmation',
  'service-request-cancelled-support',
  'service-request-offer',
  'service-request-accepted-company',
  'service-request-accepted-support',
  'service-request-cancelled-technician',
  'service-request-on-hold-company',
  'service-request-resumed-company',
  'service-request-flagged-support',
  'service-request-checked-in-company',
  'service-request-work-done-company',
  'service-request-completed-technician',
  'service-request-completed-support',
  'service-request-sent-back-technician',
  'service-request-reopened-technician',
  'service-request-reopened-support',
  'service-request-messages-unread',
  'invoice-issued',
];

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface EmailTemplates {
  render<T extends TemplateName>(template: T, data: TemplateData[T]): RenderedEmail;
}

/** templates/ beside src/ and dist/ alike, so the build needs no copy step. */
export const defaultTemplatesDir = fileURLToPath(new URL('../../templates/', import.meta.url));

type Compiled = (data: object) => string;

/**
 * Reads and compiles every template once, at start, so a missing or broken file stops the service
 * instead of the first e-mail. Templates are strict: a field missing from the data is an error.
 * Each HTML body is wrapped in layout.html.hbs, shared by every e-mail.
 */
export async function loadEmailTemplates(
  dir: string = defaultTemplatesDir,
): Promise<EmailTemplates> {
  // HTML escapes every value; subject and text are plain text, where escaping would show `&amp;`.
  const html = Handlebars.create();
  const text = Handlebars.create();
  const plain = { noEscape: true, strict: true };
  const layout = html.compile(await readTemplate(dir, 'layout.html'), { strict: true });

  const compiled = new Map<TemplateName, { subject: Compiled; html: Compiled; text: Compiled }>();
  for (const name of TEMPLATE_NAMES) {
    compiled.set(name, {
      subject: text.compile(await readTemplate(dir, `${name}.subject`), plain),
      html: html.compile(await readTemplate(dir, `${name}.html`), { strict: true }),
      text: text.compile(await readTemplate(dir, `${name}.text`), plain),
    });
  }

  return {
    render(template, data) {
      const parts = compiled.get(template);
      if (!parts) throw new Error(`unknown e-mail template ${template}`);
      const subject = oneLine(parts.subject(data));
      // The body is already escaped HTML; the layout inserts it as is.
      const body = new html.SafeString(parts.html(data));
      return { subject, html: layout({ subject, body }), text: parts.text(data) };
    },
  };
}

async function readTemplate(dir: string, name: string): Promise<string> {
  return readFile(path.join(dir, `${name}.hbs`), 'utf8');
}

/** A header value: no line breaks or control characters (header injection), bounded length. */
function oneLine(value: string): string {
  const printable = [...value].map((char) => (isControl(char) ? ' ' : char)).join('');
  const flat = printable.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 199)}…` : flat;
}

function isControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
}

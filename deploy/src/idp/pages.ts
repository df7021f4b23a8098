import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brandMarkSvg, tokenStylesheet } from '@rha/design-system/standalone';
import { themeFolder } from '../keycloak/theme.js';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * The dev provider's pages in the login theme's look: the design system's tokens, the brand mark and the
 * theme's own name prefill script (see deploy/src/keycloak/theme.ts), over its own simpler markup.
 */
const STYLE = `${tokenStylesheet}
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;background:var(--rha-color-background);color:var(--rha-color-text);
    font-family:var(--rha-font-family-body);font-size:var(--rha-font-size-md);line-height:var(--rha-font-line-height-normal);
    border-top:4px solid transparent;border-image:var(--rha-gradient-aurora) 1}
  header{display:flex;align-items:center;justify-content:center;gap:var(--rha-space-3);margin:var(--rha-space-8) var(--rha-space-4) var(--rha-space-6);
    font-family:var(--rha-font-family-heading);font-size:var(--rha-font-size-2xl);font-weight:var(--rha-font-weight-bold);
    line-height:var(--rha-font-line-height-tight);color:var(--rha-color-primary)}
  header svg{flex:none;width:var(--rha-size-avatar-lg);height:var(--rha-size-avatar-lg)}
  main{max-width:34rem;margin:0 auto var(--rha-space-8);padding:var(--rha-space-8) var(--rha-space-6);background:var(--rha-color-surface);
    border:1px solid var(--rha-color-border);border-top:4px solid var(--rha-color-primary);border-radius:var(--rha-radius-lg);box-shadow:var(--rha-shadow-md)}
  h1{font-family:var(--rha-font-family-heading);font-size:var(--rha-font-size-3xl);font-weight:var(--rha-font-weight-regular);
    line-height:var(--rha-font-line-height-tight);margin:0 0 var(--rha-space-6)}
  label{display:block;font-weight:var(--rha-font-weight-semibold);font-size:var(--rha-font-size-sm);margin:var(--rha-space-4) 0 var(--rha-space-1)}
  input{width:100%;min-height:var(--rha-size-control-md);padding:var(--rha-space-2) var(--rha-space-3);border:1px solid var(--rha-color-border-strong);
    border-radius:var(--rha-radius-md);background:var(--rha-color-surface);color:var(--rha-color-text);font:inherit}
  input[aria-invalid=true]{border-color:var(--rha-color-danger)}
  :focus-visible{outline:3px solid var(--rha-color-focus);outline-offset:2px}
  button{margin-top:var(--rha-space-6);width:100%;min-height:var(--rha-size-control-lg);padding:var(--rha-space-2) var(--rha-space-4);border:0;
    border-radius:var(--rha-radius-md);background:var(--rha-color-primary);color:var(--rha-color-on-primary);font:inherit;
    font-weight:var(--rha-font-weight-semibold);cursor:pointer}
  button:hover{background:var(--rha-color-primary-hover)}
  .alert{padding:var(--rha-space-3);border-radius:var(--rha-radius-md);border-top:2px solid var(--rha-color-danger);
    background:var(--rha-color-danger-subtle);color:var(--rha-color-danger-hover);margin-bottom:var(--rha-space-4)}
  .field-error{display:block;color:var(--rha-color-danger);font-size:var(--rha-font-size-sm);margin-top:var(--rha-space-1)}
  .aside{margin-top:var(--rha-space-6);padding-top:var(--rha-space-4);border-top:1px solid var(--rha-color-border-strong);text-align:center}
  .aside.required-note{margin-top:0;padding-top:0;border:0;text-align:left}
  .required{color:var(--rha-color-danger)}
  a{color:var(--rha-color-link)}
  a:hover{color:var(--rha-color-link-hover)}
`;

/** The login theme's script that fills the registration's empty name fields from the URL's fragment. */
const PREFILL_SCRIPT = readFileSync(
  path.join(themeFolder, 'login/resources/js/prefill-name.js'),
  'utf8',
);

/** Allows the one inline script in the pages' Content-Security-Policy, and nothing else. */
export const PAGE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PREFILL_SCRIPT).digest('base64')}'`;

/** The mark is decorative: the product name beside it says the same. */
const BRAND_MARK = brandMarkSvg.replace('<svg ', '<svg aria-hidden="true" focusable="false" ');

/** Keycloak titles every login-theme page after the realm's display name, whatever the page. */
function layout(body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to Remote Hands Alaska</title>
<style>${STYLE}</style>
<script>${PREFILL_SCRIPT}</script>
</head>
<body>
<header id="kc-header-wrapper">${BRAND_MARK}Remote Hands Alaska</header>
<main>
${body}
</main>
</body>
</html>`;
}

interface FieldOptions {
  id: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  error?: string;
  /** Marks the input invalid, described by an error shown elsewhere on the page. */
  describedBy?: string;
  autofocus?: boolean;
  /** Keycloak marks required registration fields with an asterisk that screen readers skip. */
  required?: boolean;
}

function field(options: FieldOptions): string {
  const { id, label, type, autocomplete, value, error, describedBy, autofocus, required } = options;
  const errorId = error ? `${id}-error` : describedBy;
  const attributes = [
    `id="${escapeHtml(id)}"`,
    `name="${escapeHtml(id)}"`,
    `type="${escapeHtml(type)}"`,
    `autocomplete="${escapeHtml(autocomplete)}"`,
    value === undefined ? '' : `value="${escapeHtml(value)}"`,
    autofocus ? 'autofocus' : '',
    errorId ? `aria-invalid="true" aria-describedby="${escapeHtml(errorId)}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const marker = required ? ' <span class="required" aria-hidden="true">*</span>' : '';
  return `<label for="${escapeHtml(id)}">${escapeHtml(label)}${marker}</label>
<input ${attributes}>
${error ? `<span class="field-error" id="${escapeHtml(`${id}-error`)}">${escapeHtml(error)}</span>` : ''}`;
}

export interface LoginPageOptions {
  action: string;
  registrationUrl?: string;
  username?: string;
  error?: string;
}

export function loginPage({ action, registrationUrl, username, error }: LoginPageOptions): string {
  const describedBy = error ? { describedBy: 'login-error' } : {};
  return layout(
    `<h1>Sign in to your account</h1>
${error ? `<div class="alert" role="alert" id="login-error">${escapeHtml(error)}</div>` : ''}
<form method="post" action="${escapeHtml(action)}">
${field({
  id: 'username',
  // Keycloak's label when the realm registers with the e-mail as username, as this one does.
  label: 'Email',
  type: 'text',
  autocomplete: 'username',
  value: username ?? '',
  autofocus: !username,
  ...describedBy,
})}
${field({
  id: 'password',
  label: 'Password',
  type: 'password',
  autocomplete: 'current-password',
  autofocus: Boolean(username),
  ...describedBy,
})}
<button type="submit">Sign In</button>
</form>
${registrationUrl ? `<p class="aside">New user? <a href="${escapeHtml(registrationUrl)}">Register</a></p>` : ''}`,
  );
}

/** Keycloak 26's registration form for an e-mail-as-username realm, in its order. */
export const REGISTRATION_FIELDS = [
  { id: 'email', label: 'Email', type: 'email', autocomplete: 'email' },
  { id: 'password', label: 'Password', type: 'password', autocomplete: 'new-password' },
  {
    id: 'password-confirm',
    label: 'Confirm password',
    type: 'password',
    autocomplete: 'new-password',
  },
  { id: 'firstName', label: 'First name', type: 'text', autocomplete: 'given-name' },
  { id: 'lastName', label: 'Last name', type: 'text', autocomplete: 'family-name' },
] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number]['id'];

export interface RegistrationPageOptions {
  action: string;
  loginUrl: string;
  values: Partial<Record<RegistrationField, string>>;
  errors: Partial<Record<RegistrationField, string>>;
}

export function registrationPage({
  action,
  loginUrl,
  values,
  errors,
}: RegistrationPageOptions): string {
  const firstInvalid = REGISTRATION_FIELDS.find((item) => errors[item.id])?.id;
  const fields = REGISTRATION_FIELDS.map((item) => {
    const error = errors[item.id];
    const value = item.type === 'password' ? undefined : (values[item.id] ?? '');
    return field({
      ...item,
      ...(value === undefined ? {} : { value }),
      ...(error ? { error } : {}),
      autofocus: firstInvalid ? firstInvalid === item.id : item.id === 'email',
      required: true,
    });
  }).join('\n');
  return layout(
    `<h1>Register</h1>
<p class="aside required-note"><span class="required" aria-hidden="true">*</span> Required fields</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
${fields}
<button type="submit">Register</button>
</form>
<p class="aside"><a href="${escapeHtml(loginUrl)}">&laquo; Back to Login</a></p>`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(`<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}

/** Keycloak's page for an account whose address is not yet proven: it blocks the sign-in until the link is followed. */
export function verifyEmailPage(email: string): string {
  return layout(`<h1>Email verification</h1>
<p>You need to verify your email address to activate your account.</p>
<p role="status">An email with instructions to verify your email address has been sent to your address ${escapeHtml(email)}.</p>`);
}

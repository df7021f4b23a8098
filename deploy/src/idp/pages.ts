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

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b2733;background:#eef2f5}
  main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
  h1{font-size:1.5rem;margin:0 0 1.5rem}
  label{display:block;font-weight:600;margin:1rem 0 .25rem}
  input{width:100%;padding:.6rem;border:1px solid #8a97a3;border-radius:4px;font:inherit}
  input[aria-invalid=true]{border-color:#b00020}
  :focus-visible{outline:3px solid #0b5cab;outline-offset:2px}
  button{margin-top:1.5rem;width:100%;padding:.7rem;border:0;border-radius:4px;background:#0b5cab;color:#fff;font:inherit;font-weight:600;cursor:pointer}
  .alert{padding:.75rem;border-radius:4px;background:#fdecee;color:#8a0016;margin-bottom:1rem}
  .field-error{display:block;color:#b00020;font-size:.9rem;margin-top:.25rem}
  .aside{margin-top:1.5rem;text-align:center}
  .required{color:#b00020}
  a{color:#0b5cab}
`;

/** Keycloak titles every login-theme page after the realm's display name, whatever the page. */
function layout(body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to Remote Hands Alaska</title>
<style>${STYLE}</style>
</head>
<body>
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
<p class="aside"><span class="required" aria-hidden="true">*</span> Required fields</p>
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

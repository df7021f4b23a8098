import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMISSION_QUEUED } from '../submission-queue/notices';
import { readSubmissions } from '../submission-queue/submissionQueue';
import { ContactForm } from './ContactForm';
import { fakeContactBff, renderWithBff, type ContactAnswer } from './testing';

vi.mock('./CaptchaWidget', async () => ({
  CaptchaWidget: (await import('./testing')).FakeCaptchaWidget,
}));

beforeEach(() => {
  // The form logs refusals and failures, as the spec asks; the tests read the notices instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  // Each form keeps a draft on the device: no test may find another's.
  localStorage.clear();
  vi.restoreAllMocks();
});

function renderForm({
  answer,
  mode,
  onClose,
  sender,
}: {
  answer?: ContactAnswer;
  mode?: 'card' | 'dialog';
  onClose?: () => void;
  sender?: { name: string; email: string };
} = {}) {
  const bff = fakeContactBff(answer);
  renderWithBff(
    <ContactForm
      {...(mode ? { mode } : {})}
      {...(onClose ? { onClose } : {})}
      {...(sender ? { sender } : {})}
    />,
    bff,
  );
  return bff;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: /Send Message|Sending\.\.\./ });

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function fillIn({
  name = 'Tanya Nome',
  email = 'tanya@example.com',
  message = 'The generator at the Bethel site needs a look.',
} = {}) {
  type('Name', name);
  type('Email', email);
  type('Message', message);
}

/** The toast on screen, found in the Notifications landmark, once it appears. */
async function shownToast(): Promise<HTMLElement> {
  const region = screen.getByRole('region', { name: 'Notifications (F8)' });
  const [toast] = await within(region).findAllByRole('listitem');
  if (!toast) throw new Error('no toast shown');
  return toast;
}

const solveCaptcha = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Solve the captcha' }));
const submit = () => fireEvent.click(sendButton());

describe('contact form', () => {
  it('is a card titled Contact Us with the spec description and placeholders', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeTruthy();
    expect(
      screen.getByText("Fill out the form below and we'll get back to you as soon as possible."),
    ).toBeTruthy();
    expect(field('Name').placeholder).toBe('Your name');
    expect(field('Email').placeholder).toBe('Your email');
    expect(field('Message').placeholder).toBe('How can we help you?');
    expect(field('Message').tagName).toBe('TEXTAREA');
  });

  it('has no card title in dialog mode, where the dialog names it', () => {
    renderForm({ mode: 'dialog' });
    expect(screen.queryByRole('heading', { name: 'Contact Us' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Contact Us' })).toBeTruthy();
  });

  it('keeps Send Message disabled until the captcha is solved', () => {
    renderForm();
    fillIn();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    solveCaptcha();
    expect(sendButton().hasAttribute('disabled')).toBe(false);
  });

  it('shows the spec messages under empty and invalid fields and sends nothing', async () => {
    const bff = renderForm();
    type('Email', 'not-an-email');
    solveCaptcha();
    submit();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(bff.bodies).toHaveLength(0);
  });

  it('rejects a message of 9 characters', async () => {
    renderForm();
    fillIn({ message: '123456789' });
    solveCaptcha();
    submit();
    expect(await screen.findByText('Message must be at least 10 characters')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('disables submission and asks for the captcha again when it expires', async () => {
    renderForm();
    fillIn();
    solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Let the captcha expire' }));
    expect(await screen.findByText('Please complete the captcha')).toBeTruthy();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    solveCaptcha();
    await waitFor(() => expect(screen.queryByText('Please complete the captcha')).toBeNull());
    expect(sendButton().hasAttribute('disabled')).toBe(false);
  });

  it('reads Sending... and stays disabled while the message is on its way', async () => {
    const bff = renderForm({ answer: 'pending' });
    fillIn();
    solveCaptcha();
    submit();
    await waitFor(() => expect(sendButton().textContent).toContain('Sending...'));
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    await act(async () => bff.release());
    expect((await shownToast()).textContent).toContain('Message Sent');
  });

  it('sends exactly the four contract fields, then confirms, clears the form and the captcha', async () => {
    const bff = renderForm();
    fillIn();
    solveCaptcha();
    submit();
    const notice = await shownToast();
    expect(notice.getAttribute('data-variant')).toBe('default');
    expect(notice.textContent).toContain('Message Sent');
    expect(notice.textContent).toContain(
      "Thank you for contacting us. We'll get back to you soon.",
    );
    expect(bff.bodies).toEqual([
      {
        name: 'Tanya Nome',
        email: 'tanya@example.com',
        message: 'The generator at the Bethel site needs a look.',
        captchaToken: 'solved-captcha-payload',
      },
    ]);
    expect(field('Name').value).toBe('');
    expect(field('Email').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(sendButton().textContent).toBe('Send Message');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
  });

  it('says in place that the message was sent and replaces the submit button by Close in dialog mode', async () => {
    const onClose = vi.fn();
    renderForm({ mode: 'dialog', onClose });
    fillIn();
    solveCaptcha();
    submit();
    const close = await screen.findByRole('button', { name: 'Close' });
    const form = screen.getByRole('form', { name: 'Contact Us' });
    const status = within(form).getByRole('status');
    expect(status.textContent).toContain('Message Sent');
    expect(status.textContent).toContain(
      "Thank you for contacting us. We'll get back to you soon.",
    );
    expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('fills in a signed-in sender and solves the captcha by itself, the form still waiting for it', async () => {
    const bff = renderForm({ sender: { name: 'Vera Kwethluk', email: 'vera@example.com' } });

    expect(field('Name').value).toBe('Vera Kwethluk');
    expect(field('Email').value).toBe('vera@example.com');
    await waitFor(() => expect(sendButton().hasAttribute('disabled')).toBe(false));
    type('Message', 'My Jobs tab shows an offer twice.');
    submit();

    await shownToast();
    expect(bff.bodies).toEqual([
      {
        name: 'Vera Kwethluk',
        email: 'vera@example.com',
        message: 'My Jobs tab shows an offer twice.',
        captchaToken: 'solved-captcha-payload',
      },
    ]);
    expect(field('Name').value, 'the sender stays for the next message').toBe('Vera Kwethluk');
    expect(field('Message').value).toBe('');
  });

  it('shows the error notice on a non-ok answer and keeps what was typed', async () => {
    renderForm({ answer: { status: 500, body: { title: 'Internal Server Error', status: 500 } } });
    fillIn();
    solveCaptcha();
    submit();
    const alert = await shownToast();
    expect(alert.getAttribute('data-variant')).toBe('destructive');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Failed to send message. Please try again later.');
    expect(field('Name').value).toBe('Tanya Nome');
    expect(field('Message').value).toBe('The generator at the Bethel site needs a look.');
    expect(sendButton().textContent).toBe('Send Message');
    expect(sendButton().hasAttribute('disabled')).toBe(false);
  });

  it('keeps the message on the device to send later when the request fails on the network', async () => {
    renderForm({ answer: 'network-error' });
    fillIn();
    solveCaptcha();
    submit();
    const alert = await shownToast();
    expect(alert.textContent).toContain(SUBMISSION_QUEUED.title);
    expect(readSubmissions()).toMatchObject([
      {
        kind: 'contact-message',
        body: {
          email: 'tanya@example.com',
          message: 'The generator at the Bethel site needs a look.',
        },
      },
    ]);
    expect(field('Email').value).toBe('');
  });

  it("shows a 400's field errors under their fields and asks for a new captcha when it was refused", async () => {
    renderForm({
      answer: {
        status: 400,
        body: {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          code: 'validation_failed',
          errors: [
            { field: 'email', message: 'Invalid email address' },
            { field: 'captchaToken', message: 'Please complete the captcha' },
          ],
        },
      },
    });
    fillIn();
    solveCaptcha();
    submit();
    expect((await shownToast()).getAttribute('data-variant')).toBe('destructive');
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Please complete the captcha')).toBeTruthy();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    expect(field('Name').value).toBe('Tanya Nome');
  });

  it("tells the server's reason when it refuses for too many requests", async () => {
    renderForm({
      answer: {
        status: 429,
        body: {
          title: 'Too Many Requests',
          status: 429,
          code: 'too_many_requests',
          detail: 'Too many messages from this address. Try again in a few minutes.',
        },
      },
    });
    fillIn();
    solveCaptcha();
    submit();
    const alert = await shownToast();
    expect(alert.getAttribute('data-variant')).toBe('destructive');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain(
      'Too many messages from this address. Try again in a few minutes.',
    );
  });
});

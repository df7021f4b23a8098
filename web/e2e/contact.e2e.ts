import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { openStarted, shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import type { RunningStack } from './support/stack';

/** A sender no other run used, so the mail sink's list cannot hold a stale match. */
const visitor = {
  name: 'Tanya Nome',
  email: `visitor-${randomBytes(4).toString('hex')}@example.com`,
  message: 'The satellite modem at our Bethel office needs a reset, can someone help?',
};

describe.runIf(journeysCanRun)('contact form on the home page', () => {
  const journey = useJourneyStack({ context: { viewport: { width: 1366, height: 900 } } });
  const { step } = journey;

  const dialog = () => journey.page.getByRole('dialog', { name: 'Contact Us' });
  const sendButton = () => dialog().getByRole('button', { name: 'Send Message' });

  step('opens the contact dialog from the home page', async ({ stack, page }) => {
    await openStarted(page, `${stack.webUrl}/`);
    await page.getByRole('main').getByRole('button', { name: 'Contact Us' }).first().click();
    await shows(dialog());
    await shows(dialog().getByPlaceholder('Your name'));
    // The human check's box shows before anyone ticks it: an edge that stands out from the form.
    const box = dialog().locator('altcha-widget').getByRole('checkbox');
    await shows(box);
    const edge = await box.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: parseFloat(style.borderTopWidth), color: style.borderTopColor };
    });
    expect(edge.width).toBeGreaterThan(0);
    expect(edge.color).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  });

  step(
    'keeps Send Message disabled until the captcha is solved in the browser',
    async ({ page }) => {
      expect(await sendButton().isDisabled()).toBe(true);
      await dialog().getByLabel('Name').fill(visitor.name);
      await dialog().getByLabel('Email').fill(visitor.email);
      await dialog().getByLabel('Message').fill('123456789');
      await solveCaptcha(page);
      await expectEnabled(sendButton());
    },
  );

  step('refuses a 9-character message with the spec message', async () => {
    await sendButton().click();
    await shows(dialog().getByText('Message must be at least 10 characters'));
  });

  step("sends the message and confirms with 'Message Sent'", async ({ page }) => {
    await dialog().getByLabel('Message').fill(visitor.message);
    await sendButton().click();
    // What assistive technology announces: the toast list itself sits behind the modal dialog.
    const announced = page
      .getByRole('status')
      .filter({ hasText: 'Notification' })
      .filter({ hasText: 'Message Sent' });
    await shows(announced);
    expect(await announced.textContent()).toContain(
      "Thank you for contacting us. We'll get back to you soon.",
    );
    expect(await dialog().getByLabel('Name').inputValue()).toBe('');
    // Said in the dialog too, where the sender is looking, not only in the passing notice.
    await shows(dialog().getByRole('status').filter({ hasText: 'Message Sent' }));
  });

  step("offers 'Close' instead of the submit button, which dismisses the dialog", async () => {
    const close = dialog().getByRole('button', { name: 'Close', exact: true });
    await shows(close);
    expect(await sendButton().count()).toBe(0);
    await close.click();
    await dialog().waitFor({ state: 'hidden', timeout: 5_000 });
  });

  step(
    'delivers the message to the support mailbox with the sender as reply-to',
    async ({ stack }) => {
      const delivered = await waitForMail(stack, visitor.email);
      expect(delivered.replyTo).toContain(visitor.name);
      expect(delivered.text).toContain(visitor.message);
    },
  );

  step(
    "runs the human check within the app's Content Security Policy",
    async ({ browserErrors }) => {
      // The widget's workers and styles come from the app's own origin: nothing may have been refused.
      expect(
        browserErrors.filter((line) => /Content Security Policy|Refused to/i.test(line)),
      ).toEqual([]);
    },
  );
});

/**
 * The widget starts its proof of work when the form gets focus; a click on its "I'm not a robot" starts
 * it when it has not. Solving takes a few seconds on a slow machine.
 */
async function solveCaptcha(page: Page): Promise<void> {
  const widget = page.locator('altcha-widget');
  await page.waitForFunction(
    () => typeof document.querySelector('altcha-widget')?.getState === 'function',
    undefined,
    { timeout: 15_000 },
  );
  const state = await widget.evaluate((element) =>
    (element as HTMLElementTagNameMap['altcha-widget']).getState(),
  );
  // The checkmark drawn over the checkbox takes the pointer: the click goes through it, as a user's does.
  if (state === 'unverified') await widget.getByRole('checkbox').click({ force: true });
  await page.waitForFunction(
    () => document.querySelector('altcha-widget')?.getState() === 'verified',
    undefined,
    { timeout: 60_000 },
  );
}

async function expectEnabled(button: Locator): Promise<void> {
  await button
    .page()
    .waitForFunction(
      (element) => element instanceof HTMLButtonElement && !element.disabled,
      await button.elementHandle(),
      { timeout: 10_000 },
    );
}

/** An e-mail as the local mail sink lists it at /api/messages. */
interface SinkMessage {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
}

/** Polls the local mail sink until a message replying to `sender` arrives. */
async function waitForMail(stack: RunningStack, sender: string): Promise<SinkMessage> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await fetch(`${stack.mailSinkUrl}/api/messages`);
    const messages = (await response.json()) as SinkMessage[];
    const found = messages.find((message) => message.replyTo?.includes(sender));
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`no e-mail replying to ${sender} in the mail sink after 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

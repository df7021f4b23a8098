import { cleanup, waitFor, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactDialog } from './ContactDialog';
import { fakeContactBff, renderWithBff } from './testing';

vi.mock('./CaptchaWidget', async () => ({
  CaptchaWidget: (await import('./testing')).FakeCaptchaWidget,
}));

afterEach(() => {
  cleanup();
  // The form keeps a draft on the device: no test may find another's.
  localStorage.clear();
});

const openDialog = (label = 'Contact Us') => {
  fireEvent.click(screen.getByRole('button', { name: label }));
  return screen.getByRole('dialog', { name: 'Contact Us' });
};

describe('contact dialog', () => {
  it('opens the form from its trigger, titled and described', () => {
    renderWithBff(<ContactDialog triggerLabel="Ask a Question" />, fakeContactBff());
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = openDialog('Ask a Question');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(dialog).getByText(
        "Fill out the form below and we'll get back to you as soon as possible.",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByPlaceholderText('Your name')).toBeTruthy();
  });

  it('uses the trigger element it is given', () => {
    renderWithBff(
      <ContactDialog trigger={<button type="button">Talk to us</button>} />,
      fakeContactBff(),
    );
    expect(openDialog('Talk to us')).toBeTruthy();
  });

  it("is dismissed by 'Close' once the message is sent", async () => {
    renderWithBff(<ContactDialog />, fakeContactBff());
    const dialog = openDialog();
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('Name', 'Sam Kuskokwim');
    type('Email', 'sam@example.com');
    type('Message', 'We need a technician in Nome next week.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Solve the captcha' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows what was typed and not sent when opened again', async () => {
    renderWithBff(<ContactDialog />, fakeContactBff());
    fireEvent.change(within(openDialog()).getByLabelText('Name'), {
      target: { value: 'Sam' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close the contact form' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const name = within(openDialog()).getByLabelText('Name') as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Sam'));
  });
});

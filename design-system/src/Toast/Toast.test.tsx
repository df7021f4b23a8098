import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.js';
import { Toast, ToastRegion } from './Toast.js';

afterEach(cleanup);

describe('Toast', () => {
  it('announces a confirmation politely as a status', () => {
    render(
      <ToastRegion>
        <Toast
          title="Message Sent"
          description="Thank you for contacting us. We'll get back to you soon."
        />
      </ToastRegion>,
    );
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Message Sent');
    expect(toast.textContent).toContain("We'll get back to you soon.");
  });

  it('announces an error at once as an alert', () => {
    render(
      <Toast
        variant="destructive"
        title="Logout Error"
        description="There was an error logging out. Please try again."
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Logout Error');
  });

  it('offers a dismiss button when it can be dismissed', () => {
    const onDismiss = vi.fn();
    render(<Toast title="Success" onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('sits in a region named Notifications', () => {
    render(
      <ToastRegion>
        <Toast title="Success" />
      </ToastRegion>,
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });

  it('has no detectable accessibility violations', async () => {
    const { container } = render(
      <ToastRegion>
        <Toast variant="destructive" title="Error" description="Failed." onDismiss={() => {}} />
      </ToastRegion>,
    );
    await expectNoAxeViolations(container);
  });
});

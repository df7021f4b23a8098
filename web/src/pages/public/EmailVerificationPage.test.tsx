import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailVerificationPage } from './EmailVerificationPage';

afterEach(cleanup);

function ShowPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

type Entry = string | { pathname: string; search?: string; state?: unknown };

function pageAt(entry: Entry) {
  return (
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/email-verification" element={<EmailVerificationPage />} />
        <Route path="*" element={<ShowPath />} />
      </Routes>
    </MemoryRouter>
  );
}

function renderAt(entry: Entry) {
  return render(pageAt(entry));
}

describe('verify email', () => {
  it('names the address it was given in the navigation state', () => {
    renderAt({ pathname: '/email-verification', state: { email: 'sam@example.com' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify Email' })).toBeTruthy();
    expect(screen.getByText('sam@example.com')).toBeTruthy();
  });

  it('names the address given in ?email=', () => {
    renderAt('/email-verification?email=tanya%40example.com');
    expect(screen.getByText('tanya@example.com')).toBeTruthy();
  });

  it("says 'your email address' when it does not know the address", () => {
    renderAt('/email-verification');
    expect(screen.getByText('your email address')).toBeTruthy();
    expect(screen.queryByText(/@/)).toBeNull();
  });

  it('treats an empty ?email= as unknown', () => {
    renderAt('/email-verification?email=');
    expect(screen.getByText('your email address')).toBeTruthy();
  });

  it('is prerendered without an address and names the one in the link once hydrated', async () => {
    const link = '/email-verification?email=tanya%40example.com';
    const container = document.createElement('div');
    container.innerHTML = renderToString(pageAt(link));
    expect(container.textContent).toContain('your email address');
    expect(container.textContent).not.toContain('tanya@example.com');

    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, pageAt(link), { onRecoverableError }),
    );
    expect(container.textContent).toContain('tanya@example.com');
    expect(onRecoverableError, 'hydration met the prerendered markup').not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('tells the visitor to click the link in the email', () => {
    renderAt('/email-verification');
    expect(screen.getByText(/Click the link in that email/)).toBeTruthy();
  });

  it('Return to Login goes to /auth', () => {
    renderAt('/email-verification');
    fireEvent.click(screen.getByRole('link', { name: 'Return to Login' }));
    expect(screen.getByTestId('path').textContent).toBe('/auth');
  });
});

import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_CHALLENGE_URL, CaptchaWidget } from './CaptchaWidget';

// The real element needs workers, which jsdom lacks; these tests play its events on a bare element.
vi.mock('./altchaWidget', () => ({}));

afterEach(cleanup);

function renderWidget() {
  const onChange = vi.fn();
  const onExpired = vi.fn();
  const view = render(<CaptchaWidget onChange={onChange} onExpired={onExpired} />);
  const widget = view.container.querySelector('altcha-widget');
  if (!widget) throw new Error('no <altcha-widget> rendered');
  const emit = (type: string, detail?: unknown) =>
    act(() => {
      widget.dispatchEvent(new CustomEvent(type, { detail }));
    });
  return { widget, emit, onChange, onExpired };
}

describe('captcha widget', () => {
  it('fetches its challenge from the bff and starts solving when the form is focused', () => {
    const { widget } = renderWidget();
    expect(widget.getAttribute('challenge')).toBe(CAPTCHA_CHALLENGE_URL);
    expect(widget.getAttribute('auto')).toBe('onfocus');
  });

  it('hands over the payload once verified', () => {
    const { emit, onChange } = renderWidget();
    emit('statechange', { state: 'verified', payload: 'payload-1' });
    emit('verified', { payload: 'payload-1' });
    expect(onChange).toHaveBeenLastCalledWith('payload-1');
    expect(onChange).not.toHaveBeenCalledWith('');
  });

  it('withdraws the token whenever the widget leaves the verified state', () => {
    const { emit, onChange } = renderWidget();
    emit('verified', { payload: 'payload-1' });
    emit('statechange', { state: 'verifying', payload: null });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('withdraws the token and reports an expired challenge', () => {
    const { emit, onChange, onExpired } = renderWidget();
    emit('verified', { payload: 'payload-1' });
    emit('expired');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(onExpired).toHaveBeenCalledOnce();
  });
});

import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { CallPanel } from './CallPanel.js';
import * as stories from './CallPanel.stories.js';

const { Idle, Incoming, InCall, ThinLink, Full } = composeStories(stories);

describe('CallPanel', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('offers a start without a call, and no video', () => {
    render(<Idle />);
    const panel = screen.getByRole('region', { name: 'Call' });
    expect(within(panel).getByRole('button', { name: 'Start call' })).toBeTruthy();
    expect(panel.querySelector('video')).toBeNull();
    expect(within(panel).getByRole('list', { name: 'Earlier calls' }).textContent).toContain(
      'Hung up',
    );
  });

  it('joins an incoming call with one press', () => {
    const onJoin = vi.fn();
    render(<Incoming onJoin={onJoin} />);
    expect(screen.getByRole('status').textContent).toBe('Ana Nanuk is calling');
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(onJoin).toHaveBeenCalledOnce();
  });

  it('in a call shows their video large, the quality and mute, camera and hang up', () => {
    const onHangUp = vi.fn();
    const { container } = render(<InCall onHangUp={onHangUp} localStream={{} as MediaStream} />);
    expect(screen.getByLabelText('Their video').tagName).toBe('VIDEO');
    expect((screen.getByLabelText('Your video') as HTMLVideoElement).muted).toBe(true);
    expect(screen.getByRole('list', { name: 'Link quality' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mute' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Camera off' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hang up' }));
    expect(onHangUp).toHaveBeenCalledOnce();
    expect(container.querySelector('[data-call-state="active"]')).toBeTruthy();
  });

  it('says when their video is paused and offers the opposite of each toggle', () => {
    render(<ThinLink localStream={{} as MediaStream} />);
    expect(screen.getByText('Video paused')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Camera on' })).toBeTruthy();
    expect(screen.queryByLabelText('Your video')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send a still' })).toBeTruthy();
  });

  it('tells why a join was refused', () => {
    render(<Full />);
    expect(screen.getByRole('alert').textContent).toBe('This call is full.');
  });

  it('has no hang up before a call', () => {
    render(<CallPanel state="idle" statusText="" onHangUp={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Hang up' })).toBeNull();
  });
});

import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { Menu } from './Menu.js';
import * as stories from './Menu.stories.js';

function renderMenu() {
  return render(
    <>
      <Menu label="Work With Us">
        <a href="/services">Hire Remote Hands</a>
        <a href="/technicians">Become a Technician</a>
        <a href="/partners">Become A Partner</a>
      </Menu>
      <a href="/about">About</a>
    </>,
  );
}

const trigger = () => screen.getByRole('button', { name: 'Work With Us' });
const item = (name: string) => screen.getByRole('link', { name });

describe('Menu', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('starts closed with its items hidden', () => {
    renderMenu();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Hire Remote Hands' })).toBeNull();
  });

  it('opens and closes with its button', () => {
    renderMenu();
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(item('Hire Remote Hands').getAttribute('href')).toBe('/services');
    expect(item('Become a Technician').getAttribute('href')).toBe('/technicians');
    expect(item('Become A Partner').getAttribute('href')).toBe('/partners');
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('controls the list it shows', () => {
    renderMenu();
    fireEvent.click(trigger());
    const listId = trigger().getAttribute('aria-controls');
    expect(screen.getByRole('list').id).toBe(listId);
  });

  it('opens from the keyboard on ArrowDown and focuses the first item', () => {
    renderMenu();
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Hire Remote Hands'));
  });

  it('opens on ArrowUp focusing the last item', () => {
    renderMenu();
    fireEvent.keyDown(trigger(), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Become A Partner'));
  });

  it('moves between items with the arrow, Home and End keys, wrapping around', () => {
    renderMenu();
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Become a Technician'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(item('Become A Partner'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Hire Remote Hands'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Become A Partner'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(item('Hire Remote Hands'));
  });

  it('closes on Escape and gives focus back to its button', () => {
    renderMenu();
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger());
  });

  it('closes when an item is chosen', () => {
    renderMenu();
    fireEvent.click(trigger());
    fireEvent.click(item('Become a Technician'));
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside it', () => {
    renderMenu();
    fireEvent.click(trigger());
    fireEvent.pointerDown(document.body);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when focus moves out of it', () => {
    renderMenu();
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    fireEvent.blur(item('Hire Remote Hands'), {
      relatedTarget: screen.getByRole('link', { name: 'About' }),
    });
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });
});

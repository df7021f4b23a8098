import { act, fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Job description, location from the list, tomorrow in the calendar and a time range. */
export async function fillValidRequest() {
  fireEvent.change(screen.getByLabelText('Job Description'), {
    target: { value: 'Reset the satellite modem in the server room' },
  });
  const location = screen.getByRole('combobox', { name: 'Location' });
  fireEvent.click(screen.getByRole('button', { name: 'Show options' }));
  fireEvent.click(await screen.findByRole('option', { name: /100 Main St, Bethel/ }));
  expect((location as HTMLInputElement).value).toContain('Bethel');
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  if (tomorrow.getDate() === 1) fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
  const day = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(tomorrow);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: day }));
  });
  fireEvent.change(screen.getByLabelText('Preferred Time Range'), {
    target: { value: '10:00 AM - 12:00 PM' },
  });
}

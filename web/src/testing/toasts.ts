import type { ShownToast } from '@rha/design-system';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits until the last toast raised is an error toast saying `description`. */
export async function expectErrorToast(
  lastToast: () => ShownToast | undefined,
  description: string,
): Promise<void> {
  await waitFor(() =>
    expect(lastToast()).toMatchObject({ title: 'Error', description, variant: 'destructive' }),
  );
}

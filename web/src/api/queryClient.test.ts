import { describe, expect, it } from 'vitest';
import { createQueryClient, FRESH_FOR_MS } from './queryClient';

describe('query defaults', () => {
  it('never retry, never refetch on window focus and keep data fresh for five minutes', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.staleTime).toBe(FRESH_FOR_MS);
    expect(FRESH_FOR_MS).toBe(300_000);
  });
});

import { describe, expect, it } from 'vitest';
import { attentionQueryKey } from './attention';
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

describe('after a write', () => {
  it('marks what waits for the person stale, and nothing else', async () => {
    const client = createQueryClient();
    client.setQueryData(attentionQueryKey, { items: [], counts: {} });
    client.setQueryData(['/api/user'], { fullName: 'Tanya Nome' });

    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve() })
      .execute(undefined);

    expect(client.getQueryState(attentionQueryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/user'])?.isInvalidated).toBe(false);
  });
});

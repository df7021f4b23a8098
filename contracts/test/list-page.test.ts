import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listPageSchema, listQuerySchema } from '../src/schemas.js';

const query = listQuerySchema(['name', 'newest']).extend({ region: z.string().optional() });

describe('listQuerySchema', () => {
  it('defaults to the first page of 50 in the first order with no search', () => {
    expect(query.parse({})).toEqual({ limit: 50, sort: 'name', q: '' });
  });

  it('reads the query string: a limit as text, a trimmed search, a cursor and a list filter', () => {
    expect(
      query.parse({
        limit: '20',
        q: '  ann ',
        cursor: 'eyJvIjoibmFtZSJ9',
        sort: 'newest',
        region: 'x',
      }),
    ).toEqual({ limit: 20, q: 'ann', cursor: 'eyJvIjoibmFtZSJ9', sort: 'newest', region: 'x' });
  });

  it.each([
    [{ limit: '101' }, 'Limit must be a whole number from 1 to 100'],
    [{ limit: '0' }, 'Limit must be a whole number from 1 to 100'],
    [{ limit: '2.5' }, 'Limit must be a whole number from 1 to 100'],
    [{ sort: 'rank' }, 'Please choose a sort order from the list'],
    [{ cursor: 'a+b/c=' }, 'This page link is no longer valid: start again from the first page'],
    [{ q: 'x'.repeat(101) }, 'Search must be at most 100 characters'],
  ])('refuses %j with a clear message', (input, message) => {
    const result = query.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('refuses parameters the list does not know', () => {
    expect(query.safeParse({ page: '2' }).success).toBe(false);
  });
});

describe('listPageSchema', () => {
  it('holds the items and a cursor that is null on the last page', () => {
    const page = listPageSchema(z.object({ id: z.string() }));
    expect(page.parse({ items: [{ id: 'a' }], nextCursor: null })).toEqual({
      items: [{ id: 'a' }],
      nextCursor: null,
    });
    expect(page.safeParse({ items: [], nextCursor: 'not base64url!' }).success).toBe(false);
  });
});

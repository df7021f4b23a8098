// The query parameters and page shape every cursor-paged list documents.
import { z } from 'zod';
import {
  LIST_CURSOR_MAX,
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  LIST_SEARCH_MAX,
} from '../schemas/list-page.js';

/** `cursor`, `limit`, `sort` (one of `sorts`, the first by default) and `q`. */
export function listQueryParameters<const Sorts extends readonly [string, ...string[]]>(
  sorts: Sorts,
  searched: string,
) {
  return z.object({
    cursor: z.string().max(LIST_CURSOR_MAX).optional().meta({
      description:
        "The previous page's `nextCursor`; absent for the first page. A cursor made under another `sort`, or not made by the server, is a 400 naming `cursor`.",
    }),
    limit: z.int().min(1).max(LIST_LIMIT_MAX).meta({ default: LIST_LIMIT_DEFAULT }).optional(),
    sort: z.enum(sorts).meta({ default: sorts[0] }).optional(),
    q: z
      .string()
      .max(LIST_SEARCH_MAX)
      .optional()
      .meta({
        description: `Keeps the entries whose ${searched} holds it anywhere, ignoring case (\`%\` and \`_\` are plain characters); blank keeps all.`,
      }),
  });
}

export const NextCursor = z
  .string()
  .nullable()
  .meta({ description: 'Pass as `cursor` for the next page; null on the last page.' });

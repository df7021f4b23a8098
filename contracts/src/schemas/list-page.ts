import { z } from 'zod';
import { messages } from './messages.js';

const m = messages.lists;

/** Entries a list page holds unless the caller asks for fewer. */
export const LIST_LIMIT_DEFAULT = 50;
/** The most entries one page may hold, whatever the caller asks. */
export const LIST_LIMIT_MAX = 100;
export const LIST_SEARCH_MAX = 100;
/** Long enough for any key a list sorts by; longer is no cursor of ours. */
export const LIST_CURSOR_MAX = 600;

/** A cursor is opaque to callers: base64url text the server made from the last entry's key. */
export const listCursorSchema = z
  .string()
  .max(LIST_CURSOR_MAX, m.invalidCursor)
  .regex(/^[A-Za-z0-9_-]+$/, m.invalidCursor);

/**
 * The query every paged list takes: where to continue (`cursor`, absent for the first page), how
 * many entries, which of the list's orders (`sorts`, the first being the default) and a text to
 * look for (blank keeps everything). Each list adds its own filters with `.extend`.
 */
export function listQuerySchema<const Sorts extends readonly [string, ...string[]]>(sorts: Sorts) {
  return z.strictObject({
    cursor: listCursorSchema.optional().meta({
      description:
        "The previous page's `nextCursor`; absent for the first page. A cursor made under another `sort`, or not made by the server, is a 400 naming `cursor`.",
    }),
    limit: z.coerce
      .number({ message: m.invalidLimit(LIST_LIMIT_MAX) })
      .int(m.invalidLimit(LIST_LIMIT_MAX))
      .min(1, m.invalidLimit(LIST_LIMIT_MAX))
      .max(LIST_LIMIT_MAX, m.invalidLimit(LIST_LIMIT_MAX))
      .default(LIST_LIMIT_DEFAULT),
    sort: z.enum(sorts, { message: m.invalidSort }).default(sorts[0]),
    q: z.string().trim().max(LIST_SEARCH_MAX, m.searchTooLong(LIST_SEARCH_MAX)).default('').meta({
      description:
        'Keeps the entries that hold it anywhere in the text the list searches, ignoring case (`%` and `_` are plain characters); blank keeps all.',
    }),
  });
}

/** Where the next page starts: the cursor to pass, null on the last page. */
export const nextCursorSchema = listCursorSchema
  .nullable()
  .meta({ description: 'Pass as `cursor` for the next page; null when this is the last.' });

/** One page of a list: its entries and the cursor of the next page, null on the last one. */
export function listPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    nextCursor: nextCursorSchema,
  });
}

export interface ListPage<Item> {
  items: Item[];
  nextCursor: string | null;
}

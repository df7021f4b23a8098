import type { Stroke } from '@rha/contracts';
import type { Knex } from 'knex';
import type { JobParty } from '../lifecycle/job-parties.js';

/** A row of `photo_strokes`: one mark on a photo, under the id its device made. */
export interface StrokeRow {
  file_id: string;
  id: string;
  author_id: string;
  author_role: JobParty;
  stroke: Stroke;
  created_at: Date;
}

type Queryable = Knex | Knex.Transaction;

const TABLE = 'photo_strokes';

const oldestFirst = [
  { column: 'created_at', order: 'asc' },
  { column: 'id', order: 'asc' },
] as const;

/** The marks of several photos, each oldest first. */
export async function strokesOfFiles(
  db: Queryable,
  fileIds: readonly string[],
): Promise<Map<string, StrokeRow[]>> {
  const strokes = new Map<string, StrokeRow[]>(fileIds.map((id) => [id, []]));
  if (fileIds.length === 0) return strokes;
  const rows: StrokeRow[] = await db(TABLE)
    .select('*')
    .whereIn('file_id', fileIds)
    .orderBy([...oldestFirst]);
  for (const row of rows) strokes.get(row.file_id)?.push(row);
  return strokes;
}

export async function countStrokes(db: Queryable, fileId: string): Promise<number> {
  const [row] = await db(TABLE).where({ file_id: fileId }).count<{ count: string }[]>('* as count');
  return Number(row?.count ?? 0);
}

/** Marks whose ids the photo does not carry yet; ids it carries keep the mark stored first. */
export async function insertStrokes(
  db: Queryable,
  fileId: string,
  author: { id: string; role: JobParty },
  strokes: readonly Stroke[],
  now: Date,
): Promise<void> {
  // One by one, so marks drawn in one go keep their order by time.
  for (const [index, stroke] of strokes.entries()) {
    await db(TABLE)
      .insert({
        file_id: fileId,
        id: stroke.id,
        author_id: author.id,
        author_role: author.role,
        stroke: JSON.stringify(stroke),
        created_at: new Date(now.getTime() + index),
      })
      .onConflict(['file_id', 'id'])
      .ignore();
  }
}

/** Removes the author's own mark; false when there was none of theirs under that id. */
export async function deleteOwnStroke(
  db: Queryable,
  fileId: string,
  strokeId: string,
  authorId: string,
): Promise<boolean> {
  const removed = await db(TABLE)
    .where({ file_id: fileId, id: strokeId, author_id: authorId })
    .delete();
  return removed > 0;
}

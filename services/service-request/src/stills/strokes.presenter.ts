import type { PhotoStrokes, StoredStroke } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/service-request';
import type { StrokeRow } from './strokes.repo.js';

type Schemas = components['schemas'];

export function presentStroke(row: StrokeRow): StoredStroke & Schemas['StoredStroke'] {
  return {
    stroke: row.stroke,
    authorId: row.author_id,
    authorRole: row.author_role,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentPhotoStrokes(
  fileId: string,
  rows: readonly StrokeRow[],
): PhotoStrokes & Schemas['PhotoStrokes'] {
  return { fileId, items: rows.map(presentStroke) };
}

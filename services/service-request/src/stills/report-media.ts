import type { Knex } from 'knex';
import { storedPhotosOf, storedRecordingsOf, type JobFileRow } from '../files/job-files.repo.js';
import { strokesOfFiles, type StrokeRow } from './strokes.repo.js';

export interface ReportMedia {
  photos: JobFileRow[];
  strokes: ReadonlyMap<string, StrokeRow[]>;
  recordings: JobFileRow[];
}

/** The photos with their marks and the recordings of several jobs, read in three queries. */
export async function reportMediaOf(
  db: Knex | Knex.Transaction,
  requestIds: readonly string[],
): Promise<{ of: (requestId: string) => ReportMedia }> {
  const [photos, recordings] = await Promise.all([
    storedPhotosOf(db, requestIds),
    storedRecordingsOf(db, requestIds),
  ]);
  const photoIds = [...photos.values()].flat().map((photo) => photo.id);
  const strokes = await strokesOfFiles(db, photoIds);
  return {
    of: (requestId) => ({
      photos: photos.get(requestId) ?? [],
      strokes,
      recordings: recordings.get(requestId) ?? [],
    }),
  };
}

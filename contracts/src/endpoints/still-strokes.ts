// The schemas of a photo's marks as the endpoints answer them, shared by service-request's and the bff's entries.
import { z } from 'zod';
import { strokeSchema, STROKE_AUTHOR_ROLES } from '../schemas/stills.js';
import { problemResponse } from './problem.js';

export const StoredStroke = z
  .strictObject({
    stroke: strokeSchema,
    authorId: z.uuid(),
    authorRole: z.enum(STROKE_AUTHOR_ROLES),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'StoredStroke', description: 'A mark on a photo and who drew it.' });

export const PhotoStrokes = z
  .strictObject({
    fileId: z.uuid(),
    items: z.array(StoredStroke).max(100).meta({ description: 'Oldest first.' }),
  })
  .meta({ id: 'PhotoStrokes', description: "A photo's marks, oldest first." });

/** The answers every stroke endpoint shares, by status. */
export const strokeProblems = {
  invalid: problemResponse(
    'StrokesInvalid',
    'Invalid marks, one entry per field, e.g. `strokes.0.to.x` (`A point must lie on the photo`) or `strokes.0.text` (`Please write the text to place`); `strokes` when the photo would carry more than 100 marks.',
  ),
  unauthorized: problemResponse(
    'StrokesUnauthorized',
    'No bearer token, or the token is invalid or expired.',
  ),
  notFound: problemResponse(
    'StrokesPhotoNotFound',
    "No stored photo with this id that the caller may draw on (`not_found`): only the job's assigned technician, a user of its company and admins may.",
  ),
  held: problemResponse(
    'StrokesJobHeld',
    "A technician suspended or rejected while holding the job, which waits for an admin's decision (`job_awaiting_decision`).",
  ),
  failure: problemResponse('StrokesError', 'Any other failure, as RFC 9457 problem details.'),
};

export const FileIdParameter = z.guid().meta({
  param: {
    description:
      "The photo's id; a file the caller may not draw on answers 404 like an unknown one.",
    id: 'StrokesFileId',
  },
});

export const StrokeIdParameter = z.guid().meta({
  param: { description: "The mark's id, as its device made it.", id: 'StrokeId' },
});

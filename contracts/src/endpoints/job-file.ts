// A file on a job as the service-request service answers it; its own module so that the
// service's entry files can share it without importing one another.
import { z } from 'zod';
import { JOB_FILE_KINDS } from '../reference/job-files.js';

export const JobFileKind = z.enum(JOB_FILE_KINDS).meta({
  description:
    "A photo of the work, a file attached to a message, a document the company supplied with its request, the technician's recorded clip, the expert's voice note, or a cost's receipt.",
  id: 'JobFileKind',
});

export const JobFile = z
  .strictObject({
    id: z.uuid().meta({
      description:
        'Random and unguessable; the bytes are read through the file paths by this id, checked on every read.',
    }),
    kind: JobFileKind,
    fileName: z.string(),
    contentType: z.string(),
    size: z.int().min(1).max(26214400),
    width: z
      .int()
      .min(1)
      .nullable()
      .meta({ description: 'Pixels, for images; null for documents.' }),
    height: z.int().min(1).nullable(),
    capturedAt: z.iso
      .datetime({ offset: true })
      .meta({ description: 'When the device took or picked it.' }),
    receivedAt: z.iso
      .datetime({ offset: true })
      .meta({ description: 'When the server had all of it.' }),
  })
  .meta({ id: 'JobFile' });

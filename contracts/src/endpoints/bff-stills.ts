// The bff's entries for the marks drawn on a job's photos; listed in bff.ts's document.
import { z } from 'zod';
import { newStrokesSchema } from '../schemas/stills.js';
import { endpoint } from './define.js';
import {
  FileIdParameter,
  PhotoStrokes,
  StrokeIdParameter,
  strokeProblems as p,
} from './still-strokes.js';

const parties = ['company', 'technician', 'admin'] as const;

export const bffStillsEndpoints = [
  endpoint({
    operationId: 'listPhotoStrokes',
    forwardsTo: { service: 'service-request', operationId: 'listPhotoStrokes' },
    method: 'get',
    path: '/api/stills/{fileId}/strokes',
    service: 'bff',
    roles: parties,
    tags: ['job-files'],
    summary: "A job photo's marks",
    params: z.object({ fileId: FileIdParameter }),
    responses: {
      '200': {
        description: 'The marks.',
        content: { 'application/json': { schema: PhotoStrokes } },
      },
      '401': p.unauthorized,
      '404': p.notFound,
      default: p.failure,
    },
  }),
  endpoint({
    operationId: 'addPhotoStrokes',
    forwardsTo: { service: 'service-request', operationId: 'addPhotoStrokes' },
    method: 'post',
    path: '/api/stills/{fileId}/strokes',
    service: 'bff',
    roles: parties,
    tags: ['job-files'],
    summary: 'Draw marks on a job photo',
    description:
      "The job's assigned technician, a user of its company or an admin, whatever the job's status. A mark whose id the photo already carries is kept as it was, so marks sent again after a drop, or first over a call, are stored once.",
    params: z.object({ fileId: FileIdParameter }),
    body: { content: { 'application/json': { schema: newStrokesSchema } }, required: true },
    responses: {
      '201': {
        description: "All the photo's marks.",
        content: { 'application/json': { schema: PhotoStrokes } },
      },
      '400': p.invalid,
      '401': p.unauthorized,
      '403': p.held,
      '404': p.notFound,
      default: p.failure,
    },
  }),
  endpoint({
    operationId: 'removePhotoStroke',
    forwardsTo: { service: 'service-request', operationId: 'removePhotoStroke' },
    method: 'delete',
    path: '/api/stills/{fileId}/strokes/{strokeId}',
    service: 'bff',
    roles: parties,
    tags: ['job-files'],
    summary: "Take back one of the caller's own marks",
    description: "Only the one who drew it; anyone else's mark answers 404 like an unknown one.",
    params: z.object({ fileId: FileIdParameter, strokeId: StrokeIdParameter }),
    responses: {
      '204': { description: 'Removed.' },
      '401': p.unauthorized,
      '403': p.held,
      '404': p.notFound,
      default: p.failure,
    },
  }),
];

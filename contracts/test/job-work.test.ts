import { describe, expect, it } from 'vitest';
import { MAX_JOB_FILE_BYTES, PHOTO_LIMITS_BY_TYPE } from '../src/reference.js';
import {
  acceptsContentType,
  messages,
  messagesReadSchema,
  newJobFileSchema,
  newJobMessageSchema,
  newRatingSchema,
  uploadMetadataSchema,
} from '../src/schemas.js';
import { issuesByField } from './helpers.js';

const clientId = '6f1c2a9e-3b7d-4c5e-9f10-2a3b4c5d6e7f';
const requestId = '0b6c1f3e-8d2a-4e5f-9a7b-1c2d3e4f5a6b';
const capturedAt = new Date(Date.now() - 60_000).toISOString();

describe('job files', () => {
  const photo = {
    kind: 'photo',
    clientId,
    fileName: 'panel.jpg',
    contentType: 'image/jpeg',
    size: 1_500_000,
    capturedAt,
  };

  it('takes a photo without its location unless the technician keeps it', () => {
    expect(newJobFileSchema.parse(photo)).toEqual({ ...photo, keepLocation: false });
    expect(newJobFileSchema.parse({ ...photo, keepLocation: true }).keepLocation).toBe(true);
  });

  it('refuses a file over 25 MB, and an empty one', () => {
    expect(issuesByField(newJobFileSchema, { ...photo, size: MAX_JOB_FILE_BYTES + 1 })).toEqual({
      size: [messages.jobFiles.tooLarge(25)],
    });
    expect(issuesByField(newJobFileSchema, { ...photo, size: 0 })).toEqual({
      size: [messages.jobFiles.invalidSize],
    });
  });

  it('takes only images as photos, and documents too as attachments', () => {
    expect(issuesByField(newJobFileSchema, { ...photo, contentType: 'application/pdf' })).toEqual({
      contentType: [messages.jobFiles.unsupportedPhotoType],
    });
    expect(
      newJobFileSchema.parse({ ...photo, kind: 'attachment', contentType: 'application/pdf' }).kind,
    ).toBe('attachment');
    expect(
      issuesByField(newJobFileSchema, { ...photo, kind: 'attachment', contentType: 'text/html' }),
    ).toEqual({ contentType: [messages.jobFiles.unsupportedAttachmentType] });
    expect(acceptsContentType('photo', 'image/heic')).toBe(false);
    expect(acceptsContentType('photo', 'image/webp')).toBe(true);
  });

  it('reads the upload metadata the browser sends as text', () => {
    const metadata = {
      requestId,
      kind: 'photo',
      clientId,
      fileName: 'panel.png',
      contentType: 'IMAGE/PNG',
      capturedAt,
    };
    expect(uploadMetadataSchema.parse(metadata)).toEqual({
      ...metadata,
      contentType: 'image/png',
      keepLocation: 'false',
    });
    expect(issuesByField(uploadMetadataSchema, { ...metadata, requestId: '../etc' })).toEqual({
      requestId: [messages.jobFiles.uploadNotFound],
    });
  });

  it('holds Remote Eyes to the photos it advertises', () => {
    expect(PHOTO_LIMITS_BY_TYPE['remote-eyes']).toBe(20);
  });
});

describe('job messages', () => {
  it('takes text, attachments or both, never neither', () => {
    expect(newJobMessageSchema.parse({ clientId, text: ' On my way. ' })).toEqual({
      clientId,
      text: 'On my way.',
      attachmentIds: [],
    });
    expect(newJobMessageSchema.parse({ clientId, attachmentIds: [requestId] }).text).toBe('');
    expect(issuesByField(newJobMessageSchema, { clientId, text: '   ' })).toEqual({
      text: [messages.jobMessages.textRequired],
    });
  });

  it('bounds the attachments of one message', () => {
    const attachmentIds = Array.from({ length: 6 }, () => requestId);
    expect(issuesByField(newJobMessageSchema, { clientId, text: 'Six', attachmentIds })).toEqual({
      attachmentIds: [messages.jobMessages.tooManyAttachments(5)],
    });
  });

  it('needs the id of the last message read', () => {
    expect(issuesByField(messagesReadSchema, { through: 'latest' })).toEqual({
      through: [messages.jobMessages.invalidThrough],
    });
  });
});

describe('ratings', () => {
  it('takes a whole score from 1 to 5 with an optional comment', () => {
    expect(newRatingSchema.parse({ score: 5 })).toEqual({ score: 5, comment: '' });
    for (const score of [0, 6, 4.5, '5']) {
      expect(issuesByField(newRatingSchema, { score })).toEqual({
        score: [messages.ratings.scoreRequired],
      });
    }
  });
});

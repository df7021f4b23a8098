import { describe, expect, it } from 'vitest';
import { RECORDING_LIMITS } from '../src/reference.js';
import { messages, newJobFileSchema, newStrokesSchema, STILL_LIMITS } from '../src/schemas.js';
import { issuesByField } from './helpers.js';

const id = '6f1c2a9e-3b7d-4c5e-9f10-2a3b4c5d6e7f';
const m = messages.stills;

describe('strokes', () => {
  it('takes arrows, circles and texts placed on the photo', () => {
    const strokes = [
      { id, tool: 'arrow', from: { x: 0, y: 0.5 }, to: { x: 1, y: 0.25 } },
      { id, tool: 'circle', from: { x: 0.5, y: 0.5 }, to: { x: 0.6, y: 0.5 } },
      { id, tool: 'text', at: { x: 0.1, y: 0.9 }, text: '  Breaker 3  ' },
    ];
    expect(newStrokesSchema.parse({ strokes }).strokes[2]).toMatchObject({ text: 'Breaker 3' });
  });

  it('names the field of a point off the photo, an empty text and an unknown tool', () => {
    expect(
      issuesByField(newStrokesSchema, {
        strokes: [
          { id, tool: 'arrow', from: { x: 0, y: 0 }, to: { x: 1.2, y: 0 } },
          { id, tool: 'text', at: { x: 0, y: 0 }, text: ' ' },
          { id, tool: 'freehand', from: { x: 0, y: 0 }, to: { x: 0, y: 0 } },
        ],
      }),
    ).toEqual({
      'strokes.0.to.x': [m.invalidPoint],
      'strokes.1.text': [m.textRequired],
      'strokes.2.tool': [m.invalidStroke],
    });
  });

  it('bounds the text and the number of marks sent at once', () => {
    const long = 'x'.repeat(STILL_LIMITS.textMax + 1);
    expect(
      issuesByField(newStrokesSchema, {
        strokes: [{ id, tool: 'text', at: { x: 0, y: 0 }, text: long }],
      }),
    ).toEqual({ 'strokes.0.text': [messages.common.tooLong(STILL_LIMITS.textMax)] });
    const arrow = { id, tool: 'arrow', from: { x: 0, y: 0 }, to: { x: 1, y: 1 } };
    const many = Array.from({ length: STILL_LIMITS.strokesPerRequestMax + 1 }, () => arrow);
    expect(issuesByField(newStrokesSchema, { strokes: many })).toEqual({
      strokes: [m.tooManyStrokes(STILL_LIMITS.strokesPerRequestMax)],
    });
  });
});

describe('recordings', () => {
  const clip = {
    kind: 'clip',
    clientId: id,
    fileName: 'clip.webm',
    contentType: 'video/webm;codecs=vp8,opus',
    size: 900_000,
    capturedAt: new Date(Date.now() - 60_000).toISOString(),
  };

  it("takes a recorder's type without its codecs", () => {
    expect(newJobFileSchema.parse(clip).contentType).toBe('video/webm');
    expect(
      newJobFileSchema.parse({ ...clip, kind: 'voiceNote', contentType: 'audio/ogg' }).contentType,
    ).toBe('audio/ogg');
  });

  it('refuses a clip of another type and one over its size', () => {
    expect(issuesByField(newJobFileSchema, { ...clip, contentType: 'image/jpeg' })).toEqual({
      contentType: [messages.jobFiles.unsupportedClipType],
    });
    expect(
      issuesByField(newJobFileSchema, { ...clip, kind: 'voiceNote', contentType: 'video/webm' }),
    ).toEqual({ contentType: [messages.jobFiles.unsupportedVoiceNoteType] });
    expect(
      issuesByField(newJobFileSchema, { ...clip, size: RECORDING_LIMITS.clip.maxBytes + 1 }),
    ).toEqual({ size: [messages.jobFiles.tooLarge(3)] });
  });
});

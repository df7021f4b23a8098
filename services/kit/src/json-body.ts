import { bodyParser } from '@koa/bodyparser';
import type Koa from 'koa';
import { HttpProblem, problems } from './errors.js';
import { hasLoneSurrogate, unstorableTextProblem } from './unstorable-text.js';

/**
 * The deepest nesting of arrays and objects a JSON body may have. Every form of the product is a
 * few levels deep; a body nested thousands of levels deep can only be an attack on whatever walks
 * it recursively later (a schema, JSON.stringify when it is passed on).
 */
export const JSON_MAX_DEPTH = 32;

/** The Content-Encodings the body parser decodes (besides none); any other is refused unread. */
const DECODED_ENCODINGS = ['gzip', 'deflate', 'br'];

/**
 * Parses JSON bodies of POST, PUT and PATCH up to `limit`, and turns every way a body can be
 * unreadable into a 4xx: an undecodable Content-Encoding 415, a body that is not what its headers
 * claim (broken compression, invalid JSON, nesting deeper than JSON_MAX_DEPTH) 400, too large 413;
 * a body with half a surrogate pair in it is 400 unstorable_text.
 */
export function jsonBody(limit: string): Koa.Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: limit,
    jsonStrict: true,
    onError(error) {
      throw unreadableBody(error);
    },
  });
  return async (ctx, next) => {
    await parse(ctx, async () => {
      const raw = (ctx.request as { rawBody?: unknown }).rawBody;
      if (typeof raw === 'string' && nestingDepth(raw) > JSON_MAX_DEPTH) {
        throw problems.badRequest(
          'json_too_deep',
          `The request body is nested deeper than ${JSON_MAX_DEPTH} levels.`,
        );
      }
      if (hasLoneSurrogate(ctx.request.body)) throw unstorableTextProblem();
      await next();
    });
  };
}

function unreadableBody(error: unknown): unknown {
  const { status, type, code } = (error ?? {}) as {
    status?: unknown;
    type?: unknown;
    code?: unknown;
  };
  if (type === 'entity.too.large' || status === 413) return problems.payloadTooLarge();
  if (status === 415) return unsupportedEncoding();
  // co-body marks unparsable JSON (and prototype-poisoning attempts) as a 400 SyntaxError.
  if (error instanceof SyntaxError) {
    return problems.badRequest('invalid_json', 'The request body is not valid JSON.');
  }
  // zlib's errors (Z_DATA_ERROR and friends): the bytes are not in the encoding the header names.
  if (typeof code === 'string' && code.startsWith('Z_')) {
    return problems.badRequest(
      'undecodable_body',
      'The request body is not encoded as its Content-Encoding says.',
    );
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return problems.badRequest('unreadable_body', 'The request body could not be read.');
  }
  // A dropped link and the like keep their own handling.
  return error;
}

function unsupportedEncoding(): HttpProblem {
  return new HttpProblem({
    status: 415,
    code: 'unsupported_content_encoding',
    detail: `The request's Content-Encoding is not supported: send the body as it is or in ${DECODED_ENCODINGS.join(', ')}.`,
    // RFC 7694: a 415 for a content coding names the ones the server takes.
    headers: { 'accept-encoding': DECODED_ENCODINGS.join(', ') },
  });
}

/** How deeply arrays and objects nest in a JSON text; brackets inside strings do not count. */
export function nestingDepth(json: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < json.length; index += 1) {
    const char = json[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === ']' || char === '}') {
      depth -= 1;
    }
  }
  return deepest;
}

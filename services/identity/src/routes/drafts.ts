import Router from '@koa/router';
import { handle, problems } from '@rha/kit';
import type { Knex } from 'knex';
import { deleteSignupDraft, lookupSignupDraft, saveSignupDraft } from '../domain/drafts.js';
import { presentDraft, presentSavedDraft } from '../presenters/draft.js';
import { draftAlert, draftRefSchema, draftSchema } from './drafts.schema.js';

export interface DraftsRoutesDeps {
  db: Knex;
  draftTtlHours: number;
}

/**
 * DELETE /drafts/{uuid}, taking only a uuid-shaped segment: /drafts/lookup stays the lookup's own address,
 * so another method on it is told 405 rather than read as a draft's uuid.
 */
const draftPath = /^\/drafts\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** A DELETE carries no body, so the draft's key travels in this header. */
export const DRAFT_SECRET_HEADER = 'x-draft-secret';

/** Anonymous: the visitor saves the sign-up form before creating the account it belongs to. */
export function draftsRoutes({ db, draftTtlHours }: DraftsRoutesDeps): Router {
  const router = new Router();

  router.post(
    '/drafts',
    handle({ body: draftSchema, invalidDetail: draftAlert }, async (ctx, { body }) => {
      const saved = await saveSignupDraft(db, body, draftTtlHours);
      ctx.status = saved.created ? 201 : 200;
      ctx.body = presentSavedDraft(saved.draft, saved.secret);
    }),
  );

  router.post(
    '/drafts/lookup',
    handle({ body: draftRefSchema }, async (ctx, { body }) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentDraft(await lookupSignupDraft(db, body));
    }),
  );

  router.delete(draftPath, async (ctx) => {
    const parsed = draftRefSchema.safeParse({
      uuid: ctx.captures?.[0],
      secret: ctx.get(DRAFT_SECRET_HEADER),
    });
    if (!parsed.success) {
      throw problems.validation(
        parsed.error.issues.map((issue) => ({
          field: issue.path[0] === 'secret' ? DRAFT_SECRET_HEADER : 'uuid',
          message: issue.message,
        })),
      );
    }
    await deleteSignupDraft(db, parsed.data);
    ctx.status = 204;
  });

  return router;
}

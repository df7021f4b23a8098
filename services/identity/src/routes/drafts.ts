import Router from '@koa/router';
import type { TmpUserDraft, TmpUserRef } from '@rha/contracts';
import { problems, validate } from '@rha/kit';
import type { Knex } from 'knex';
import { deleteSignupDraft, lookupSignupDraft, saveSignupDraft } from '../domain/drafts.js';
import { presentDraft, presentSavedDraft } from '../presenters/draft.js';
import { draftRefSchema, validateDraft } from './drafts.schema.js';

export interface DraftsRoutesDeps {
  db: Knex;
  draftTtlHours: number;
}

/** Anonymous: the visitor saves the sign-up form before creating the account it belongs to. */
export function draftsRoutes({ db, draftTtlHours }: DraftsRoutesDeps): Router {
  const router = new Router();

  router.post('/drafts', validateDraft(), async (ctx) => {
    const saved = await saveSignupDraft(db, ctx.state.body as TmpUserDraft, draftTtlHours);
    ctx.status = saved.created ? 201 : 200;
    ctx.body = presentSavedDraft(saved.draft);
  });

  router.post('/drafts/lookup', validate({ body: draftRefSchema }), async (ctx) => {
    const { uuid } = ctx.state.body as TmpUserRef;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentDraft(await lookupSignupDraft(db, uuid));
  });

  router.delete('/drafts/:uuid', async (ctx) => {
    const parsed = draftRefSchema.safeParse({ uuid: ctx.params.uuid });
    if (!parsed.success) {
      throw problems.validation(
        parsed.error.issues.map((issue) => ({ field: 'uuid', message: issue.message })),
      );
    }
    await deleteSignupDraft(db, parsed.data.uuid);
    ctx.status = 204;
  });

  return router;
}

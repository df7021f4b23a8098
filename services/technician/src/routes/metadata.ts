import Router from '@koa/router';
import { ONBOARDING_STEPS } from '@rha/contracts/reference';
import { handle, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { onboardingStepNotFound } from '../domain/errors.js';
import { getOwnRecord, replaceOwnMetadata, updateOwnMetadata } from '../domain/metadata.js';
import { saveOnboardingStep } from '../domain/onboarding.js';
import { presentMetadata } from '../presenters/metadata.js';
import { metadataChangesBody, stepBody, wholeMetadataBody } from './metadata.schema.js';

export interface MetadataRoutesDeps {
  db: Knex;
  auth: Auth;
}

export function metadataRoutes({ db, auth }: MetadataRoutesDeps): Router {
  const router = new Router();
  const technician = auth.requireRole('technician');

  router.get(
    '/technicians/me/metadata',
    handle({ auth: technician }, async (ctx, { auth: caller }) => {
      const row = await getOwnRecord(db, caller.subject);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentMetadata(caller.subject, row);
    }),
  );

  router.put(
    '/technicians/me/metadata',
    handle({ auth: technician, body: wholeMetadataBody }, async (ctx, { auth: caller, body }) => {
      const row = await replaceOwnMetadata(db, caller.subject, body);
      ctx.body = presentMetadata(caller.subject, row);
    }),
  );

  router.patch(
    '/technicians/me/metadata',
    handle({ auth: technician, body: metadataChangesBody }, async (ctx, { auth: caller, body }) => {
      const row = await updateOwnMetadata(db, caller.subject, body);
      ctx.body = presentMetadata(caller.subject, row);
    }),
  );

  // One route per step, each validating that step's own fields.
  for (const step of ONBOARDING_STEPS) {
    router.put(
      `/technicians/me/onboarding/steps/${step}`,
      handle({ auth: technician, body: stepBody(step) }, async (ctx, { auth: caller, body }) => {
        const row = await saveOnboardingStep(db, {
          technician: signedInUser(caller),
          step,
          fields: body,
          correlationId: ctx.state.requestId,
        });
        ctx.body = presentMetadata(caller.subject, row);
      }),
    );
  }

  router.put(
    '/technicians/me/onboarding/steps/:step',
    handle({ auth: technician }, () => {
      throw onboardingStepNotFound();
    }),
  );

  return router;
}

import Router from '@koa/router';
import { companySettingsSchema, emailConfirmationSchema, userProfileSchema } from '@rha/contracts';
import { byRole, callerOf, handle, type Auth } from '@rha/kit';
import type Koa from 'koa';
import type { CompanyApi, FieldRename } from '../clients/company.js';
import type { IdentityApi } from '../clients/identity.js';
import type { TechnicianApi } from '../clients/technician.js';
import { composeUser } from '../presenters/user.js';
import { likelyUserType, locationFields, userLocationOf } from './user-location.js';

export interface ProfileRoutesDeps {
  auth: Auth;
  identity: IdentityApi;
  company: CompanyApi;
  technician: TechnicianApi;
}

/** The company service nests what the panel sends flat; its field errors name the panel's fields. */
const panelField: FieldRename = (field) => {
  if (field === 'location.id') return 'locationId';
  return field.replace(/^location\./, '');
};

/**
 * PATCH /api/profile: the Company Profile panel's save for companies; a technician's (or an
 * admin's) own name, e-mail and phone otherwise. userType is accepted as the browser sends it but
 * never changes the role: only sign-up assigns one. A new e-mail address waits in identity until
 * POST /api/profile/email-confirmation brings the token mailed to it.
 */
export function profileRoutes(deps: ProfileRoutesDeps): Router {
  const router = new Router();
  const contactDetails = contactDetailsSave(deps);

  router.patch(
    '/api/profile',
    byRole(deps.auth, {
      company: companyPanelSave(deps),
      technician: contactDetails,
      admin: contactDetails,
    }),
  );

  router.post(
    '/api/profile/email-confirmation',
    handle(
      {
        auth: deps.auth.requireRole('company', 'technician', 'admin'),
        body: emailConfirmationSchema,
      },
      async (ctx, { auth: caller, body }) => {
        const locationOf = userLocationOf(ctx, deps);
        const user = await deps.identity.confirmEmailChange(callerOf(ctx), body.token);
        ctx.body = { ...composeUser(user, caller.claims), ...(await locationOf(user.userType)) };
      },
    ),
  );

  return router;
}

/**
 * The company variant. The whole body is checked first (shared schema here, then the address
 * against the ZIP code database in the company service), company and location are saved in one
 * transaction, then the e-mail and phone go to the user's profile in identity. A failure after the
 * first write leaves a retry-safe state: saving the same panel again converges.
 */
function companyPanelSave({ auth, identity, company }: ProfileRoutesDeps): Koa.Middleware {
  return handle(
    { auth: auth.requireRole('company'), body: companySettingsSchema },
    async (ctx, { auth: signedIn, body }) => {
      const caller = callerOf(ctx);
      const saved = await company.saveProfile(
        caller,
        {
          companyName: body.companyName,
          ...(body.website !== undefined && { website: body.website }),
          location: {
            ...(body.locationId ? { id: body.locationId } : {}),
            address: body.address,
            city: body.city,
            state: body.state,
            zipCode: body.zipCode,
          },
        },
        panelField,
      );
      const user = await identity.updateCurrentUser(caller, {
        email: body.email,
        phone: body.phone,
      });
      ctx.body = { ...composeUser(user, signedIn.claims), ...locationFields(saved.location) };
    },
  );
}

/**
 * The technician and admin variant: identity owns the contact details. Answers the user as GET
 * /api/user does, the technician's location read while identity saves.
 */
function contactDetailsSave({
  auth,
  identity,
  company,
  technician,
}: ProfileRoutesDeps): Koa.Middleware {
  return handle(
    { auth: auth.requireRole('technician', 'admin'), body: userProfileSchema },
    async (ctx, { auth: caller, body }) => {
      const locationOf = userLocationOf(ctx, { company, technician });
      const likely = likelyUserType(caller.roles);
      if (likely) void locationOf(likely);
      const user = await identity.updateCurrentUser(callerOf(ctx), {
        fullName: body.fullName,
        email: body.email,
        phone: body.phone,
      });
      ctx.body = { ...composeUser(user, caller.claims), ...(await locationOf(user.userType)) };
    },
  );
}

import Router from '@koa/router';
import { companySettingsSchema } from '@rha/contracts';
import { callerOf, handle, requireCompanyCaller, type Auth } from '@rha/kit';
import type { CompanyApi, FieldRename } from '../clients/company.js';
import type { IdentityApi } from '../clients/identity.js';
import { composeUser } from '../presenters/user.js';
import { locationFields } from './user-location.js';

export interface ProfileRoutesDeps {
  auth: Auth;
  identity: IdentityApi;
  company: CompanyApi;
}

/** The company service nests what the panel sends flat; its field errors name the panel's fields. */
const panelField: FieldRename = (field) => {
  if (field === 'location.id') return 'locationId';
  return field.replace(/^location\./, '');
};

/**
 * PATCH /api/profile, company variant: the Company Profile panel's one save. The whole body is
 * checked first (shared schema here, then the address against the ZIP code database in the company
 * service), company and location are saved in one transaction, then the e-mail and phone go to the
 * user's profile in identity. A failure after the first write leaves a retry-safe state: saving the
 * same panel again converges. userType is accepted as the spec sends it but never changes the role.
 */
export function profileRoutes({ auth, identity, company }: ProfileRoutesDeps): Router {
  const router = new Router();

  router.patch(
    '/api/profile',
    handle(
      { auth: requireCompanyCaller(auth), body: companySettingsSchema },
      async (ctx, { body }) => {
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
        ctx.body = { ...composeUser(user), ...locationFields(saved.location) };
      },
    ),
  );

  return router;
}

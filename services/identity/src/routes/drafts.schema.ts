import { signupFormError } from '@rha/contracts';

export {
  tmpUserDraftSchema as draftSchema,
  tmpUserRefSchema as draftRefSchema,
} from '@rha/contracts';

/**
 * The one alert the sign-up form would show for an invalid draft: the 400's detail, so a client can
 * show that message beside the field errors.
 */
export function draftAlert(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { userType, info } = body as { userType?: unknown; info?: unknown };
  if (userType !== 'technician' && userType !== 'company') return undefined;
  return signupFormError(userType, info);
}

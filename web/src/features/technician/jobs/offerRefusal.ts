import { RequestError } from '../../../api/requestError';

/**
 * Whether the server refused because the offer is no longer open to this technician: taken by
 * someone else, closed (expired, withdrawn) or gone. Such an offer leaves the list.
 */
export function isClosedOffer(error: unknown): error is RequestError {
  return error instanceof RequestError && (error.status === 409 || error.status === 404);
}

import type { BffClient } from '@rha/contracts';
import type { ToastMessage } from '@rha/design-system';
import type { QueryKey } from '@tanstack/react-query';
import type { NewLocation, ServiceRequestForm } from '../../api/bffTypes';
import { locationsQueryKey, postLocation } from '../../api/locations';
import { userQueryKey } from '../../api/useUser';
import { failureMessage } from '../../api/requestError';
import { locationAdded, locationChangeFailed } from '../company/notices';
import { postServiceRequest, serviceRequestsQueryKey } from '../../api/serviceRequests';
import { REQUEST_FAILED, REQUEST_SUBMITTED } from '../service-request/notices';
import type { SubmissionKind } from './submissionQueue';

/** How one kind of form's submission is sent later, and what the person sees when it lands. */
export interface SubmissionHandler {
  send: (bff: BffClient, body: unknown, idempotencyKey: string) => Promise<unknown>;
  /** The form's own success notice. */
  sent: (body: unknown) => ToastMessage;
  /** The form's own failure notice, for a submission the server turned down. */
  refused: (error: unknown) => ToastMessage;
  /** The lists that show the stored record. */
  refreshes: readonly QueryKey[];
}

export const submissionHandlers: Record<SubmissionKind, SubmissionHandler> = {
  'service-request': {
    send: (bff, body, idempotencyKey) =>
      postServiceRequest(bff, body as ServiceRequestForm, idempotencyKey),
    sent: () => REQUEST_SUBMITTED,
    refused: () => REQUEST_FAILED,
    refreshes: [serviceRequestsQueryKey],
  },
  'company-location': {
    send: (bff, body, idempotencyKey) => postLocation(bff, body as NewLocation, idempotencyKey),
    sent: (body) => locationAdded(body as NewLocation),
    refused: (error) => locationChangeFailed('add', failureMessage(error)),
    // The profile's city, state and ZIP come from the first location.
    refreshes: [locationsQueryKey, userQueryKey],
  },
};

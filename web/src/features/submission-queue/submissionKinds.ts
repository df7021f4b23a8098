import type { ContactMessage, EstimateAnswers } from '@rha/contracts/schemas';
import type { BffClient } from '@rha/contracts';
import type { ToastMessage } from '@rha/design-system';
import type { QueryKey } from '@tanstack/react-query';
import type {
  CompanyProfilePanel,
  NewLocation,
  NewTechnicianLocation,
  ServiceRequestForm,
  ServiceRequestSubmitted,
  TechnicianCertificationsSave,
  TechnicianMetadataSave,
  UserProfileChanges,
} from '../../api/bffTypes';
import { companyQueryKey, saveCompanyProfile } from '../../api/companyProfile';
import { locationsQueryKey, postLocation } from '../../api/locations';
import { failureMessage, RequestError } from '../../api/requestError';
import { putEstimateOnceKnown } from '../../api/prices';
import {
  postServiceRequest,
  serviceRequestDetailsQueryKey,
  serviceRequestsQueryKey,
} from '../../api/serviceRequests';
import {
  patchTechnicianLocation,
  postTechnicianLocation,
  technicianLocationQueryKey,
} from '../../api/technicianLocation';
import { postTechnicianMetadata, technicianMetadataQueryKey } from '../../api/technicianMetadata';
import { userQueryKey } from '../../api/useUser';
import { patchUserProfile } from '../../api/userProfile';
import {
  locationAdded,
  locationChangeFailed,
  PROFILE_SAVED,
  profileSaveFailed,
} from '../company/notices';
import { MESSAGE_FAILED, MESSAGE_SENT, messageRefused } from '../contact/notices';
import { sendContactMessage } from '../contact/sendContactMessage';
import { jobFileUploads } from '../job-files/jobFileUploads';
import { REQUEST_FORM_HOLDER, submissionHolder } from '../service-request/documentHolders';
import { REQUEST_FAILED, REQUEST_SUBMITTED } from '../service-request/notices';
import {
  CERTIFICATIONS_SAVED,
  CONTACT_SAVED,
  LOCATION_ADD_FAILED,
  LOCATION_ADDED,
  LOCATION_UPDATE_FAILED,
  LOCATION_UPDATED,
  METADATA_SAVED,
  metadataSaveFailed,
  settingsSaveFailed,
} from '../technician/notices';
import { ESTIMATE_NOT_SAVED } from '../prices/notices';
import { takeHeldEstimate } from '../prices/heldEstimates';
import { addSubmission, type SubmissionKind } from './submissionQueue';

/** A queued request's estimate answers, sent once the request is stored. */
interface HeldEstimateBody {
  requestId: string;
  answers: EstimateAnswers;
}

/** How one kind of form's submission is sent later, and what the person sees when it lands. */
export interface SubmissionHandler {
  send: (bff: BffClient, body: unknown, idempotencyKey: string) => Promise<unknown>;
  /**
   * The form's own success notice. A follow-up with no form of its own (a queued request's
   * estimate) lands silently: a notice of its own would replace the one the person waits for.
   */
  sent?: (body: unknown) => ToastMessage;
  /** The form's own failure notice, for a submission the server turned down. */
  refused: (error: unknown) => ToastMessage;
  /** The lists that show the stored record. */
  refreshes: readonly QueryKey[];
  /** A form anyone may send, signed in or not: its submissions go out signed out too. */
  public?: true;
  /** What waited on the device for the submission to be stored goes on with the server's answer. */
  landed?: (result: unknown, submissionId: string) => Promise<void>;
  /** The form gets back what waited for a submission the server turned down. */
  bounced?: (submissionId: string) => Promise<void>;
  /** No form stands behind it: a refusal is told, and nothing is put back as a draft. */
  formless?: true;
}

// The profile's city, state and ZIP come from the (first) location.
const LOCATION_VIEWS = [locationsQueryKey, userQueryKey] as const;
const TECHNICIAN_LOCATION_VIEWS = [technicianLocationQueryKey, userQueryKey] as const;

export const submissionHandlers: Record<SubmissionKind, SubmissionHandler> = {
  'service-request': {
    send: (bff, body, idempotencyKey) =>
      postServiceRequest(bff, body as ServiceRequestForm, idempotencyKey),
    sent: () => REQUEST_SUBMITTED,
    refused: () => REQUEST_FAILED,
    refreshes: [serviceRequestsQueryKey],
    // The documents picked with it start uploading to the stored request, and its estimate
    // answers follow it in a submission of their own.
    landed: async (result, submissionId) => {
      const stored = result as ServiceRequestSubmitted;
      const answers = takeHeldEstimate(submissionId);
      if (answers) {
        addSubmission({
          id: crypto.randomUUID(),
          kind: 'request-estimate',
          body: { requestId: stored.id, answers } satisfies HeldEstimateBody,
          draftKey: '',
          queuedAt: new Date().toISOString(),
        });
      }
      await jobFileUploads.release(submissionHolder(submissionId), stored.id);
    },
    bounced: async (submissionId) => {
      takeHeldEstimate(submissionId);
      await jobFileUploads.passHeld(submissionHolder(submissionId), REQUEST_FORM_HOLDER);
    },
  },
  'request-estimate': {
    send: (bff, body) => {
      const { requestId, answers } = body as HeldEstimateBody;
      return putEstimateOnceKnown(bff, requestId, answers);
    },
    refused: () => ESTIMATE_NOT_SAVED,
    refreshes: [serviceRequestDetailsQueryKey],
    formless: true,
  },
  'company-location': {
    send: (bff, body, idempotencyKey) => postLocation(bff, body as NewLocation, idempotencyKey),
    sent: (body) => locationAdded(body as NewLocation),
    refused: (error) => locationChangeFailed('add', failureMessage(error)),
    refreshes: LOCATION_VIEWS,
  },
  'company-profile': {
    // The address is checked as the form checks it: a refused address comes back with its errors.
    send: (bff, body, idempotencyKey) =>
      saveCompanyProfile(bff, body as CompanyProfilePanel, idempotencyKey),
    sent: () => PROFILE_SAVED,
    refused: (error) => profileSaveFailed(failureMessage(error)),
    refreshes: [companyQueryKey, ...LOCATION_VIEWS],
  },
  'technician-location-add': {
    send: (bff, body, idempotencyKey) =>
      postTechnicianLocation(bff, { location: body as NewTechnicianLocation, idempotencyKey }),
    sent: () => LOCATION_ADDED,
    refused: () => LOCATION_ADD_FAILED,
    refreshes: TECHNICIAN_LOCATION_VIEWS,
  },
  'technician-location-update': {
    send: (bff, body, idempotencyKey) =>
      patchTechnicianLocation(bff, { location: body as NewTechnicianLocation, idempotencyKey }),
    sent: () => LOCATION_UPDATED,
    refused: () => LOCATION_UPDATE_FAILED,
    refreshes: TECHNICIAN_LOCATION_VIEWS,
  },
  'technician-profile': {
    send: (bff, body, idempotencyKey) =>
      postTechnicianMetadata(bff, body as TechnicianMetadataSave, idempotencyKey),
    sent: () => METADATA_SAVED,
    refused: (error) => metadataSaveFailed(error),
    refreshes: [technicianMetadataQueryKey],
  },
  'technician-certifications': {
    send: (bff, body, idempotencyKey) =>
      postTechnicianMetadata(bff, body as TechnicianCertificationsSave, idempotencyKey),
    sent: () => CERTIFICATIONS_SAVED,
    refused: (error) => settingsSaveFailed(error),
    refreshes: [technicianMetadataQueryKey],
  },
  'contact-info': {
    send: (bff, body, idempotencyKey) =>
      patchUserProfile(bff, body as UserProfileChanges, idempotencyKey),
    sent: () => CONTACT_SAVED,
    refused: (error) => settingsSaveFailed(error),
    refreshes: [userQueryKey],
  },
  'contact-message': {
    send: (bff, body, idempotencyKey) =>
      sendContactMessage(bff, body as ContactMessage, idempotencyKey),
    sent: () => MESSAGE_SENT,
    // An expired captcha among them: the form asks for a new one, the rest kept.
    refused: (error) =>
      error instanceof RequestError ? messageRefused(error.status, error.detail) : MESSAGE_FAILED,
    refreshes: [],
    public: true,
  },
};

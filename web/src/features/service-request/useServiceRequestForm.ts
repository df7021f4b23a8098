import { zodResolver } from '@hookform/resolvers/zod';
import type { ServiceType } from '@rha/contracts/reference';
import {
  createServiceTicketNumber,
  serviceRequestSchema,
  type ServiceRequest,
  type ServiceRequestInput,
} from '@rha/contracts/schemas';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type {
  CompanyLocation,
  ServiceRequestForm,
  ServiceRequestSubmitted,
} from '../../api/bffTypes';
import { RequestError } from '../../api/requestError';
import { useSubmitServiceRequest } from '../../api/serviceRequests';
import { useSupportEmail } from '../../api/useSupportEmail';
import { useToast } from '@rha/design-system';
import { locationLabel } from '../company/locationLabel';
import { formDraftKey } from '../drafts/formDraft';
import { useFormDraft } from '../drafts/useFormDraft';
import { SUBMISSION_QUEUED } from '../submission-queue/notices';
import { submitOrQueue } from '../submission-queue/submitOrQueue';
import { useConnectedQueue } from '../job-files/useQueuedFiles';
import { REQUEST_FORM_HOLDER, submissionHolder } from './documentHolders';
import { documentationMailto } from './documentationMail';
import { emptyRequest } from './emptyRequest';
import { REQUEST_FAILED, REQUEST_SUBMITTED } from './notices';

export interface SubmittedRequest {
  /** The number the request was stored under. */
  ticket: string;
  /** The prepared e-mail for supporting documentation, when the request has some. */
  mailto?: string;
}

/** Opens the person's e-mail app with the prepared message. */
function openMailto(mailto: string): void {
  window.location.assign(mailto);
}

const DRAFT_KEY = formDraftKey('service-request');

/**
 * The Create Service Request form's state: a ticket number from the moment it opens,
 * the shared schema's rules and messages, and after a successful submit a notice, a reset under a
 * new ticket number and, with supporting documentation, the prepared e-mail and the picked
 * documents on their way to the stored request. What is typed is kept
 * on the device until the server has it; submitted while the link is down, it waits on the device
 * and the sender posts it later.
 */
export function useServiceRequestForm(
  locations: readonly CompanyLocation[],
  /** Runs once the server has stored the request, for what follows it in calls of its own. */
  onStored?: (stored: ServiceRequestSubmitted) => void,
  /** The submission waits on the device for the link, under this id. */
  onQueued?: (submissionId: string) => void,
) {
  const { toast } = useToast();
  const submitRequest = useSubmitServiceRequest();
  const supportEmail = useSupportEmail();
  const [submitted, setSubmitted] = useState<SubmittedRequest>();
  const form = useForm<ServiceRequestInput, unknown, ServiceRequest>({
    resolver: zodResolver(serviceRequestSchema),
    defaultValues: emptyRequest('remote-hands', createServiceTicketNumber()),
  });
  const draft = useFormDraft(form, DRAFT_KEY);
  const uploads = useConnectedQueue();

  /**
   * What becomes of the documents picked on the form once it is submitted: with "Yes" they go to
   * the stored request, or wait for the queued submission to create it; with "No" they are dropped.
   */
  const documentsOf = (wanted: boolean) => ({
    sendTo: (requestId: string) =>
      wanted ? uploads.release(REQUEST_FORM_HOLDER, requestId) : dropPicked(),
    follow: (holder: string) =>
      wanted ? uploads.passHeld(REQUEST_FORM_HOLDER, holder) : dropPicked(),
  });
  const dropPicked = async () => {
    const picked = uploads.getSnapshot().filter((entry) => entry.holder === REQUEST_FORM_HOLDER);
    await Promise.all(picked.map((entry) => uploads.remove(entry.clientId)));
  };

  const chooseServiceType = (serviceType: ServiceType) => {
    form.setValue('serviceType', serviceType);
    form.clearErrors();
  };

  const onSubmit = form.handleSubmit(async (request) => {
    setSubmitted(undefined);
    try {
      const outcome = await submitOrQueue(
        { kind: 'service-request', body: request, draftKey: DRAFT_KEY },
        (idempotencyKey) =>
          submitRequest.mutateAsync({ form: request as ServiceRequestForm, idempotencyKey }),
      );
      // Stored, or held by the queue until it is: either way the form starts afresh.
      draft.clear();
      form.reset(emptyRequest(request.serviceType, createServiceTicketNumber()));
      const documents = documentsOf(request.hasDocumentation === 'yes');
      if (outcome.status === 'queued') {
        onQueued?.(outcome.id);
        await documents.follow(submissionHolder(outcome.id));
        toast(SUBMISSION_QUEUED);
        return;
      }
      const stored = outcome.result;
      await documents.sendTo(stored.id);
      toast(REQUEST_SUBMITTED);
      onStored?.(stored);
      const location = locations.find((candidate) => candidate.id === request.location);
      const mailto =
        request.hasDocumentation === 'yes' && supportEmail.data
          ? documentationMailto({
              supportEmail: supportEmail.data,
              ticket: stored.serviceTicketNumber,
              serviceType: request.serviceType,
              location: location ? locationLabel(location) : request.location,
              preferredDate: request.preferredDate,
              preferredTimeRange: request.preferredTimeRange,
            })
          : undefined;
      setSubmitted({ ticket: stored.serviceTicketNumber, ...(mailto ? { mailto } : {}) });
      if (mailto) openMailto(mailto);
    } catch (error) {
      if (error instanceof RequestError) {
        for (const { field, message } of error.fieldErrors) {
          form.setError(field as Path<ServiceRequestInput>, { message });
        }
      }
      toast(REQUEST_FAILED);
    }
  });

  return { form, onSubmit, submitted, chooseServiceType };
}

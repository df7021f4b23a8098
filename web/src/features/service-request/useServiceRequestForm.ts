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
import type { CompanyLocation, ServiceRequestForm } from '../../api/bffTypes';
import { RequestError } from '../../api/requestError';
import { useSubmitServiceRequest } from '../../api/serviceRequests';
import { useSupportEmail } from '../../api/useSupportEmail';
import { useToast } from '@rha/design-system';
import { locationLabel } from '../company/locationLabel';
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

/**
 * The Create Service Request form's state: a ticket number from the moment it opens,
 * the shared schema's rules and messages, and after a successful submit a notice, a reset under a
 * new ticket number and, with supporting documentation, the prepared e-mail.
 */
export function useServiceRequestForm(locations: readonly CompanyLocation[]) {
  const { toast } = useToast();
  const submitRequest = useSubmitServiceRequest();
  const supportEmail = useSupportEmail();
  const [submitted, setSubmitted] = useState<SubmittedRequest>();
  const form = useForm<ServiceRequestInput, unknown, ServiceRequest>({
    resolver: zodResolver(serviceRequestSchema),
    defaultValues: emptyRequest('remote-hands', createServiceTicketNumber()),
  });

  const chooseServiceType = (serviceType: ServiceType) => {
    form.setValue('serviceType', serviceType);
    form.clearErrors();
  };

  const onSubmit = form.handleSubmit(async (request) => {
    setSubmitted(undefined);
    try {
      const stored = await submitRequest.mutateAsync(request as ServiceRequestForm);
      toast(REQUEST_SUBMITTED);
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
      form.reset(emptyRequest(request.serviceType, createServiceTicketNumber()));
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

import {
  TIME_RANGE_OPTIONS,
  VIDEO_DURATION_OPTIONS,
  pricing,
  serviceRequestReveals,
  type EventData,
} from '@rha/contracts';
import type { AnswerSection, ServiceRequestSummary } from '../mail/templates.js';
import { alaskaMoment } from '@rha/contracts';
import { calendarDay } from './alaska-time.js';
import type { EmailRequest } from './emails.js';
import { firstNameOf } from './greeting.js';
import { serviceTypeLabel } from './labels.js';
import type { WebLinks } from './web-links.js';

export type SubmittedServiceRequest = EventData<'service-request.submitted.v1'>;
type Answers = SubmittedServiceRequest['answers'];

export interface ServiceRequestEmailOptions {
  /** SUPPORT_EMAIL: receives every request, and the company's answers to its confirmation. */
  supportEmail: string;
  links: WebLinks;
}

export interface ServiceRequestEmails {
  support: EmailRequest<'service-request-support'>;
  confirmation: EmailRequest<'service-request-confirmation'>;
}

const NOT_ANSWERED = 'Not answered';

/**
 * The two e-mails a submitted request causes: every answer to the support mailbox, with replies
 * going to the company user who submitted it, and a confirmation to that user.
 */
export function serviceRequestEmails(
  request: SubmittedServiceRequest,
  { supportEmail, links }: ServiceRequestEmailOptions,
): ServiceRequestEmails {
  const summary = summarize(request);
  const { answers, submittedBy, company } = request;
  return {
    support: {
      to: supportEmail,
      template: 'service-request-support',
      replyTo: { address: submittedBy.email, name: submittedBy.fullName || company.name },
      data: {
        ...summary,
        companyName: company.name,
        submittedByName: submittedBy.fullName,
        submittedByEmail: submittedBy.email,
        submittedAt: alaskaMoment(new Date(request.submittedAt)),
        sections: answerSections(request),
        jobDescription: answers.jobDescription,
        additionalInformation: answers.additionalInformation || 'None',
      },
    },
    confirmation: {
      to: submittedBy.email,
      template: 'service-request-confirmation',
      replyTo: { address: supportEmail, name: 'Remote Hands Alaska support' },
      data: {
        ...summary,
        firstName: firstNameOf(submittedBy.fullName),
        jobDescription: answers.jobDescription,
        documentationSubject:
          answers.hasDocumentation === 'yes' ? documentationSubject(request.ticketNumber) : '',
        supportEmail,
        serviceRequestUrl: links.serviceRequests,
      },
    },
  };
}

/** The prepared supporting-documents e-mail's subject; the ticket ties the files to the request. */
export function documentationSubject(ticketNumber: string): string {
  return `Supporting Documentation for Service Request ${ticketNumber}`;
}

function summarize(request: SubmittedServiceRequest): ServiceRequestSummary {
  const { answers, location } = request;
  const street = location.address.trim();
  return {
    ticketNumber: request.ticketNumber,
    serviceType: serviceTypeLabel(request.serviceType),
    location: `${street ? `${street}, ` : ''}${location.city}, ${location.state} ${location.zipCode}`,
    preferredDate: calendarDay(answers.preferredDate),
    preferredTimeRange: timeRangeLabel(answers),
  };
}

/** The follow-up answers, each only when the form asked its question. */
function answerSections(request: SubmittedServiceRequest): AnswerSection[] {
  const { answers } = request;
  const asked = serviceRequestReveals(answers);

  const siteAccess = [{ question: 'Restricted access', answer: yesNo(answers.restrictedAccess) }];
  if (asked.restrictedAccessContact) {
    siteAccess.push(
      { question: 'Contact person', answer: answers.contactPerson || NOT_ANSWERED },
      { question: 'Contact phone', answer: answers.phoneNumber || NOT_ANSWERED },
    );
  }
  if (answers.keysNeeded) siteAccess.push({ question: 'Keys needed', answer: answers.keysNeeded });

  const liveVideo = asked.liveVideoRequired
    ? [{ question: 'Live video required', answer: yesNo(answers.liveVideoRequired) }]
    : [{ question: 'Live video', answer: 'Not part of a Remote Eyes request' }];
  if (asked.hasWifi) {
    liveVideo.push({ question: 'WiFi or 4G on site', answer: yesNo(answers.hasWifi) });
  }
  if (asked.wantProPackage) {
    liveVideo.push({
      question: `Pro Package ($${pricing.proPackageUsd})`,
      answer: yesNo(answers.wantProPackage),
    });
  }
  if (asked.hasOutlet) {
    liveVideo.push({ question: 'Power outlet on site', answer: yesNo(answers.hasOutlet) });
  }
  if (asked.videoDuration) {
    liveVideo.push({ question: 'Expected video duration', answer: videoDurationLabel(answers) });
  }
  if (asked.connectionMethod) {
    liveVideo.push({
      question: 'Connection method',
      answer: answers.connectionMethod || NOT_ANSWERED,
    });
  }

  const documentation = [
    {
      question: 'Supporting documentation',
      answer:
        answers.hasDocumentation === 'yes'
          ? `Yes, to follow by e-mail under the subject "${documentationSubject(request.ticketNumber)}"`
          : yesNo(answers.hasDocumentation),
    },
  ];

  return [
    { title: 'Site access', answers: siteAccess },
    { title: 'Live video', answers: liveVideo },
    { title: 'Documentation', answers: documentation },
  ];
}

function yesNo(answer: '' | 'yes' | 'no'): string {
  if (answer === 'yes') return 'Yes';
  if (answer === 'no') return 'No';
  return NOT_ANSWERED;
}

function timeRangeLabel(answers: Answers): string {
  if (answers.serviceType === 'remote-eyes') return 'Not needed for Remote Eyes';
  const option = TIME_RANGE_OPTIONS.find((range) => range.value === answers.preferredTimeRange);
  return option?.label ?? NOT_ANSWERED;
}

function videoDurationLabel(answers: Answers): string {
  const option = VIDEO_DURATION_OPTIONS.find(
    (duration) => duration.value === answers.videoDuration,
  );
  return option?.label ?? NOT_ANSWERED;
}

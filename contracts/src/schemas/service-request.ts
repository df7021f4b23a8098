import { z } from 'zod';
import { SERVICE_TYPES, TIME_RANGES, VIDEO_DURATIONS } from '../reference/service-request.js';
import { isIsoDate, todayInAlaska } from './dates.js';
import { MAX, optionalText, requiredText, yesNoOrEmpty } from './fields.js';
import { messages } from './messages.js';
import { isServiceTicketNumber } from './ticket-number.js';

const m = messages.serviceRequest;

/**
 * The answers of a service request as submitted, without the rules that depend on
 * other answers or on today's date. Events carry this shape: a request stays valid after its day.
 */
export const serviceRequestAnswersSchema = z.strictObject({
  serviceTicketNumber: z
    .string({ message: m.invalidTicketNumber })
    .trim()
    .refine(isServiceTicketNumber, m.invalidTicketNumber),
  serviceType: z.enum(SERVICE_TYPES, { message: m.invalidServiceType }),
  jobDescription: requiredText(m.jobDescriptionTooShort, MAX.text, 10),
  location: requiredText(m.locationRequired, MAX.name),
  restrictedAccess: yesNoOrEmpty.default(''),
  keysNeeded: optionalText(MAX.item).default(''),
  preferredDate: z
    .string({ message: m.preferredDateRequired })
    .trim()
    .refine(isIsoDate, m.preferredDateRequired),
  preferredTimeRange: z
    .enum([...TIME_RANGES, ''], { message: m.preferredTimeRangeRequired })
    .default(''),
  liveVideoRequired: yesNoOrEmpty.default(''),
  hasWifi: yesNoOrEmpty.default(''),
  wantProPackage: yesNoOrEmpty.default(''),
  hasOutlet: yesNoOrEmpty.default(''),
  connectionMethod: optionalText(MAX.text).default(''),
  videoDuration: z.enum([...VIDEO_DURATIONS, ''], { message: m.invalidVideoDuration }).default(''),
  hasDocumentation: yesNoOrEmpty.default(''),
  contactPerson: optionalText(MAX.name).default(''),
  phoneNumber: optionalText(MAX.phone).default(''),
  additionalInformation: optionalText(MAX.text).default(''),
});

export type ServiceRequestAnswers = z.infer<typeof serviceRequestAnswersSchema>;

type RevealInput = Pick<
  ServiceRequestAnswers,
  | 'serviceType'
  | 'restrictedAccess'
  | 'liveVideoRequired'
  | 'hasWifi'
  | 'wantProPackage'
  | 'hasOutlet'
>;

/** Which follow-up questions the form shows: each only when an earlier answer makes it relevant. */
export function serviceRequestReveals(answers: RevealInput) {
  const liveVideoAsked = answers.serviceType !== 'remote-eyes';
  const liveVideo = liveVideoAsked && answers.liveVideoRequired === 'yes';
  const proPackageAsked = liveVideo && answers.hasWifi === 'no';
  const outletAsked = proPackageAsked && answers.wantProPackage === 'yes';
  return {
    preferredTimeRange: answers.serviceType !== 'remote-eyes',
    restrictedAccessContact: answers.restrictedAccess === 'yes',
    liveVideoRequired: liveVideoAsked,
    hasWifi: liveVideo,
    wantProPackage: proPackageAsked,
    hasOutlet: outletAsked,
    videoDuration: outletAsked && answers.hasOutlet === 'no',
    connectionMethod: proPackageAsked && answers.wantProPackage === 'no',
  };
}

/** Follow-up answers are kept only when their question was shown; the rest are emptied. */
export function withHiddenAnswersCleared<T extends ServiceRequestAnswers>(answers: T): T {
  const shown = serviceRequestReveals(answers);
  return {
    ...answers,
    preferredTimeRange: shown.preferredTimeRange ? answers.preferredTimeRange : '',
    contactPerson: shown.restrictedAccessContact ? answers.contactPerson : '',
    phoneNumber: shown.restrictedAccessContact ? answers.phoneNumber : '',
    liveVideoRequired: shown.liveVideoRequired ? answers.liveVideoRequired : '',
    hasWifi: shown.hasWifi ? answers.hasWifi : '',
    wantProPackage: shown.wantProPackage ? answers.wantProPackage : '',
    hasOutlet: shown.hasOutlet ? answers.hasOutlet : '',
    videoDuration: shown.videoDuration ? answers.videoDuration : '',
    connectionMethod: shown.connectionMethod ? answers.connectionMethod : '',
  };
}

export interface ServiceRequestSchemaOptions {
  /** Today as YYYY-MM-DD; tests pin it, everyone else gets today on Alaska's latest clock. */
  today?: () => string;
}

/**
 * The Create Service Request form and POST /api/service-request/company: the answers plus the
 * rules across them. Restricted access really requires a contact person and phone number (the
 * original check always passed). Hidden follow-up answers come out emptied.
 */
export function createServiceRequestSchema(options: ServiceRequestSchemaOptions = {}) {
  const today = options.today ?? (() => todayInAlaska());
  return serviceRequestAnswersSchema
    .superRefine((answers, ctx) => {
      if (isIsoDate(answers.preferredDate) && answers.preferredDate < today()) {
        ctx.addIssue({ code: 'custom', path: ['preferredDate'], message: m.preferredDateInPast });
      }
      if (answers.serviceType !== 'remote-eyes' && answers.preferredTimeRange === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['preferredTimeRange'],
          message: m.preferredTimeRangeRequired,
        });
      }
      if (answers.restrictedAccess === 'yes') {
        if (answers.contactPerson === '') {
          ctx.addIssue({
            code: 'custom',
            path: ['contactPerson'],
            message: m.contactPersonRequired,
          });
        }
        if (answers.phoneNumber === '') {
          ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: m.phoneNumberRequired });
        } else if (answers.phoneNumber.length < 10) {
          ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: m.phoneNumberTooShort });
        }
      }
    })
    .transform((answers) => withHiddenAnswersCleared(answers));
}

export const serviceRequestSchema = createServiceRequestSchema();

export type ServiceRequestInput = z.input<typeof serviceRequestSchema>;
export type ServiceRequest = z.output<typeof serviceRequestSchema>;

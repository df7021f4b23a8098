import { z } from 'zod';
import { alaskaInstant } from '../reference/alaska-time.js';
import {
  PREFERRED_DATE_MAX_YEARS,
  SERVICE_TYPES,
  TIME_RANGE_ENDS,
  TIME_RANGES,
  VIDEO_DURATIONS,
  type TimeRange,
} from '../reference/service-request.js';
import { isIsoDate, todayInAlaska, yearsAfter } from './dates.js';
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
    .refine(isServiceTicketNumber, m.invalidTicketNumber)
    .meta({
      pattern: String.raw`^\d{8}-\d{4}$`,
      description: 'YYYYMMDD-NNNN with NNNN from 1000 to 9999, made by the form when it opens.',
    }),
  serviceType: z.enum(SERVICE_TYPES, { message: m.invalidServiceType }),
  jobDescription: requiredText(m.jobDescriptionTooShort, MAX.text, 10),
  location: requiredText(m.locationRequired, MAX.name).meta({
    description: "Id of one of the caller's company locations.",
  }),
  restrictedAccess: yesNoOrEmpty.default(''),
  keysNeeded: optionalText(MAX.item).default(''),
  preferredDate: z
    .string({ message: m.preferredDateRequired })
    .trim()
    .refine(isIsoDate, m.preferredDateRequired)
    .meta({ format: 'date' }),
  preferredTimeRange: z
    .enum([...TIME_RANGES, ''], { message: m.preferredTimeRangeRequired })
    .default(''),
  liveVideoRequired: yesNoOrEmpty.default(''),
  hasWifi: yesNoOrEmpty.default(''),
  wantProPackage: yesNoOrEmpty.default(''),
  hasOutlet: yesNoOrEmpty.default(''),
  connectionMethod: optionalText(MAX.text).default(''),
  videoDuration: z
    .enum([...VIDEO_DURATIONS, ''], { message: m.invalidVideoDuration })
    .default('')
    .meta({ description: "'greated-than-8' is the spec's stored spelling." }),
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
  /** The present moment; tests pin it. */
  now?: () => Date;
  /** Today as YYYY-MM-DD; by default today on Alaska's latest clock at `now`. */
  today?: () => string;
}

/** True once the range's end has passed on Alaska's clock on `date`. */
function rangeIsOver(date: string, range: TimeRange, now: Date): boolean {
  const end = alaskaInstant(date, TIME_RANGE_ENDS[range]);
  return end !== null && now.getTime() >= Date.parse(end);
}

/**
 * The Create Service Request form and POST /api/service-request/company: the answers plus the
 * rules across them. Restricted access really requires a contact person and phone number (the
 * original check always passed). Hidden follow-up answers come out emptied.
 */
export function createServiceRequestSchema(options: ServiceRequestSchemaOptions = {}) {
  const now = options.now ?? (() => new Date());
  const today = options.today ?? (() => todayInAlaska(now()));
  return serviceRequestAnswersSchema
    .superRefine((answers, ctx) => {
      const firstDay = today();
      const date = isIsoDate(answers.preferredDate) ? answers.preferredDate : undefined;
      if (date !== undefined && date < firstDay) {
        ctx.addIssue({ code: 'custom', path: ['preferredDate'], message: m.preferredDateInPast });
      }
      if (date !== undefined && date > yearsAfter(firstDay, PREFERRED_DATE_MAX_YEARS)) {
        ctx.addIssue({
          code: 'custom',
          path: ['preferredDate'],
          message: m.preferredDateTooFar(PREFERRED_DATE_MAX_YEARS),
        });
      }
      if (answers.serviceType !== 'remote-eyes' && answers.preferredTimeRange === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['preferredTimeRange'],
          message: m.preferredTimeRangeRequired,
        });
      } else if (
        answers.serviceType !== 'remote-eyes' &&
        answers.preferredTimeRange !== '' &&
        date === firstDay &&
        rangeIsOver(date, answers.preferredTimeRange, now())
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['preferredTimeRange'],
          message: m.preferredTimeRangeOver,
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

export const serviceRequestSchema = createServiceRequestSchema().meta({
  id: 'ServiceRequestForm',
  description:
    'The Create Service Request form, every field as text: the preferred date is not in the past, remote-hands and custom-request need a time range (remote-eyes sends it empty), restricted access needs a contact person and a phone number of at least 10 characters. Answers to questions the form did not show are sent and stored empty.',
});

export type ServiceRequestInput = z.input<typeof serviceRequestSchema>;
export type ServiceRequest = z.output<typeof serviceRequestSchema>;

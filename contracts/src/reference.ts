export {
  US_STATES,
  US_STATE_ABBREVIATIONS,
  TECHNICIAN_STATE,
  isUsState,
  usStateByNameOrCode,
  type UsState,
} from './reference/states.js';
export {
  ALASKA_COMMUNITIES,
  alaskaCommunityByName,
  alaskaCommunitiesByZipCode,
  type AlaskaCommunity,
} from './reference/alaska-communities.js';
export {
  SERVICE_TYPES,
  SERVICE_TYPE_OPTIONS,
  TIME_RANGES,
  TIME_RANGE_ENDS,
  TIME_RANGE_OPTIONS,
  PREFERRED_DATE_MAX_YEARS,
  VIDEO_DURATIONS,
  VIDEO_DURATION_OPTIONS,
  YES_NO,
  type ServiceType,
  type ServiceTypeOption,
  type TimeRange,
  type VideoDuration,
  type YesNo,
} from './reference/service-request.js';
export { pricing, limits } from './reference/pricing.js';
export {
  IT_SKILLS,
  HANDYMAN_SKILLS,
  ELECTRICAL_SKILLS,
  FIELDWORK_SKILLS,
  RESPONSE_TIMES,
  TRAINING_PROGRAMS,
  CERTIFICATIONS,
  TRANSPORTATION_OPTIONS,
  TECHNICAL_TOOLS,
  REQUIRED_TECHNICAL_TOOL,
  HAND_TOOLS,
  AVAILABILITY_SLOTS,
  addCustomTags,
  type AvailabilitySlot,
} from './reference/technician-options.js';
export {
  ONBOARDING_STEPS,
  ONBOARDING_STEP_FIELDS,
  onboardingProgressPercent,
  MIN_ONBOARDING_REFERENCES,
  REFERENCE_PHONE_DIGITS,
  type OnboardingStep,
} from './reference/onboarding.js';
export {
  VETTING_STATUSES,
  VETTING_STATUS_LABELS,
  VETTING_TRANSITIONS,
  VETTING_ACTION_LABELS,
  VETTING_STATUS_FOR_TECHNICIAN,
  canMoveVetting,
  VETTING_CHECKS,
  VETTING_CHECK_LABELS,
  needsApprovalChecks,
  VETTING_FACTS,
  VETTING_FACT_LABELS,
  VETTING_FACT_CONFIRMATIONS,
  VETTING_FACT_ACTION_LABELS,
  vettingMoveConfirmation,
  type VettingCheck,
  type VettingFact,
  type VettingStatus,
} from './reference/vetting.js';
export {
  TRAVEL_MODES,
  TRAVEL_MODE_LABELS,
  UNAVAILABILITY_REASONS,
  UNAVAILABILITY_REASON_LABELS,
  COVERAGE_LIMITS,
  type TravelMode,
  type UnavailabilityReason,
} from './reference/coverage.js';
export {
  SERVICE_REQUEST_STATUSES,
  CANCELLABLE_STATUSES,
  TIMELINE_ROLES,
  isCancellable,
  AWAITING_TECHNICIAN_STATUSES,
  ASSIGNED_STATUSES,
  TECHNICIAN_JOB_STATUSES,
  type ServiceRequestStatus,
  type TimelineRole,
} from './reference/request-lifecycle.js';
export {
  ALASKA_REGIONS,
  ALASKA_REGION_COMMUNITIES,
  alaskaRegionById,
  regionOf,
  type AlaskaRegion,
  type AlaskaRegionId,
} from './reference/alaska-regions.js';
export {
  SKILL_FIELDS,
  SERVICE_TYPE_SKILL_FIELDS,
  DISPATCH_RANKS,
  DISPATCH_CANDIDATE_LIMIT,
  EVENING_TIME_RANGES,
  DISPATCH_RANK_LABELS,
  DISPATCH_WAVES,
  DISPATCH_WAVE_LABELS,
  DISPATCH_WAVE_RANK,
  DEFAULT_DISPATCH_WAVE_DELAY_MINUTES,
  DEFAULT_OFFER_EXPIRY_MINUTES,
  OFFER_STATUSES,
  OFFER_STATUS_LABELS,
  DECLINE_REASONS,
  MAX_OFFERS_AT_ONCE,
  type SkillField,
  type DispatchRank,
  type DispatchWave,
  type OfferSource,
  type OfferStatus,
} from './reference/dispatch.js';
export {
  DEFAULT_AUTO_APPROVE_HOURS,
  WARRANTY_SERVICE_TYPES,
  WARRANTY_DAYS,
  SEND_BACK_TARGETS,
  SEND_BACK_TARGET_LABELS,
  LOGGABLE_STATUSES,
  SERVICE_LOG_LIMITS,
  DEVICE_CLOCK_SLACK_MS,
  DEVICE_TIME_MAX_AGE_DAYS,
  type SendBackTarget,
} from './reference/on-site.js';
export {
  JOB_FILE_KINDS,
  PHOTO_CONTENT_TYPES,
  ATTACHMENT_CONTENT_TYPES,
  MAX_JOB_FILE_BYTES,
  MAX_IMAGE_MEGAPIXELS,
  PHOTO_LIMITS_BY_TYPE,
  DEFAULT_PHOTO_LIMIT,
  JOB_FILE_VARIANTS,
  JOB_FILE_VARIANT_SIZES,
  ABANDONED_UPLOAD_HOURS,
  UPLOAD_CHUNK_BYTES,
  type JobFileKind,
  type PhotoContentType,
  type AttachmentContentType,
  type JobFileVariant,
} from './reference/job-files.js';
export {
  MESSAGE_PARTIES,
  MESSAGE_PARTY_LABELS,
  MESSAGE_LIMITS,
  DEFAULT_MESSAGE_DIGEST_MINUTES,
  type MessageParty,
} from './reference/job-messages.js';
export {
  CALL_STATUSES,
  CALL_END_REASONS,
  CALL_ROLES,
  CALL_LIMITS,
  DEFAULT_CALL_RING_TIMEOUT_SECONDS,
  DEFAULT_CALL_IDLE_TIMEOUT_SECONDS,
  type CallStatus,
  type CallEndReason,
  type CallRole,
} from './reference/calls.js';
export {
  RATING_PARTIES,
  RATING_SCORES,
  RATING_SCORE_LABELS,
  RATING_WINDOW_DAYS,
  RATING_COMMENT_MAX,
  type RatingParty,
  type RatingScore,
} from './reference/ratings.js';
export {
  ALASKA_TIME_ZONE,
  alaskaMoment,
  alaskaToday,
  alaskaInstant,
} from './reference/alaska-time.js';
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_RETENTION_DAYS,
  IDEMPOTENCY_PROBLEM_CODES,
} from './reference/idempotency.js';
export {
  HELD_JOB_STATUSES,
  HELD_JOB_DECISIONS,
  HELD_JOB_DECISION_LABELS,
  HELD_JOB_DECISION_CONFIRMATIONS,
  type HeldJobDecision,
} from './reference/held-jobs.js';
export { WEB_PAGES, isWebPagePath, type WebPage } from './reference/web-pages.js';
export {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_INBOX_SIZE,
  type NotificationKind,
} from './reference/notifications.js';
export { alaskaCommunityPoint, type LonLat } from './reference/alaska-community-points.js';

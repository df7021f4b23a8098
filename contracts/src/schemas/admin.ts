import { z } from 'zod';
import {
  VETTING_CHECKS,
  VETTING_FACTS,
  VETTING_STATUSES,
  type VettingCheck,
  type VettingFact,
  type VettingStatus,
} from '../reference/vetting.js';
import { optionalText, requiredText } from './fields.js';
import { messages } from './messages.js';
import type { TechnicianRatingSummary } from './ratings.js';
import type { TechnicianMetadata } from './technician-metadata.js';

const m = messages.admin;

/** Entries per page of the admin's ratings list. */
export const ADMIN_PAGE_SIZE = 50;

/** POST /api/admin/technicianMetadata/: whose details to load. */
export const adminTechnicianLookupSchema = z
  .strictObject({
    id: requiredText(messages.technician.technicianIdRequired, 100),
  })
  .meta({ id: 'AdminTechnicianLookup' });

/**
 * An admin's vetting move. A rejection needs a reason, which the technician is told; the note is
 * for the admins only.
 */
export const vettingChangeSchema = z
  .strictObject({
    status: z.enum(VETTING_STATUSES, { message: m.invalidVettingStatus }),
    note: optionalText(2000).default('').meta({ description: 'For the admins only.' }),
    reason: optionalText(2000)
      .default('')
      .meta({ description: 'Required for a rejection; the technician is told it.' }),
    /** The checklist ticked for an approval; each check at most once. */
    checks: z
      .array(z.enum(VETTING_CHECKS, { message: m.invalidVettingCheck }))
      .max(VETTING_CHECKS.length)
      .transform((checks) => [...new Set(checks)])
      .default([])
      .meta({
        description:
          "The checklist confirmed with an applicant's approval (from Background check); every check is needed then, else 400 on `checks`. Ignored for any other move.",
      }),
  })
  .superRefine((change, ctx) => {
    if (change.status === 'rejected' && change.reason.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: m.rejectionReasonRequired });
    }
  })
  .meta({ id: 'VettingChange' });

export type VettingChange = z.infer<typeof vettingChangeSchema>;

/** An admin records a fact about the technician, or clears one recorded by mistake. */
export const vettingFactSchema = z
  .strictObject({
    fact: z.enum(VETTING_FACTS, { message: m.invalidVettingFact }),
    recorded: z.boolean(),
  })
  .meta({ id: 'VettingFactChange' });

export type VettingFactChange = z.infer<typeof vettingFactSchema>;

export const INTERVIEW_NOTE_MAX = 2000;

/** A dated interview note an admin adds from the read view. */
export const interviewNoteSchema = z
  .strictObject({
    text: requiredText(m.interviewNoteRequired, INTERVIEW_NOTE_MAX),
  })
  .meta({ id: 'InterviewNote' });

export type InterviewNote = z.infer<typeof interviewNoteSchema>;

/** An entry of the admin's technician directory. Dates are ISO 8601; lastLogin null when unknown. */
export interface AdminTechnicianListEntry {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  zipCode: string;
  userType: 'technician';
  userCreation: string;
  lastLogin: string | null;
  vettingStatus: VettingStatus;
  rating: TechnicianRatingSummary;
}

/** One page of a list, with how many entries match in all. */
export interface AdminPage {
  page: number;
  pageSize: number;
  total: number;
}

export interface AdminTechnicianList {
  technicians: AdminTechnicianListEntry[];
  nextCursor: string | null;
}

/** Who did something in the admin area. */
export interface AdminActor {
  id: string;
  name: string;
}

/** One recorded vetting move. */
export interface VettingHistoryEntry {
  id: string;
  from: VettingStatus;
  to: VettingStatus;
  note: string;
  reason: string;
  /** The checklist confirmed with an approval; empty for any other move. */
  checks: VettingCheck[];
  changedBy: AdminActor;
  changedAt: string;
}

/** A fact as an admin recorded it. */
export interface RecordedFact {
  recordedAt: string;
  recordedBy: AdminActor;
}

export interface TechnicianVetting {
  status: VettingStatus;
  /** The moves allowed from the current status, in the order the admin is offered them. */
  allowedNext: VettingStatus[];
  /** Oldest first. */
  history: VettingHistoryEntry[];
  /** Each fact as recorded, or null while no admin has recorded it. */
  facts: Record<VettingFact, RecordedFact | null>;
}

/** One admin edit of a technician's metadata: who, when and which fields changed. */
export interface TechnicianAuditEntry {
  id: string;
  changedBy: AdminActor;
  changedAt: string;
  fields: string[];
  /** The interview notes as they read before this change, when it changed them. */
  interviewNotesBefore: string | null;
}

/** Everything the admin reads of a technician, interview notes included. */
export type AdminTechnicianMetadataView = TechnicianMetadata & {
  userId: string;
  interviewNotes: string;
};

/** POST /api/admin/technicianMetadata/'s answer. */
export interface AdminTechnicianDetails {
  technicianMetadata: AdminTechnicianMetadataView;
  technician: AdminTechnicianListEntry;
  vetting: TechnicianVetting;
  /** Newest first. */
  audit: TechnicianAuditEntry[];
}

/** An entry of the admin's company list. */
export interface AdminCompanyListEntry {
  id: string;
  name: string;
  contact: { fullName: string; email: string; phone: string };
  website: string;
  locationCount: number;
  requestCount: number;
  createdAt: string;
}

export interface AdminCompanyList {
  companies: AdminCompanyListEntry[];
  nextCursor: string | null;
}

export interface AdminCompanyLocation {
  id: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface AdminCompanyRequest {
  id: string;
  ticketNumber: string;
  serviceType: string;
  preferredDate: string;
  submittedAt: string;
  status: string;
}

export interface AdminCompanyDetails {
  company: AdminCompanyListEntry;
  locations: AdminCompanyLocation[];
  /** Newest first. */
  requests: AdminCompanyRequest[];
}

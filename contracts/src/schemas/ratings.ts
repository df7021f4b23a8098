import { z } from 'zod';
import { RATING_COMMENT_MAX, RATING_SCORES } from '../reference/ratings.js';
import { optionalText } from './fields.js';
import { messages } from './messages.js';

const m = messages.ratings;

export const newRatingSchema = z
  .strictObject({
    score: z
      .number({ message: m.scoreRequired })
      .int(m.scoreRequired)
      .refine((score) => (RATING_SCORES as readonly number[]).includes(score), m.scoreRequired)
      .meta({ minimum: Math.min(...RATING_SCORES), maximum: Math.max(...RATING_SCORES) }),
    comment: optionalText(RATING_COMMENT_MAX).default(''),
  })
  .meta({ id: 'NewRating' });

export type NewRating = z.infer<typeof newRatingSchema>;
export type NewRatingInput = z.input<typeof newRatingSchema>;

export interface Rating {
  score: number;
  comment: string;
  ratedAt: string;
}

/**
 * The two ratings of a completed job as the caller may see them: their own side's always, the
 * other side's only once revealed (an admin sees both at once).
 */
export interface JobRatings {
  /** The last moment either side may rate. */
  windowClosesAt: string;
  byCompany: Rating | null;
  byTechnician: Rating | null;
  /** Both have rated, or the window has closed. */
  revealed: boolean;
  /** Whether the caller may rate now. */
  canRate: boolean;
}

/** How the companies a technician worked for rated them. */
export interface TechnicianRatingSummary {
  /** One decimal; null before the first revealed rating. */
  average: number | null;
  count: number;
}

/**
 * The admin's view of ratings: those a technician received and gave, or those a company gave and
 * received; exactly one of the two is named. Newest completion first, one page at a time.
 */
export const adminRatingsQuerySchema = z
  .strictObject({
    technicianId: z.string().trim().min(1).max(100).optional(),
    companyId: z.string().trim().min(1).max(100).optional(),
    page: z.coerce
      .number({ message: messages.admin.invalidPage })
      .int(messages.admin.invalidPage)
      .min(1, messages.admin.invalidPage)
      .default(1),
  })
  .refine((query) => (query.technicianId === undefined) !== (query.companyId === undefined), {
    path: ['technicianId'],
    message: m.ratingsSubjectRequired,
  });

export type AdminRatingsQuery = z.infer<typeof adminRatingsQuerySchema>;

/** One completed job's two ratings as an admin sees them: both, whether revealed or not. */
export interface AdminRatingEntry {
  requestId: string;
  serviceTicketNumber: string;
  companyId: string;
  companyName: string;
  technicianId: string;
  technicianName: string;
  completedAt: string;
  byCompany: Rating | null;
  byTechnician: Rating | null;
  revealed: boolean;
}

export interface AdminRatings {
  ratings: AdminRatingEntry[];
  total: number;
  page: number;
  pageSize: number;
}

import { z } from 'zod';
import { ALASKA_REGIONS, ALASKA_REGION_COMMUNITIES } from '../reference/alaska-regions.js';
import type { SkillField } from '../reference/dispatch.js';
import {
  ELECTRICAL_SKILLS,
  FIELDWORK_SKILLS,
  HANDYMAN_SKILLS,
  IT_SKILLS,
} from '../reference/technician-options.js';
import { VETTING_STATUSES } from '../reference/vetting.js';
import { listQuerySchema } from './list-page.js';
import { messages } from './messages.js';

const m = messages.lists;

/** The orders of the admin's technician list; name is the default. */
export const TECHNICIAN_LIST_SORTS = ['name', 'newest', 'lastLogin'] as const;
export type TechnicianListSort = (typeof TECHNICIAN_LIST_SORTS)[number];
export const TECHNICIAN_LIST_SORT_LABELS: Readonly<Record<TechnicianListSort, string>> = {
  name: 'Name',
  newest: 'Newest sign-up',
  lastLogin: 'Last login',
};

/** The skills of the four option lists, each with the list it belongs to. */
export const SKILL_OPTIONS: Readonly<Record<SkillField, readonly string[]>> = {
  it: IT_SKILLS,
  handyman: HANDYMAN_SKILLS,
  electrical: ELECTRICAL_SKILLS,
  fieldwork: FIELDWORK_SKILLS,
};

const allSkills = Object.values(SKILL_OPTIONS).flat();
const allCommunities = new Set(Object.values(ALASKA_REGION_COMMUNITIES).flat());
const regionIds = ALASKA_REGIONS.map((region) => region.id) as [
  (typeof ALASKA_REGIONS)[number]['id'],
  ...(typeof ALASKA_REGIONS)[number]['id'][],
];

/** The option list a skill of the four lists belongs to. */
export function skillFieldOf(skill: string): SkillField | undefined {
  return (Object.keys(SKILL_OPTIONS) as SkillField[]).find((field) =>
    SKILL_OPTIONS[field].includes(skill),
  );
}

/**
 * GET /admin/technicians: the common list parameters, the name searched in `q`, and filters on
 * the vetting status, the home location's region or community (as the reference lists spell
 * them) and one skill of the option lists.
 */
export const adminTechnicianListQuerySchema = listQuerySchema(TECHNICIAN_LIST_SORTS).extend({
  status: z.enum(VETTING_STATUSES, { message: messages.admin.invalidVettingStatus }).optional(),
  region: z.enum(regionIds, { message: m.invalidRegion }).optional(),
  community: z
    .string()
    .refine((name) => allCommunities.has(name), m.invalidCommunity)
    .optional(),
  skill: z
    .string()
    .refine((skill) => allSkills.includes(skill), m.invalidSkill)
    .optional(),
});
export type AdminTechnicianListQuery = z.infer<typeof adminTechnicianListQuerySchema>;

/** The orders of the admin's company list; name is the default. */
export const COMPANY_LIST_SORTS = ['name', 'newest'] as const;
export type CompanyListSort = (typeof COMPANY_LIST_SORTS)[number];
export const COMPANY_LIST_SORT_LABELS: Readonly<Record<CompanyListSort, string>> = {
  name: 'Name',
  newest: 'Newest',
};

/** Whether a company has set up any location yet. */
export const COMPANY_LOCATIONS_FILTERS = ['with', 'without'] as const;
export const COMPANY_LOCATIONS_FILTER_LABELS: Readonly<
  Record<(typeof COMPANY_LOCATIONS_FILTERS)[number], string>
> = {
  with: 'With locations',
  without: 'Without locations',
};

/** GET /admin/companies: the common list parameters, the name searched in `q`, and locations. */
export const adminCompanyListQuerySchema = listQuerySchema(COMPANY_LIST_SORTS).extend({
  locations: z.enum(COMPANY_LOCATIONS_FILTERS, { message: m.invalidLocationsFilter }).optional(),
});
export type AdminCompanyListQuery = z.infer<typeof adminCompanyListQuerySchema>;

import type { TimelineRole } from '@rha/contracts';
import type { SignedInUser } from '@rha/kit';

/** Whoever moves a request, as its timeline records them. */
export interface Mover {
  role: TimelineRole;
  /** The token subject, or the name of the process for the system. */
  id: string;
  name: string;
}

/** Smart dispatch moves requests on its own; the timeline names it. */
export const SMART_DISPATCH: Mover = {
  role: 'system',
  id: 'smart-dispatch',
  name: 'Smart dispatch',
};

export function moverOf(role: 'company' | 'technician' | 'admin', user: SignedInUser): Mover {
  return { role, id: user.subject, name: user.fullName };
}

/** The first word of a full name: what a company is told of its technician. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** The company stayed silent on finished work until the automatic approval time. */
export const AUTOMATIC_APPROVAL: Mover = {
  role: 'system',
  id: 'automatic-approval',
  name: 'Automatic approval',
};

/** A technician's vetting changed: their offers close and their jobs wait for an admin. */
export const TECHNICIAN_VETTING: Mover = {
  role: 'system',
  id: 'technician-vetting',
  name: 'Technician vetting',
};

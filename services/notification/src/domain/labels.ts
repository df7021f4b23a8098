import { SERVICE_TYPE_OPTIONS, type ServiceType, type TimelineRole } from '@rha/contracts';

/** The service type as the company chose it on the form: "Remote Hands". */
export function serviceTypeLabel(serviceType: ServiceType): string {
  return SERVICE_TYPE_OPTIONS.find((option) => option.value === serviceType)?.label ?? serviceType;
}

const ACTORS: Record<TimelineRole, string> = {
  company: 'the company',
  admin: 'an admin',
  technician: 'the technician',
  system: 'the system',
};

/** Who made a move, as a sentence to support or a technician reads it: "the company", "an admin". */
export function actorName(role: TimelineRole): string {
  return ACTORS[role];
}

/**
 * Who moved a job, as its company reads it: their technician by first name, otherwise our team.
 * The company never moves a job it is told about.
 */
export function actorForCompany(role: TimelineRole, technicianFirstName: string): string {
  if (role === 'technician') {
    const name = technicianFirstName.trim();
    return name ? `${name}, your technician` : 'Your technician';
  }
  return 'The Remote Hands Alaska team';
}

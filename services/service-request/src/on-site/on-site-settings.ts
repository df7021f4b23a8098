/** How long a company may stay silent on finished work before it counts as approved (AUTO_APPROVE_HOURS). */
export interface OnSiteSettings {
  autoApproveHours: number;
}

export function hoursAfter(at: Date, hours: number): Date {
  return new Date(at.getTime() + hours * 3_600_000);
}

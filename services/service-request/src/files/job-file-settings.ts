import { PHOTO_LIMITS_BY_TYPE, type ServiceType } from '@rha/contracts';

/** How many photos a job of a type without a set number takes (PHOTO_LIMIT). */
export interface JobFileSettings {
  photoLimit: number;
}

export function photoLimitOf(serviceType: ServiceType, settings: JobFileSettings): number {
  return PHOTO_LIMITS_BY_TYPE[serviceType] ?? settings.photoLimit;
}

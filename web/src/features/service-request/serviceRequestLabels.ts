import {
  SERVICE_TYPE_OPTIONS,
  TIME_RANGE_OPTIONS,
  type ServiceType,
} from '@rha/contracts/reference';

export function serviceTypeLabel(type: ServiceType): string {
  return SERVICE_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;
}

export function timeRangeLabel(value: string): string {
  return TIME_RANGE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

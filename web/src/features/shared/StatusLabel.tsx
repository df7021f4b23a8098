import type { ServiceRequestStatus } from '@rha/contracts/reference';
import { StatusBadge } from '@rha/design-system';
import { statusTone } from './statusTone';

/** A request's status in the colour and icon of what it means. */
export function StatusLabel({ status }: { status: ServiceRequestStatus }) {
  return <StatusBadge tone={statusTone(status)}>{status}</StatusBadge>;
}

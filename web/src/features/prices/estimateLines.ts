import type { EstimatePanelLine } from '@rha/design-system';
import { formatCents } from '@rha/contracts/reference';

/** Price lines as the estimate panel shows them: a repeated line says how its amount comes about. */
interface Line {
  code: string;
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

export function estimateLines(lines: readonly Line[]): EstimatePanelLine[] {
  return lines.map((line) => ({
    id: line.code,
    label: line.description,
    detail: line.quantity > 1 ? `${line.quantity} × ${formatCents(line.unitCents)}` : undefined,
    amount: formatCents(line.amountCents),
  }));
}

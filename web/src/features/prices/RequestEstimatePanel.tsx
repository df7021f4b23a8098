import { estimatePrice, type ServiceType } from '@rha/contracts/reference';
import { EstimatePanel, TextField } from '@rha/design-system';
import { usePriceTable } from '../../api/prices';
import { estimateLines } from './estimateLines';
import { parseEstimateDraft, type EstimateDraft } from './estimateAnswers';
import { formatCents } from '@rha/contracts/reference';

export interface RequestEstimatePanelProps {
  serviceType: ServiceType;
  proPackage: boolean;
  draft: EstimateDraft;
  onDraftChange: (draft: EstimateDraft) => void;
}

/**
 * What the request will cost by the current price table, worked out as the person answers. It is
 * only a preview: billing prices the stored request itself once it is submitted.
 */
export function RequestEstimatePanel({
  serviceType,
  proPackage,
  draft,
  onDraftChange,
}: RequestEstimatePanelProps) {
  const prices = usePriceTable();
  const parsed = parseEstimateDraft(draft);
  const table = prices.data?.priceTable;
  const estimate =
    parsed.ok && table
      ? estimatePrice({
          serviceType,
          proPackage,
          ...parsed.answers,
          remoteEyesCents: table.remoteEyesCents,
          discountBands: table.discountBands,
        })
      : undefined;
  const errors = parsed.ok ? {} : parsed.errors;
  return (
    <EstimatePanel
      inputs={
        <>
          <TextField
            label="Expected hours on site"
            type="number"
            inputMode="decimal"
            min={0.25}
            step={0.25}
            value={draft.expectedHours}
            error={errors.expectedHours}
            onChange={(event) => onDraftChange({ ...draft, expectedHours: event.target.value })}
          />
          <TextField
            label="Scheduled visits"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={draft.scheduledVisits}
            error={errors.scheduledVisits}
            onChange={(event) => onDraftChange({ ...draft, scheduledVisits: event.target.value })}
          />
        </>
      }
      lines={estimateLines(estimate?.lines ?? [])}
      total={estimate ? formatCents(estimate.totalCents) : '—'}
      quoteRequired={serviceType === 'custom-request' ? 'Quote required' : undefined}
      note={
        prices.isError
          ? 'The current prices could not be loaded.'
          : 'An estimate in USD; the invoice follows the time actually spent on site.'
      }
    />
  );
}

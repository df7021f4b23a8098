import { Button, FormAlert } from '@rha/design-system';
import type { EstimateDelivery } from './useEstimateAfterSubmit';
import { formatCents } from '@rha/contracts/reference';

/** How the submitted request's estimate fared: saved with its total, or not saved with a retry. */
export function EstimateDeliveryNotice({ delivery }: { delivery: EstimateDelivery }) {
  if (delivery.state === 'saved') {
    const { estimate } = delivery;
    return (
      <FormAlert variant="success" title={`Estimate saved for service request ${delivery.ticket}.`}>
        {estimate.quoteRequired
          ? 'Quote required: we will send you a quote for this request.'
          : `Estimated total ${formatCents(estimate.totalCents)}.`}
      </FormAlert>
    );
  }
  if (delivery.state === 'failed') {
    return (
      <FormAlert
        title={`Service request ${delivery.ticket} was submitted, but its estimate was not saved.`}
      >
        <Button variant="secondary" size="sm" onClick={delivery.retry}>
          Retry saving the estimate
        </Button>
      </FormAlert>
    );
  }
  return null;
}

import { describePay } from '@rha/contracts/reference';
import type { CounterOffer } from '../../api/bffTypes';
import { AlaskaMoment } from '../shared/AlaskaMoment';

/** What a counter asks: the pay and/or the arrival, in one line each. */
export function CounterTerms({ counter }: { counter: CounterOffer }) {
  return (
    <>
      {counter.pay && <span>Pay: {describePay(counter.pay)}</span>}
      {counter.arrivalAt && (
        <span>
          Arrival: <AlaskaMoment iso={counter.arrivalAt} />
        </span>
      )}
      <span>Reason: {counter.reason}</span>
    </>
  );
}

import { Stack, StatusBadge } from '@rha/design-system';
import type { DispatchQueueEntry } from '../../../api/bffTypes';
import { serviceTypeLabel } from '../../service-request/serviceRequestLabels';
import { displayMoment } from '../adminDates';
import { DetailTitle, Fact, Facts } from '../DetailSection';
import { RequestDocuments } from '../../job-files/RequestDocuments';
import { JobMap } from '../../job-map/JobMap';
import { StatusLabel } from '../../shared/StatusLabel';
import { CandidatesSection } from './CandidatesSection';
import { DISPATCH_WAVE_LABELS, QUOTE_STATUSES } from '@rha/contracts/reference';
import { QuoteSection } from '../../quotes/QuoteSection';
import { OffersSection } from './OffersSection';
import { placeOfRequest, whenOfRequest } from './queueEntryText';
import { SmartDispatchSwitch } from './SmartDispatchSwitch';
import { CounterOffersSection } from '../../pay/CounterOffersSection';
import { RequestPayEditor } from '../../pay/RequestPayEditor';

/** Where the technicians offered the job live, one mark per technician. */
function offeredHomes(entry: DispatchQueueEntry) {
  return entry.offers.map(({ technician }) => ({
    community: technician.community,
    label: `${technician.fullName} (${technician.community})`,
  }));
}

/** A queued request: its facts, smart dispatch, the offers so far and the ranked candidates. */
export function DispatchRequestDetails({ entry }: { entry: DispatchQueueEntry }) {
  return (
    <Stack gap={4}>
      <Stack direction="row" gap={3} align="center" wrap>
        <DetailTitle>{`Ticket ${entry.serviceTicketNumber}`}</DetailTitle>
        <StatusLabel status={entry.status} />
        {entry.flaggedAt && <StatusBadge tone="problem">Flagged</StatusBadge>}
      </Stack>
      <Facts>
        <Fact label="Service type">{serviceTypeLabel(entry.serviceType)}</Fact>
        <Fact label="Company">{entry.companyName}</Fact>
        <Fact label="Community">{placeOfRequest(entry)}</Fact>
        <Fact label="Preferred">{whenOfRequest(entry)}</Fact>
        <Fact label="Waiting since">{displayMoment(entry.createdAt)}</Fact>
        <Fact label="Last wave">{entry.wave ? DISPATCH_WAVE_LABELS[entry.wave] : 'None yet'}</Fact>
        {entry.nextWaveAt && <Fact label="Next wave">{displayMoment(entry.nextWaveAt)}</Fact>}
        {entry.flaggedAt && <Fact label="Flagged">{displayMoment(entry.flaggedAt)}</Fact>}
      </Facts>
      <CounterOffersSection counters={entry.counterOffers} />
      <RequestPayEditor entry={entry} />
      <JobMap places={{ site: entry.community, homes: offeredHomes(entry) }} />
      <RequestDocuments requestId={entry.id} headingLevel={3} />
      {QUOTE_STATUSES.includes(entry.status) ? (
        <QuoteSection entry={entry} />
      ) : (
        <>
          <SmartDispatchSwitch entry={entry} />
          <OffersSection offers={entry.offers} />
          <CandidatesSection entry={entry} />
        </>
      )}
    </Stack>
  );
}

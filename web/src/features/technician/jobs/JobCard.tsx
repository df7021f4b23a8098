import { Card, Stack } from '@rha/design-system';
import type { ReactNode } from 'react';
import type { TechnicianJob } from '../../../api/bffTypes';
import { AnswerList } from '../../service-request/AnswerList';
import { displayDate } from '../../service-request/requestDates';
import { serviceTypeLabel, timeRangeLabel } from '../../service-request/serviceRequestLabels';
import { DetailList } from '../../shared/DetailList';
import { JobProgress } from './JobProgress';
import { JobReasons } from './JobReasons';
import { JobMessages } from '../../job-messages';
import { JobCallPanel } from '../../calls';
import { RequestDocuments } from '../../job-files/RequestDocuments';
import { AlaskaMoment } from '../../shared/AlaskaMoment';
import { AddressLink } from '../../shared/ContactLinks';
import { StatusLabel } from '../../shared/StatusLabel';
import { TechnicianJobMap } from './TechnicianJobMap';
import { PayFigure } from '../../pay/PayFigure';
import { CounterOfferStatus } from '../../pay/CounterOfferStatus';

/**
 * One job as the technician reads it: what, where and when, and the company's answers. The street
 * address and the contact on site come only with a job they hold (`site`), and so does the work
 * on site (`report`).
 */
export function JobCard({ job, actions }: { job: TechnicianJob; actions: ReactNode }) {
  const { site, offer, eta, report } = job;
  return (
    <Card as="article" title={`Ticket ${job.serviceTicketNumber}`} headingLevel={3}>
      <Stack gap={4}>
        <PayFigure pay={job.pay} label={offer ? 'Pay offered' : 'Agreed pay'} />
        {offer?.counter && <CounterOfferStatus counter={offer.counter} />}
        <DetailList>
          {!offer && (
            <>
              <dt>Status</dt>
              <dd>
                <StatusLabel status={job.status} />
              </dd>
            </>
          )}
          <dt>Service type</dt>
          <dd>{serviceTypeLabel(job.serviceType)}</dd>
          <dt>Company</dt>
          <dd>{job.companyName}</dd>
          <dt>Community</dt>
          <dd>{job.community ?? 'Not in the community list'}</dd>
          <dt>Preferred date</dt>
          <dd>{displayDate(job.preferredDate)}</dd>
          {job.preferredTimeRange && (
            <>
              <dt>Preferred time</dt>
              <dd>{timeRangeLabel(job.preferredTimeRange)}</dd>
            </>
          )}
          {offer && (
            <>
              <dt>Offer open until</dt>
              <dd>
                <AlaskaMoment iso={offer.expiresAt} />
              </dd>
            </>
          )}
          {eta && (
            <>
              <dt>ETA</dt>
              <dd>
                <AlaskaMoment iso={eta} />
              </dd>
            </>
          )}
          {site && (
            <>
              <dt>Address</dt>
              <dd>
                <AddressLink address={site.address} />
              </dd>
            </>
          )}
        </DetailList>
        {site && <JobCallPanel requestId={job.requestId} status={job.status} />}
        <TechnicianJobMap job={job} />
        <JobReasons reasons={job.reasons} />
        {report && <JobProgress job={job} report={report} />}
        {site && <RequestDocuments requestId={job.requestId} headingLevel={4} />}
        {report && <JobMessages requestId={job.requestId} headingLevel={4} />}
        <AnswerList
          answers={{
            jobDescription: job.jobDescription,
            ...job.answers,
            contactPerson: site?.contactPerson ?? '',
            phoneNumber: site?.phoneNumber ?? '',
          }}
        />
        <Stack direction="row" gap={3} wrap>
          {actions}
        </Stack>
      </Stack>
    </Card>
  );
}

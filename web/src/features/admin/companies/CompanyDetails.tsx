import { SERVICE_TYPE_OPTIONS } from '@rha/contracts/reference';
import { Badge, Stack, vars } from '@rha/design-system';
import styled from 'styled-components';
import { useAdminCompany } from '../../../api/adminCompanies';
import type { AdminCompanyDetails } from '../../../api/bffTypes';
import { displayDate } from '../../service-request/requestDates';
import { displayDay } from '../adminDates';
import { EmailLink, PhoneLink, WebsiteLink } from '../ContactLinks';
import { DetailSection, DetailTitle, EntryList, Fact, Facts } from '../DetailSection';
import { Loading, LoadFailed } from '../LoadStates';
import { COMPANY_LOAD_FAILED, NO_INFORMATION } from '../notices';
import { placeOf } from '../place';
import { AdminRatingsSection } from '../ratings/AdminRatingsSection';
import { PaymentTermsSection } from '../../quotes/PaymentTermsSection';

const RequestRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

function serviceTypeLabel(type: string): string {
  return SERVICE_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;
}

function CompanyView({ details }: { details: AdminCompanyDetails }) {
  const { company, locations, requests } = details;
  const { contact } = company;
  return (
    <Stack gap={4}>
      <DetailTitle>{company.name}</DetailTitle>
      <DetailSection title="Contact">
        <Facts>
          <Fact label="Contact">{contact.fullName || NO_INFORMATION}</Fact>
          <Fact label="E-mail">
            {contact.email ? <EmailLink email={contact.email} /> : NO_INFORMATION}
          </Fact>
          <Fact label="Phone">
            {contact.phone.trim() ? <PhoneLink phone={contact.phone} /> : NO_INFORMATION}
          </Fact>
          <Fact label="Website">
            {company.website ? <WebsiteLink website={company.website} /> : NO_INFORMATION}
          </Fact>
          <Fact label="Created">{displayDay(company.createdAt)}</Fact>
        </Facts>
      </DetailSection>

      <DetailSection title="Locations">
        <EntryList entries={locations} empty="No locations listed">
          {(location) => (
            <li key={location.id}>
              {[location.address, placeOf(location)].filter(Boolean).join(', ')}
            </li>
          )}
        </EntryList>
      </DetailSection>

      <DetailSection title="Service requests">
        <EntryList entries={requests} empty="No service requests yet">
          {(request) => (
            <RequestRow key={request.id}>
              <strong>Ticket {request.ticketNumber}</strong>
              <span>{serviceTypeLabel(request.serviceType)}</span>
              <span>{displayDate(request.preferredDate)}</span>
              <Badge variant="primary">{request.status}</Badge>
            </RequestRow>
          )}
        </EntryList>
      </DetailSection>
      <PaymentTermsSection companyId={company.id} />
      <AdminRatingsSection subject={{ companyId: company.id }} />
    </Stack>
  );
}

/** One company's contact, locations and service requests, read-only. */
export function CompanyDetails({ id }: { id: string }) {
  const company = useAdminCompany(id);

  if (company.isPending) return <Loading label="Loading company details" />;
  if (company.isError) {
    return <LoadFailed message={COMPANY_LOAD_FAILED} onRetry={() => void company.refetch()} />;
  }

  return <CompanyView details={company.data} />;
}

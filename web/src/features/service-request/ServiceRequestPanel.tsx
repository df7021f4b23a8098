import { SERVICE_TYPE_OPTIONS, type ServiceType } from '@rha/contracts/reference';
import {
  Button,
  FormAlert,
  Link,
  PageTitle,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@rha/design-system';
import { serviceRequestReveals } from '@rha/contracts/schemas';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useCompanyLocations } from '../../api/locations';
import {
  EstimateDeliveryNotice,
  FIRST_ESTIMATE_DRAFT,
  holdEstimate,
  parseEstimateDraft,
  RequestEstimatePanel,
  useEstimateAfterSubmit,
} from '../prices';
import { ServiceRequestFields } from './ServiceRequestFields';
import { ServiceRequestList } from './ServiceRequestList';
import { useServiceRequestForm } from './useServiceRequestForm';

/**
 * The company's own requests first, what it comes back for; below them Create Service Request,
 * a tab per service type over one form, so what was typed stays when the person switches type.
 */
export function ServiceRequestPanel() {
  const locations = useCompanyLocations();
  const locationList = locations.data ?? [];
  const [estimateDraft, setEstimateDraft] = useState(FIRST_ESTIMATE_DRAFT);
  const estimate = useEstimateAfterSubmit();
  const { form, onSubmit, submitted, chooseServiceType } = useServiceRequestForm(
    locationList,
    (stored) => {
      const parsed = parseEstimateDraft(estimateDraft);
      if (parsed.ok) estimate.deliver(stored.id, stored.serviceTicketNumber, parsed.answers);
    },
    (submissionId) => {
      const parsed = parseEstimateDraft(estimateDraft);
      if (parsed.ok) holdEstimate(submissionId, parsed.answers);
    },
  );
  const [serviceType, ticket, liveVideoRequired, hasWifi, wantProPackage] = useWatch({
    control: form.control,
    name: ['serviceType', 'serviceTicketNumber', 'liveVideoRequired', 'hasWifi', 'wantProPackage'],
  });
  // The Pro Package counts only while its question is shown, as the stored request keeps it.
  const proPackage =
    wantProPackage === 'yes' &&
    serviceRequestReveals({
      serviceType,
      liveVideoRequired: liveVideoRequired ?? '',
      hasWifi: hasWifi ?? '',
      wantProPackage,
      restrictedAccess: '',
      hasOutlet: '',
    }).wantProPackage;

  return (
    <Stack gap={10}>
      <ServiceRequestList />
      <Stack gap={6}>
        <PageTitle level={2} description={`Service ticket ${ticket}`}>
          Create Service Request
        </PageTitle>
        {submitted && (
          <FormAlert variant="success" title={`Service request ${submitted.ticket} submitted.`}>
            {submitted.mailto && (
              <Link href={submitted.mailto}>Email your supporting documentation</Link>
            )}
          </FormAlert>
        )}
        <EstimateDeliveryNotice delivery={estimate.delivery} />
        <Tabs
          value={serviceType}
          onValueChange={(value) => chooseServiceType(value as ServiceType)}
        >
          <TabList aria-label="Service type">
            {SERVICE_TYPE_OPTIONS.map((option) => (
              <Tab key={option.value} value={option.value}>
                {option.label}
              </Tab>
            ))}
          </TabList>
          {SERVICE_TYPE_OPTIONS.map((option) => (
            <TabPanel key={option.value} value={option.value}>
              <form noValidate aria-label={`${option.label} request`} onSubmit={onSubmit}>
                <Stack gap={6}>
                  <p>{option.description}</p>
                  <ServiceRequestFields form={form} locations={locationList} />
                  <RequestEstimatePanel
                    serviceType={serviceType}
                    proPackage={proPackage}
                    draft={estimateDraft}
                    onDraftChange={setEstimateDraft}
                  />
                  <Button
                    type="submit"
                    size="lg"
                    loading={form.formState.isSubmitting}
                    loadingLabel="Submitting..."
                  >
                    Submit Service Request
                  </Button>
                </Stack>
              </form>
            </TabPanel>
          ))}
        </Tabs>
      </Stack>
    </Stack>
  );
}

import { alaskaRegionById } from '@rha/contracts/reference';
import { Button, Card, Spinner, Stack, useToast } from '@rha/design-system';
import { useEffect } from 'react';
import type { CoveredCommunity } from '../../api/bffTypes';
import { useTechnicianCoverage } from '../../api/technicianCoverage';
import { DetailList } from '../shared/DetailList';
import { COVERAGE_LOAD_FAILED, NO_HOME_COMMUNITY } from './notices';
import { ReachableCommunitiesForm } from './ReachableCommunitiesForm';

function HomeCommunity({ home }: { home: CoveredCommunity | null }) {
  if (!home) return <p>{NO_HOME_COMMUNITY}</p>;
  return (
    <Card as="section" variant="muted" aria-label="Your home community">
      <DetailList>
        <dt>Home community</dt>
        <dd>{home.community}</dd>
        <dt>Region</dt>
        <dd>{alaskaRegionById(home.region)?.name ?? home.region}</dd>
        <dt>Hub</dt>
        <dd>{home.hub}</dd>
      </DetailList>
    </Card>
  );
}

/** Where the technician works: home, from their service location, and the communities they reach. */
export function ServiceAreaSection() {
  const coverage = useTechnicianCoverage();
  const { toast } = useToast();

  useEffect(() => {
    if (coverage.isError) toast(COVERAGE_LOAD_FAILED);
  }, [coverage.isError, toast]);

  return (
    <Card title="Service Area" headingLevel={3}>
      <Stack gap={4}>
        {coverage.isPending && <Spinner label="Loading your service area" />}
        {coverage.isError && (
          <Stack gap={2} align="start">
            <p role="alert">{COVERAGE_LOAD_FAILED.description}</p>
            <Button variant="secondary" size="sm" onClick={() => void coverage.refetch()}>
              Try again
            </Button>
          </Stack>
        )}
        {coverage.data && (
          <>
            <HomeCommunity home={coverage.data.home} />
            <ReachableCommunitiesForm coverage={coverage.data} />
          </>
        )}
      </Stack>
    </Card>
  );
}

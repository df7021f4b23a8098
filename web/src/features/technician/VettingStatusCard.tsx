import { VETTING_STATUS_FOR_TECHNICIAN, type VettingStatus } from '@rha/contracts';
import { Card, vars } from '@rha/design-system';
import styled from 'styled-components';

const Title = styled.p`
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
  color: ${vars.color.primary};
`;

/** Where the technician's application stands in vetting, and what happens next. */
export function VettingStatusCard({ status }: { status: VettingStatus }) {
  const { title, next } = VETTING_STATUS_FOR_TECHNICIAN[status];
  return (
    <Card as="section" variant="muted" aria-label="Application status">
      <Title>{title}</Title>
      <p>{next}</p>
    </Card>
  );
}

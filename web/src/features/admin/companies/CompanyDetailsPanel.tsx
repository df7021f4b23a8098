import { Card } from '@rha/design-system';
import { forwardRef } from 'react';
import { SELECT_COMPANY } from '../notices';
import { CompanyDetails } from './CompanyDetails';

/** The 'Company Details' card; each company's details mount afresh. */
export const CompanyDetailsPanel = forwardRef<HTMLElement, { companyId: string | null }>(
  function CompanyDetailsPanel({ companyId }, ref) {
    return (
      <Card ref={ref} title="Company Details" tabIndex={-1}>
        {companyId ? <CompanyDetails key={companyId} id={companyId} /> : <p>{SELECT_COMPANY}</p>}
      </Card>
    );
  },
);
CompanyDetailsPanel.displayName = 'CompanyDetailsPanel';

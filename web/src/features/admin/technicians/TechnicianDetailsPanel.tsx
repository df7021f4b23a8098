import { Card } from '@rha/design-system';
import { forwardRef } from 'react';
import { SELECT_TECHNICIAN } from '../notices';
import { TechnicianDetails } from './TechnicianDetails';

/**
 * The 'Technician Details' card. Each technician's details mount afresh (keyed by id), so choosing
 * another one drops whatever the previous one was showing or editing.
 */
export const TechnicianDetailsPanel = forwardRef<HTMLElement, { technicianId: string | null }>(
  function TechnicianDetailsPanel({ technicianId }, ref) {
    return (
      <Card ref={ref} title="Technician Details" tabIndex={-1}>
        {technicianId ? (
          <TechnicianDetails key={technicianId} id={technicianId} />
        ) : (
          <p>{SELECT_TECHNICIAN}</p>
        )}
      </Card>
    );
  },
);
TechnicianDetailsPanel.displayName = 'TechnicianDetailsPanel';

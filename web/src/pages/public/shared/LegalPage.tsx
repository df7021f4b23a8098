import { Accordion, AccordionItem, Container, PageTitle, Stack } from '@rha/design-system';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../app/DocumentTitle';
import { LEGAL_LAST_UPDATED, type LegalSection } from '../content/legal';

export interface LegalPageProps {
  title: string;
  intro: string;
  sections: LegalSection[];
  /** Above the title, e.g. a back button. */
  before?: ReactNode;
  /** After the sections, e.g. a link home. */
  after?: ReactNode;
}

/** A legal document: its title, revision date, a lead and its sections as an accordion. */
export function LegalPage({ title, intro, sections, before, after }: LegalPageProps) {
  return (
    <Container size="narrow" padding="lg">
      <DocumentTitle title={title} />
      <Stack gap={6}>
        {before}
        <PageTitle description={`Last updated ${LEGAL_LAST_UPDATED}`} style={{ marginBottom: 0 }}>
          {title}
        </PageTitle>
        <p>{intro}</p>
        {/* Several sections can stay open, so a reader can compare them. */}
        <Accordion type="multiple">
          {sections.map((section) => (
            <AccordionItem
              key={section.id}
              value={section.id}
              id={section.id}
              title={section.title}
              headingLevel={2}
            >
              <Stack gap={3}>{section.body}</Stack>
            </AccordionItem>
          ))}
        </Accordion>
        {after}
      </Stack>
    </Container>
  );
}

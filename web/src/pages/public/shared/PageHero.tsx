import { Grid, PageTitle, Section, Stack } from '@rha/design-system';
import type { ReactNode } from 'react';
import { Illustration } from '../../../assets/Illustration';
import type { IllustrationSource } from '../../../assets/illustrations';

export interface PageHeroProps {
  /** The page's one h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** More content under the actions, e.g. the reassurances of the home page. */
  children?: ReactNode;
  image?: IllustrationSource;
}

/** The first band of a marketing page: its heading, lead, actions and illustration side by side. */
export function PageHero({ title, description, actions, children, image }: PageHeroProps) {
  return (
    <Section padding="lg">
      <Grid columns={image ? 2 : 1} gap={8} style={{ alignItems: 'center' }}>
        <Stack gap={6}>
          <PageTitle description={description} style={{ marginBottom: 0 }}>
            {title}
          </PageTitle>
          {actions !== undefined && (
            <Stack direction="row" gap={3} wrap align="center">
              {actions}
            </Stack>
          )}
          {children}
        </Stack>
        {image && <Illustration image={image} priority />}
      </Grid>
    </Section>
  );
}

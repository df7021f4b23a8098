import { Grid, Section } from '@rha/design-system';
import { illustrations } from '../../assets/illustrations';
import { DocumentTitle } from '../../app/DocumentTitle';
import { CallToActionCard } from './shared/CallToActionCard';
import { PageHero } from './shared/PageHero';

/** The two ways to join: as a partner organisation or as a technician. */
export function WorkWithUsPage() {
  return (
    <>
      <DocumentTitle title="Work With Us" />
      <PageHero
        title="Work With Us"
        description="Remote Hands Alaska grows one community at a time, with the organisations that serve those communities and the people who live in them."
        image={illustrations.villagePartners}
      />
      <Section tone="muted" title="Two ways to join">
        <Grid as="ul" columns={2}>
          <CallToActionCard
            title="Partner organisations"
            action={{ label: 'Become a Partner', to: '/partners' }}
          >
            <p>
              Tribal councils, native corporations and workforce programmes: recruit and train local
              technicians with us and bring paid technical work home to your villages.
            </p>
          </CallToActionCard>
          <CallToActionCard
            title="Technicians"
            action={{ label: 'Become a Technician', to: '/technicians' }}
          >
            <p>
              Live in rural Alaska and like fixing things? Take paid jobs in your own community,
              with an expert on live video beside you.
            </p>
          </CallToActionCard>
        </Grid>
      </Section>
    </>
  );
}

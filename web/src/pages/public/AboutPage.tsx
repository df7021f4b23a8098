import { Avatar, Button, Card, Grid, Section, Stack, vars } from '@rha/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { illustrations } from '../../assets/illustrations';
import { DocumentTitle } from '../../app/DocumentTitle';
import { founders, mission, values } from './content/about';
import { PageHero } from './shared/PageHero';

/** Founders and mission. */
export function AboutPage() {
  return (
    <>
      <DocumentTitle title="About" />
      <PageHero
        title="About"
        description="Remote Hands Alaska was started by Alaskans who grew up waiting for the next plane to get things fixed."
        image={illustrations.riverVillage}
      />

      <Section tone="muted" title="Our mission" size="narrow">
        <p style={{ fontSize: vars.font.size.xl }}>{mission}</p>
      </Section>

      <Section title="Founders">
        <Grid as="ul" columns={2}>
          {founders.map((founder) => (
            <Card as="li" key={founder.name} variant="outlined">
              <Stack direction="row" gap={4} align="center">
                <Avatar name={founder.name} size="lg" decorative />
                <Stack gap={1}>
                  <h3>{founder.name}</h3>
                  <p>{founder.role}</p>
                </Stack>
              </Stack>
              <p>{founder.bio}</p>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section tone="muted" title="What we believe">
        <Grid as="ul" columns={2}>
          {values.map((value) => (
            <Card as="li" key={value.title} variant="elevated" headingLevel={3} title={value.title}>
              <p>{value.text}</p>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section tone="inverse" title="Work with us" padding="md">
        <Stack direction="row" gap={3} wrap>
          <Button asChild variant="secondary">
            <RouterLink to="/partners">Become a Partner</RouterLink>
          </Button>
          <Button asChild variant="secondary">
            <RouterLink to="/technicians">Become a Technician</RouterLink>
          </Button>
        </Stack>
      </Section>
    </>
  );
}

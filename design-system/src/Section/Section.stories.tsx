import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.js';
import { Card } from '../Card/Card.js';
import { Grid } from '../Grid/Grid.js';
import { Section } from './Section.js';

const meta = {
  title: 'Components/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'How It Works',
    description: 'From request to resolution, often the same day.',
    children: (
      <Grid columns={3} as="ol">
        <Card as="li" title="1. Submit a request" headingLevel={3}>
          Tell us what needs doing and where.
        </Card>
        <Card as="li" title="2. A local technician accepts" headingLevel={3}>
          Often within hours.
        </Card>
        <Card as="li" title="3. Solved with live guidance" headingLevel={3}>
          Your experts guide the work by video.
        </Card>
      </Grid>
    ),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'muted', 'inverse'] } },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Muted: Story = {
  args: { tone: 'muted' },
};

export const Inverse: Story = {
  args: {
    tone: 'inverse',
    title: 'Local Tech Support in Alaska',
    description: 'Skilled local technicians for on-site support and maintenance.',
    children: <Button variant="secondary">Request a Service</Button>,
  },
};

export const Untitled: Story = {
  args: { title: undefined, description: undefined, padding: 'md', children: 'A plain band.' },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

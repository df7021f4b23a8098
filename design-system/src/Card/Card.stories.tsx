import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.js';
import { Grid } from '../Grid/Grid.js';
import { TextField } from '../TextField/TextField.js';
import { Card } from './Card.js';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Contact Us',
    description: "Fill out the form below and we'll get back to you as soon as possible.",
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['elevated', 'outlined', 'muted'] },
    padding: { control: 'inline-radio', options: ['md', 'lg'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    children: <TextField label="Name" placeholder="Your name" />,
    footer: <Button type="submit">Send Message</Button>,
  },
};

export const Variants: Story = {
  render: () => (
    <Grid columns={3}>
      <Card variant="elevated" title="Remote Hands Baseline" headingLevel={3}>
        Live video troubleshooting, power cycling and component replacement.
      </Card>
      <Card variant="outlined" title="Remote Eyes Assessment" headingLevel={3}>
        A visual inspection with up to 20 photos and video.
      </Card>
      <Card variant="muted" title="Local Guide Service" headingLevel={3}>
        Pickup, transport and coordination for fly-in teams.
      </Card>
    </Grid>
  ),
};

export const Untitled: Story = {
  args: { title: undefined, description: undefined, children: 'A plain panel of content.' },
};

export const Empty: Story = {
  args: {
    title: 'Locations',
    description: undefined,
    children: <p>No locations yet. Add the first place our technicians should go.</p>,
    footer: <Button variant="secondary">Add Location</Button>,
  },
};

export const SmallScreen: Story = {
  args: { ...Default.args, padding: 'md' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card.js';
import { Grid } from './Grid.js';

const useCases = [
  'Network outage at the clinic',
  'Satellite dish realignment',
  'Server room power cycle',
  'Point-of-sale terminal swap',
  'Security camera install',
  'School lab refresh',
];

const meta = {
  title: 'Components/Grid',
  component: Grid,
  args: {
    as: 'ul',
    children: useCases.map((title) => (
      <Card as="li" key={title} variant="elevated">
        {title}
      </Card>
    )),
  },
  argTypes: { columns: { control: 'inline-radio', options: [1, 2, 3, 4] } },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TwoColumns: Story = {
  args: { columns: 2 },
};

export const FourColumns: Story = {
  args: { columns: 4, gap: 4 },
};

export const Empty: Story = {
  args: { children: undefined, as: 'div' },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

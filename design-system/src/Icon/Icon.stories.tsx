import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack.js';
import { Icon, ICON_NAMES } from './Icon.js';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'check', label: 'Done' },
  argTypes: { name: { control: 'select', options: ICON_NAMES } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const All: Story = {
  render: () => (
    <Stack direction="row" gap={4} wrap>
      {ICON_NAMES.map((name) => (
        <span key={name}>
          <Icon name={name} /> {name}
        </span>
      ))}
    </Stack>
  ),
};

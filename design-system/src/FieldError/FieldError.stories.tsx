import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from './FieldError.js';

const meta = {
  title: 'Components/FieldError',
  component: FieldError,
  args: { id: 'message-error', children: 'Message must be at least 10 characters' },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TiedToAField: Story = {
  render: (args) => (
    <div>
      <label htmlFor="captcha-field">Human check</label>
      <input id="captcha-field" aria-invalid="true" aria-describedby={args.id} />
      <FieldError {...args}>Please complete the captcha</FieldError>
    </div>
  ),
};

export const Empty: Story = {
  args: { children: undefined },
};

export const SmallScreen: Story = {
  args: { children: 'Please fill in all the required technician fields.' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Section } from '../Section/Section.js';
import { Link } from './Link.js';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#privacy-policy', children: 'Privacy Policy' },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'muted', 'inverse'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InText: Story = {
  render: (args) => (
    <p>
      Read how we handle your data in our <Link {...args} /> before you sign up.
    </p>
  ),
};

export const Muted: Story = {
  args: { variant: 'muted', children: 'Terms of Use', href: '#terms-of-use' },
};

export const Inverse: Story = {
  render: (args) => (
    <Section tone="inverse" padding="md">
      <Link {...args} variant="inverse">
        Return to Home
      </Link>
    </Section>
  ),
};

export const External: Story = {
  args: { href: 'https://www.commerce.alaska.gov', external: true, children: 'Alaska Commerce' },
};

export const SmallScreen: Story = {
  render: InText.render!,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

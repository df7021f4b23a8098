import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../Link/Link.js';
import { AttentionItem, AttentionStrip } from './AttentionStrip.js';

const meta = {
  title: 'Components/AttentionStrip',
  component: AttentionStrip,
  args: { title: 'What needs you now', emptyText: 'Nothing needs you right now.' },
} satisfies Meta<typeof AttentionStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <AttentionStrip {...args}>
      <AttentionItem
        label="Work done"
        title={<Link href="#r1">Ticket 20300620-1042</Link>}
        detail="Approves itself Jun 22, 5:00 PM unless you review it"
      />
      <AttentionItem
        label="New messages"
        tone="info"
        title={<Link href="#r2">Ticket 20300618-2210</Link>}
        detail="2 unread messages"
      />
      <AttentionItem
        label="On hold"
        tone="urgent"
        title={<Link href="#r3">Ticket 20300615-3302</Link>}
        detail="Freezing fog, no flights · new arrival Jun 24, 9:00 AM"
      />
    </AttentionStrip>
  ),
};

export const NextVisit: Story = {
  render: (args) => (
    <AttentionStrip {...args}>
      <AttentionItem
        label="Next visit"
        tone="info"
        title={<Link href="#r4">Bethel · 400 Chief Eddie Hoffman Hwy</Link>}
        detail="Arriving Jun 21, 10:00 AM · Ivan Health Aide"
        actions={
          <>
            <Link href="tel:9075550199">Call 907-555-0199</Link>
            <Link href="https://www.openstreetmap.org/search?query=Bethel" external>
              Directions
            </Link>
          </>
        }
      />
    </AttentionStrip>
  ),
};

export const Many: Story = {
  render: (args) => (
    <AttentionStrip {...args}>
      {['1001', '1002', '1003', '1004', '1005'].map((ticket) => (
        <AttentionItem
          key={ticket}
          label="New offer"
          title={<Link href={`#${ticket}`}>{`Ticket 20300620-${ticket}`}</Link>}
          detail="Kwethluk · expires in 2 hours"
        />
      ))}
    </AttentionStrip>
  ),
};

export const Empty: Story = {};

export const SmallScreen: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

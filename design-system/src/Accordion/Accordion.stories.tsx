import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion, AccordionItem } from './Accordion.js';

const sections = (
  <>
    <AccordionItem value="collected" title="Personal Information We Collect">
      Your name, email address, phone number and the address of the sites you ask us to visit.
    </AccordionItem>
    <AccordionItem value="use" title="How We Use Your Information">
      To match your requests with local technicians and to keep you informed about them.
    </AccordionItem>
    <AccordionItem value="sms" title="SMS Terms">
      Message and data rates may apply. Reply STOP to opt out at any time.
    </AccordionItem>
  </>
);

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { children: sections },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OneOpen: Story = {
  args: { defaultValue: 'use' },
};

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['collected', 'sms'] },
};

export const Disabled: Story = {
  name: 'Disabled section',
  args: {
    children: (
      <>
        <AccordionItem value="acceptance" title="Acceptance of the Terms">
          You must be at least 18, or have a parent&apos;s permission.
        </AccordionItem>
        <AccordionItem value="archived" title="Archived Terms (2023)" disabled>
          No longer in force.
        </AccordionItem>
      </>
    ),
  },
};

export const SmallScreen: Story = {
  args: { defaultValue: 'collected' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

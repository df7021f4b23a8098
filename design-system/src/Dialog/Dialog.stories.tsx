import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.js';
import { Stack } from '../Stack/Stack.js';
import { TextArea } from '../TextArea/TextArea.js';
import { TextField } from '../TextField/TextField.js';
import { Dialog, DialogClose } from './Dialog.js';

const contactForm = (
  <Stack as="form" gap={4} aria-label="Contact form" onSubmit={(event) => event.preventDefault()}>
    <TextField label="Name" placeholder="Your name" />
    <TextField label="Email" type="email" placeholder="Your email" />
    <TextArea label="Message" placeholder="How can we help you?" />
  </Stack>
);

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Contact Us',
    description: "Fill out the form below and we'll get back to you as soon as possible.",
    trigger: <Button variant="secondary">Contact Us</Button>,
    children: contactForm,
    footer: <Button type="submit">Send Message</Button>,
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
};

export const Sending: Story = {
  name: 'Loading',
  args: {
    defaultOpen: true,
    footer: (
      <Button type="submit" loading loadingLabel="Sending...">
        Send Message
      </Button>
    ),
  },
};

export const Sent: Story = {
  args: {
    defaultOpen: true,
    description: undefined,
    size: 'sm',
    children: <p>Thank you for contacting us. We&apos;ll get back to you soon.</p>,
    footer: (
      <DialogClose asChild>
        <Button>Close</Button>
      </DialogClose>
    ),
  },
};

export const SmallScreen: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.js';
import { Stack } from '../Stack/Stack.js';
import { ToastProvider, useToast } from './Toast.js';
import { createToaster, type ToastMessage } from './toaster.js';

const sent: ToastMessage = {
  title: 'Message Sent',
  description: "Thank you for contacting us. We'll get back to you soon.",
};

const failed: ToastMessage = {
  title: 'Error',
  description: 'Failed to send message. Please try again later.',
  variant: 'destructive',
};

function Triggers() {
  const { toast, dismiss } = useToast();
  return (
    <Stack direction="row" gap={3} wrap>
      <Button onClick={() => toast(sent)}>Send Message</Button>
      <Button variant="destructive" onClick={() => toast(failed)}>
        Fail to send
      </Button>
      <Button variant="ghost" onClick={dismiss}>
        Hide the toast
      </Button>
    </Stack>
  );
}

/** A provider with its own toaster, optionally showing a toast from the start. */
function Demo({ initial, duration }: { initial?: ToastMessage; duration?: number }) {
  const [toaster] = useState(() => {
    const created = createToaster();
    if (initial) created.show(initial);
    return created;
  });
  return (
    <ToastProvider toaster={toaster} {...(duration !== undefined ? { duration } : {})}>
      <Triggers />
    </ToastProvider>
  );
}

const meta = {
  title: 'Components/Toast',
  component: Demo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Shown: Story = {
  args: { initial: sent, duration: Infinity },
};

export const Destructive: Story = {
  args: { initial: failed, duration: Infinity },
};

export const SmallScreen: Story = {
  args: { initial: sent, duration: Infinity },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

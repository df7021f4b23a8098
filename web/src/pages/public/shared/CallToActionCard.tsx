import { Button, Card } from '@rha/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface CallToActionCardProps {
  title: string;
  children: ReactNode;
  /** Label and destination of the card's button. */
  action: { label: string; to: string };
}

/** A card that ends in one action: 'Request a Service', 'Become a Partner', ... */
export function CallToActionCard({ title, children, action }: CallToActionCardProps) {
  return (
    <Card
      as="li"
      variant="elevated"
      headingLevel={3}
      title={title}
      footer={
        <Button asChild>
          <Link to={action.to}>{action.label}</Link>
        </Button>
      }
    >
      {children}
    </Card>
  );
}

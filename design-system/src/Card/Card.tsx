import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { HeadingBlock } from '../internal/headingBlock.js';
import { vars } from '../theme.js';

export type CardVariant = 'elevated' | 'outlined' | 'muted';
export type CardElement = 'div' | 'section' | 'article' | 'li';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card, e.g. 'Contact Us'. A titled section or article is named by it. */
  title?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Level of the title heading, to fit the page outline. Defaults to 2. */
  headingLevel?: 2 | 3 | 4;
  /** Actions or notes at the bottom of the card, separated by a rule. */
  footer?: ReactNode;
  /** elevated: white with a shadow; outlined: white with a border; muted: a tinted panel. Defaults to outlined. */
  variant?: CardVariant;
  /** Inner padding: md 1.25rem, lg 2rem. Defaults to md. */
  padding?: 'md' | 'lg';
  /** The element to render. Defaults to section when titled, else div. */
  as?: CardElement;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  list-style: none;

  &[data-padding='lg'] {
    padding: ${vars.space[8]};
    gap: ${vars.space[6]};
  }

  &[data-variant='elevated'] {
    border-color: transparent;
    box-shadow: ${vars.shadow.md};
  }

  &[data-variant='muted'] {
    border-color: transparent;
    background: ${vars.color.surfaceMuted};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
`;

/** A panel that groups related content: a form, a service, a use case. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  {
    title,
    description,
    headingLevel = 2,
    footer,
    variant = 'outlined',
    padding = 'md',
    as,
    children,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const element = as ?? (title !== undefined ? 'section' : 'div');
  const named = title !== undefined && (element === 'section' || element === 'article');
  return (
    <Root
      ref={ref}
      as={element}
      data-variant={variant}
      data-padding={padding}
      {...(named ? { 'aria-labelledby': titleId } : {})}
      {...rest}
    >
      <HeadingBlock
        variant="card"
        title={title}
        description={description}
        headingLevel={headingLevel}
        titleId={titleId}
      />
      {children}
      {footer !== undefined && <Footer>{footer}</Footer>}
    </Root>
  );
});
Card.displayName = 'Card';

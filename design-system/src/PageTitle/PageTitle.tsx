import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme.js';

export interface PageTitleProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's heading text. */
  children: ReactNode;
  /** A short lead paragraph under the heading. */
  description?: ReactNode;
  /** Heading level; 1 for the page title (default), 2 when the title heads a panel inside a page. */
  level?: 1 | 2;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[6]};
`;

const Heading = styled.h1`
  font-family: ${vars.font.family.heading};
  font-size: ${vars.font.size['3xl']};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
  color: ${vars.color.primary};

  &[data-level='2'] {
    font-size: ${vars.font.size['2xl']};
  }
`;

const Description = styled.p`
  max-width: 42rem;
  font-size: ${vars.font.size.lg};
  line-height: ${vars.font.lineHeight.relaxed};
  color: ${vars.color.textMuted};
`;

/** The heading of a page (an h1 by default), with an optional lead line. */
export const PageTitle = forwardRef<HTMLDivElement, PageTitleProps>(function PageTitle(
  { children, description, level = 1, ...rest },
  ref,
) {
  return (
    <Root ref={ref} {...rest}>
      <Heading as={level === 1 ? 'h1' : 'h2'} data-level={level}>
        {children}
      </Heading>
      {description !== undefined && <Description>{description}</Description>}
    </Root>
  );
});
PageTitle.displayName = 'PageTitle';

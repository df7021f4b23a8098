import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container, type ContainerSize } from '../Container/Container.js';
import { HeadingBlock } from '../internal/headingBlock.js';
import { vars } from '../theme.js';

export type SectionTone = 'default' | 'muted' | 'inverse';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the section; the section landmark is named by it. */
  title?: ReactNode;
  /** A lead paragraph under the title. */
  description?: ReactNode;
  /** Level of the title heading. Defaults to 2. */
  headingLevel?: 2 | 3;
  /** Background band: default (page), muted (birch tint) or inverse (deep spruce). Defaults to default. */
  tone?: SectionTone;
  /** Vertical padding: md 2rem, lg 4rem. Defaults to lg. */
  padding?: 'md' | 'lg';
  /** Maximum width of the content inside the band. Defaults to default (72rem). */
  size?: ContainerSize;
}

const Band = styled.section`
  width: 100%;
  background: ${vars.color.background};
  color: ${vars.color.text};

  &[data-tone='muted'] {
    background: ${vars.color.surfaceMuted};
  }

  &[data-tone='inverse'] {
    background: ${vars.color.surfaceInverse};
    color: ${vars.color.textInverse};
  }
`;

/**
 * A full-width band of a page (hero, services, how it works) with its content centred in a Container.
 * Give it an id to make it a scroll target.
 */
export const Section = forwardRef<HTMLElement, SectionProps>(function Section(
  {
    title,
    description,
    headingLevel = 2,
    tone = 'default',
    padding = 'lg',
    size = 'default',
    children,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  return (
    <Band
      ref={ref}
      data-tone={tone}
      {...(title !== undefined ? { 'aria-labelledby': titleId } : {})}
      {...rest}
    >
      <Container size={size} padding={padding}>
        <HeadingBlock
          variant="section"
          title={title}
          description={description}
          headingLevel={headingLevel}
          titleId={titleId}
        />
        {children}
      </Container>
    </Band>
  );
});
Section.displayName = 'Section';

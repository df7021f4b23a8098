import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme.js';

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};

  &[data-variant='section'] {
    gap: ${vars.space[2]};
    margin-bottom: ${vars.space[8]};
  }
`;

const Title = styled.h2`
  font-family: ${vars.font.family.heading};
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.bold};
  color: ${vars.color.primary};

  [data-variant='section'] > & {
    font-size: ${vars.font.size['2xl']};
  }

  [data-tone='inverse'] [data-variant='section'] > & {
    color: ${vars.color.textInverse};
  }
`;

const Description = styled.p`
  color: ${vars.color.textMuted};

  [data-variant='section'] > & {
    max-width: 42rem;
    font-size: ${vars.font.size.lg};
  }

  [data-tone='inverse'] [data-variant='section'] > & {
    color: ${vars.color.textInverseMuted};
  }
`;

export interface HeadingBlockProps {
  /** card: the Card's compact heading; section: the Section's larger one, which follows its tone. */
  variant: 'card' | 'section';
  title?: ReactNode;
  description?: ReactNode;
  headingLevel: 2 | 3 | 4;
  /** The title's id, which names the surrounding landmark. */
  titleId: string;
}

/** A title heading and a line under it; nothing when neither is given. */
export function HeadingBlock({
  variant,
  title,
  description,
  headingLevel,
  titleId,
}: HeadingBlockProps) {
  if (title === undefined && description === undefined) return null;
  return (
    <Header data-variant={variant}>
      {title !== undefined && (
        <Title as={`h${headingLevel}`} id={titleId}>
          {title}
        </Title>
      )}
      {description !== undefined && <Description>{description}</Description>}
    </Header>
  );
}

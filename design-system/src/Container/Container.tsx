import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../theme.js';

export type ContainerSize = 'narrow' | 'default' | 'wide';
export type ContainerPadding = 'none' | 'md' | 'lg';
export type ContainerElement = 'div' | 'main' | 'section' | 'article' | 'header' | 'footer' | 'nav';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** Maximum width: narrow 40rem (forms, reading), default 72rem, wide 90rem. */
  size?: ContainerSize;
  /** Vertical padding: none, md 2rem, lg 4rem. Defaults to md. */
  padding?: ContainerPadding;
  /** The element to render, for landmarks such as `main`. Defaults to div. */
  as?: ContainerElement;
}

const Root = styled.div`
  width: 100%;
  max-width: ${vars.size.containerDefault};
  margin-inline: auto;
  padding: ${vars.space[8]} ${vars.space[4]};

  &[data-size='narrow'] {
    max-width: ${vars.size.containerNarrow};
  }
  &[data-size='wide'] {
    max-width: ${vars.size.containerWide};
  }
  &[data-padding='none'] {
    padding-block: 0;
  }
  &[data-padding='lg'] {
    padding-block: ${vars.space[16]};
  }
`;

/** Centres content horizontally with a maximum width and side gutters. */
export const Container = forwardRef<HTMLElement, ContainerProps>(function Container(
  { size = 'default', padding = 'md', as = 'div', ...rest },
  ref,
) {
  return <Root ref={ref} as={as} data-size={size} data-padding={padding} {...rest} />;
});
Container.displayName = 'Container';

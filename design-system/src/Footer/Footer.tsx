import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme.js';

export interface FooterProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Links (direct children, as a fragment), e.g. Privacy Policy and Terms of Use. */
  navigation?: ReactNode;
  /** Accessible name of the footer's navigation landmark. Defaults to 'Footer'. */
  navigationLabel?: string;
  /** The fine print under the links, e.g. the copyright line. */
  children?: ReactNode;
}

const Root = styled.footer`
  margin-top: auto;
  background: ${vars.color.surfaceInverse};
  color: ${vars.color.textInverseMuted};
  font-size: ${vars.font.size.sm};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
  max-width: ${vars.size.containerDefault};
  margin-inline: auto;
  padding: ${vars.space[8]} ${vars.space[4]};
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};

  & > a {
    color: ${vars.color.textInverse};
  }

  & > a:hover {
    color: ${vars.color.textInverse};
    text-decoration-thickness: 2px;
  }
`;

/** The site footer on a deep spruce band. */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  { navigation, navigationLabel = 'Footer', children, ...rest },
  ref,
) {
  return (
    <Root ref={ref} {...rest}>
      <Inner>
        {navigation !== undefined && <Nav aria-label={navigationLabel}>{navigation}</Nav>}
        {children !== undefined && <div>{children}</div>}
      </Inner>
    </Root>
  );
});
Footer.displayName = 'Footer';

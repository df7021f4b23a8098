import {
  Children,
  forwardRef,
  Fragment,
  isValidElement,
  useId,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { media } from '../tokens/index.js';
import { vars } from '../theme.js';

export interface FooterSection {
  /** Heading of the group, e.g. 'Services', 'Company' or 'Follow Us'; names its navigation landmark. */
  title: string;
  /** The group's links (as a fragment); each becomes a list item. */
  links: ReactNode;
}

export interface FooterProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Groups of links above the fine print, side by side on wide screens. */
  sections?: readonly FooterSection[];
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

  & a {
    color: ${vars.color.textInverse};
  }

  & a:hover {
    color: ${vars.color.textInverse};
    text-decoration-thickness: 2px;
  }
`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[8]};
  max-width: ${vars.size.containerDefault};
  margin-inline: auto;
  padding: ${vars.space[10]} ${vars.space[4]} 0;

  ${media.atLeast.sm} {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  }
`;

const SectionNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

const SectionTitle = styled.h2`
  font-family: ${vars.font.family.body};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${vars.color.textInverse};
`;

const SectionLinks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
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
`;

/** The links one by one, whether given as a fragment, an array or a single element. */
function eachLink(links: ReactNode): ReactNode[] {
  if (isValidElement<{ children?: ReactNode }>(links) && links.type === Fragment) {
    return Children.toArray(links.props.children);
  }
  return Children.toArray(links);
}

function SectionGroup({ section }: { section: FooterSection }) {
  const titleId = useId();
  return (
    <SectionNav aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{section.title}</SectionTitle>
      <SectionLinks>
        {eachLink(section.links).map((link, index) => (
          <li key={index}>{link}</li>
        ))}
      </SectionLinks>
    </SectionNav>
  );
}

/** The site footer on a deep spruce band: link groups, then the legal links and the fine print. */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  { sections, navigation, navigationLabel = 'Footer', children, ...rest },
  ref,
) {
  return (
    <Root ref={ref} {...rest}>
      {sections !== undefined && sections.length > 0 && (
        <Sections>
          {sections.map((section) => (
            <SectionGroup key={section.title} section={section} />
          ))}
        </Sections>
      )}
      <Inner>
        {navigation !== undefined && <Nav aria-label={navigationLabel}>{navigation}</Nav>}
        {children !== undefined && <div>{children}</div>}
      </Inner>
    </Root>
  );
});
Footer.displayName = 'Footer';

import { forwardRef, type AnchorHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Slot } from '../internal/Slot.js';
import { visuallyHiddenCss } from '../internal/visuallyHidden.js';
import { vars } from '../theme.js';

export type LinkVariant = 'default' | 'muted' | 'inverse';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /**
   * default: the glacier link colour; muted: body text colour for dense lists such as footers;
   * inverse: light text for dark bands (Section tone inverse). Defaults to default.
   */
  variant?: LinkVariant;
  /**
   * Opens in a new tab, without giving the new page access to this one, and tells assistive
   * technology so ('opens in a new tab').
   */
  external?: boolean;
  /** Text announced after an external link's label. Defaults to '(opens in a new tab)'. */
  externalLabel?: string;
  /**
   * Gives the link's look to its single child element instead of rendering an <a>, typically a router
   * link: `<Link asChild><RouterLink to="/about">About</RouterLink></Link>`.
   */
  asChild?: boolean;
}

const StyledLink = styled.a`
  color: ${vars.color.link};
  font-weight: ${vars.font.weight.medium};
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.18em;
  border-radius: ${vars.radius.sm};

  &:hover {
    color: ${vars.color.linkHover};
    text-decoration-thickness: 2px;
  }

  &[data-variant='muted'] {
    color: ${vars.color.textMuted};
  }
  &[data-variant='muted']:hover {
    color: ${vars.color.text};
  }

  &[data-variant='inverse'],
  &[data-variant='inverse']:hover {
    color: ${vars.color.textInverse};
  }
`;

const ExternalHint = styled.span`
  ${visuallyHiddenCss}
`;

const ExternalMark = styled.span`
  display: inline-block;
  margin-inline-start: 0.2em;
  font-size: 0.85em;
`;

/** An inline text link. Use Button with asChild for links that look like actions. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    variant = 'default',
    external = false,
    externalLabel = '(opens in a new tab)',
    asChild = false,
    children,
    ...rest
  },
  ref,
) {
  if (asChild) {
    return (
      <StyledLink as={Slot} ref={ref} data-variant={variant} {...rest}>
        {children}
      </StyledLink>
    );
  }
  const newTab = external ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {};
  return (
    <StyledLink ref={ref} data-variant={variant} {...newTab} {...rest}>
      {children}
      {external && (
        <>
          <ExternalMark aria-hidden="true">↗</ExternalMark>
          <ExternalHint> {externalLabel}</ExternalHint>
        </>
      )}
    </StyledLink>
  );
});
Link.displayName = 'Link';

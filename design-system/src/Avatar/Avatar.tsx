import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../theme.js';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's full name; the avatar shows its initials. */
  name: string;
  /** Diameter: sm 2rem, md 2.5rem, lg 3.5rem. Defaults to md. */
  size?: AvatarSize;
  /**
   * Set when the name is already shown as text next to the avatar: the avatar is then hidden from
   * assistive technology instead of repeating the name. An avatar without a name is always hidden.
   */
  decorative?: boolean;
}

function firstLetter(word: string | undefined): string {
  return word ? (Array.from(word)[0] ?? '') : '';
}

/** Initials of a full name: first letter of the first and of the last word, upper-cased ('Sam Kuskokwim' -> 'SK'). */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = firstLetter(words[0]);
  const last = words.length > 1 ? firstLetter(words[words.length - 1]) : '';
  return `${first}${last}`.toLocaleUpperCase();
}

const Root = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${vars.size.avatarMd};
  height: ${vars.size.avatarMd};
  border-radius: 50%;
  background: ${vars.color.primary};
  color: ${vars.color.onPrimary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  letter-spacing: 0.02em;
  user-select: none;

  &[data-size='sm'] {
    width: ${vars.size.avatarSm};
    height: ${vars.size.avatarSm};
    font-size: ${vars.font.size.xs};
  }

  /* Without a name there is nothing to tell: a quiet placeholder circle. */
  &[data-empty='true'] {
    background: ${vars.color.surfaceMuted};
    border: 1px solid ${vars.color.border};
  }

  &[data-size='lg'] {
    width: ${vars.size.avatarLg};
    height: ${vars.size.avatarLg};
    font-size: ${vars.font.size.lg};
  }
`;

/** A round badge with a person's initials. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, size = 'md', decorative = false, ...rest },
  ref,
) {
  const initials = initialsOf(name);
  const a11y =
    decorative || !initials
      ? ({ 'aria-hidden': true } as const)
      : ({ role: 'img', 'aria-label': name.trim() } as const);
  return (
    <Root ref={ref} data-size={size} data-empty={initials ? undefined : 'true'} {...a11y} {...rest}>
      {initials}
    </Root>
  );
});
Avatar.displayName = 'Avatar';

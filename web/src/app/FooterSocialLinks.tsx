import { vars } from '@rha/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';

interface SocialProfile {
  network: string;
  href: string;
  /** The network's mark, drawn on a 24 x 24 grid in currentColor. */
  icon: ReactNode;
}

const profiles: SocialProfile[] = [
  {
    network: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: (
      <path d="M14 8.5V6.8c0-.8.4-1.3 1.4-1.3H17V2h-2.6C11.5 2 10 3.8 10 6.4v2.1H7.5V12H10v10h4V12h2.8l.5-3.5z" />
    ),
  },
  {
    network: 'Instagram',
    href: 'https://www.instagram.com/',
    icon: (
      <>
        <rect
          x="3"
          y="3"
          width="18"
          height="18"
          rx="5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.3" cy="6.7" r="1.3" />
      </>
    ),
  },
  {
    network: 'LinkedIn',
    href: 'https://www.linkedin.com/',
    icon: (
      <>
        <rect x="3" y="9" width="4" height="12" />
        <circle cx="5" cy="5" r="2.2" />
        <path d="M10 9h3.8v1.8c.6-1.1 2-2.1 4-2.1 3.1 0 4.2 2 4.2 5.2V21h-4v-6.3c0-1.6-.5-2.6-1.9-2.6-1.5 0-2.1 1.1-2.1 2.6V21h-4z" />
      </>
    ),
  },
];

const List = styled.ul`
  display: flex;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${vars.radius.pill};
    color: ${vars.color.textInverse};
    border: 1px solid ${vars.color.textInverseMuted};
  }

  & a:hover {
    color: ${vars.color.textInverse};
    background: ${vars.color.primary};
  }

  & svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

/** Remote Hands Alaska on social media; each opens in a new tab, without access to this page. */
export function SocialLinks() {
  return (
    <List aria-label="Remote Hands Alaska on social media">
      {profiles.map(({ network, href, icon }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Remote Hands Alaska on ${network} (opens in a new tab)`}
          >
            <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
              {icon}
            </svg>
          </a>
        </li>
      ))}
    </List>
  );
}

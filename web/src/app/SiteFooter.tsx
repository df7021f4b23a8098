import { Footer, Link, Stack, vars } from '@rha/design-system';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { SocialLinks } from './FooterSocialLinks';

const Column = styled.div`
  min-width: 11rem;

  & h2 {
    margin-bottom: ${vars.space[3]};
    font-family: ${vars.font.family.body};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${vars.color.textInverse};
  }

  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  /* Tall enough to tap comfortably on a phone. */
  & li a {
    display: inline-block;
    padding-block: ${vars.space[2]};
  }
`;

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Column>
      <h2>{title}</h2>
      <ul>{children}</ul>
    </Column>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link asChild variant="inverse">
        <RouterLink to={to}>{children}</RouterLink>
      </Link>
    </li>
  );
}

const FinePrint = styled(Stack)`
  max-width: 24rem;
`;

const LegalLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};

  & a {
    display: inline-block;
    padding-block: ${vars.space[2]};
  }
`;

/** Every page's footer: Services and Company columns, social links, copyright and legal links. */
export function SiteFooter() {
  return (
    <Footer
      navigation={
        <>
          <FooterColumn title="Services">
            <FooterLink to="/services#remote-hands-baseline">Remote Hands Baseline</FooterLink>
            <FooterLink to="/services#remote-eyes-assessment">Remote Eyes Assessment</FooterLink>
            <FooterLink to="/services#add-ons">Add-ons</FooterLink>
            <FooterLink to="/services#response-time">Response Time</FooterLink>
            <FooterLink to="/use-cases">Use Cases</FooterLink>
          </FooterColumn>
          <FooterColumn title="Company">
            <FooterLink to="/about">About</FooterLink>
            <FooterLink to="/how-it-works">How It Works</FooterLink>
            <FooterLink to="/work-with-us">Work With Us</FooterLink>
            <FooterLink to="/technicians">Become a Technician</FooterLink>
            <FooterLink to="/partners">Become A Partner</FooterLink>
          </FooterColumn>
        </>
      }
    >
      <FinePrint gap={3}>
        <p>Local hands and live video guidance for on-site tech support across rural Alaska.</p>
        <SocialLinks />
        <p>© {new Date().getFullYear()} Remote Hands Alaska. All rights reserved.</p>
        <LegalLinks aria-label="Legal">
          <Link asChild variant="inverse">
            <RouterLink to="/privacy-policy">Privacy Policy</RouterLink>
          </Link>
          <Link asChild variant="inverse">
            <RouterLink to="/terms-of-use">Terms of Use</RouterLink>
          </Link>
        </LegalLinks>
      </FinePrint>
    </Footer>
  );
}

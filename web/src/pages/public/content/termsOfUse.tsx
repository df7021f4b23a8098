import { limits, pricing } from '@rha/contracts/reference';
import { Link } from 'react-router-dom';
import { LazyContactDialog } from '../shared/LazyContactDialog';
import type { LegalSection } from './legal';

export const termsOfUseIntro =
  'These terms govern your use of the Remote Hands Alaska website and services. Please read them carefully: by using the site you agree to them.';

/** The Terms of Use's sections, in the order the product requires. */
export const termsOfUseSections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of terms',
    body: (
      <>
        <p>
          By visiting the site, creating an account or requesting or performing services through
          Remote Hands Alaska, you accept these terms and our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree, do not use the
          site.
        </p>
        <p>
          You must be at least {limits.minimumAge} years old to use the site, or use it with the
          permission and supervision of a parent or legal guardian who accepts these terms for you.
          If you use the site for an organisation, you confirm that you may bind it to these terms.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may revise these terms from time to time. The date at the top of the page shows the
        latest revision; material changes are announced by email or on the site before they take
        effect. Using the site after a change takes effect means you accept the revised terms.
      </p>
    ),
  },
  {
    id: 'permitted-use',
    title: 'Permitted use',
    body: (
      <>
        <p>
          You may use the site only for lawful purposes and as these terms allow. You agree not to:
        </p>
        <ul>
          <li>
            submit false service requests, applications or information about yourself or your
            organisation;
          </li>
          <li>
            send a technician to a site that you know to be unsafe, or withhold known hazards at a
            site;
          </li>
          <li>interfere with the site’s operation, probe its security or upload malicious code;</li>
          <li>copy, scrape or resell the site’s content or technician information;</li>
          <li>impersonate anyone, or use another person’s account without permission;</li>
          <li>harass, threaten or discriminate against technicians, customers or our staff.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        The site is not intended for children under {limits.childrenPolicyAge}, and they may not use
        it or give us personal information. People under {limits.minimumAge} may use the site only
        with a parent’s or guardian’s permission and may not hold an account or perform services on
        their own.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <p>
        The site, its text, illustrations, logos and software belong to Remote Hands Alaska or its
        licensors and are protected by copyright and trademark law. We grant you a limited,
        revocable, non-transferable licence to use the site for your own personal use or your
        organisation’s internal business. You may not use our name or logo without our written
        permission.
      </p>
    ),
  },
  {
    id: 'password-security',
    title: 'Password security',
    body: (
      <p>
        You are responsible for keeping your password confidential and for everything done under
        your account. Use a password you use nowhere else, sign out on shared computers such as
        those in a community hall or school, and tell us at once if you suspect someone else has
        used your account. We are not liable for losses caused by someone using your password before
        you told us.
      </p>
    ),
  },
  {
    id: 'user-content',
    title: 'User content',
    body: (
      <p>
        You keep ownership of what you submit: job descriptions, photos, video, documents and
        messages. You grant Remote Hands Alaska a licence to store, copy, display and share that
        content as needed to provide the service, for example to show site photos to the technician
        assigned to the job. You confirm that you have the right to share what you submit, and that
        it does not include other people’s personal information without their permission. We may
        remove content that breaks these terms.
      </p>
    ),
  },
  {
    id: 'public-areas',
    title: 'Public areas',
    body: (
      <p>
        Some parts of the site may let users share content that others can see, such as technician
        profiles or reviews. Anything you post there is public: do not include passwords, security
        codes, door codes or other sensitive details about a site. We may moderate, edit or remove
        public content at our discretion.
      </p>
    ),
  },
  {
    id: 'third-party-links',
    title: 'Third-party links',
    body: (
      <p>
        The site links to websites and services run by others. We do not control them, do not
        endorse them and are not responsible for their content, terms or privacy practices.
      </p>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    body: (
      <p>
        Apart from the express commitments described on our <Link to="/services">Services</Link>{' '}
        page, including the {pricing.baseline.warrantyDays}-day warranty on Remote Hands Baseline
        work, the site and services are provided “as is” and “as available”. To the fullest extent
        the law allows, we disclaim all other warranties, express or implied, including
        merchantability, fitness for a particular purpose and non-infringement. We do not promise
        that the site will always be available or free of errors.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the fullest extent the law allows, Remote Hands Alaska is not liable for indirect,
          incidental, special, consequential or punitive damages, or for lost profits, data or
          business, arising from your use of the site or services. Our total liability for any claim
          is limited to the amount you paid us for the service that gave rise to the claim.
        </p>
        <p>
          Work in rural Alaska depends on weather, flights, freeze-up and break-up. We are not
          responsible for delays caused by conditions beyond our reasonable control.
        </p>
      </>
    ),
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    body: (
      <p>
        You agree to defend, indemnify and hold harmless Remote Hands Alaska, its officers,
        employees and technicians from claims, losses and expenses, including reasonable attorneys’
        fees, that arise from your breach of these terms, your content, or your misuse of the site
        or services.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the State of Alaska, without regard to its
        conflict-of-law rules. Any dispute arising from these terms or your use of the site will be
        resolved exclusively in the state or federal courts located in Anchorage, Alaska, and you
        consent to their jurisdiction.
      </p>
    ),
  },
  {
    id: 'takedown-notice',
    title: 'Takedown notice',
    body: (
      <>
        <p>
          If you believe content on the site infringes your copyright, send us a notice through the
          contact form with the subject “Takedown notice”, including:
        </p>
        <ul>
          <li>your physical or electronic signature;</li>
          <li>the copyrighted work you believe is infringed;</li>
          <li>the material you want removed and where it appears on the site;</li>
          <li>your name, address, telephone number and email address;</li>
          <li>
            a statement that you believe in good faith the use is not authorised by the owner, its
            agent or the law;
          </li>
          <li>
            a statement, under penalty of perjury, that your notice is accurate and that you own the
            copyright or may act for its owner.
          </li>
        </ul>
        <p>
          We remove or disable access to material that a valid notice identifies, and we close the
          accounts of repeat infringers.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You may close your account at any time. We may suspend or end your access if you break these
        terms, if the law requires it or to protect other users. Sections that by their nature
        should last beyond termination, including intellectual property, disclaimer, limitation of
        liability, indemnification and governing law, continue to apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <>
        <p>
          Questions about these terms? Send us a message through the contact form and we will answer
          within a few business days.
        </p>
        <LazyContactDialog triggerLabel="Contact Us" variant="secondary" />
      </>
    ),
  },
];

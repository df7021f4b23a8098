import { limits } from '@rha/contracts/reference';
import { Link } from 'react-router-dom';
import { LazyContactDialog } from '../shared/LazyContactDialog';
import type { LegalSection } from './legal';

export const privacyPolicyIntro =
  'Remote Hands Alaska connects organisations that need hands-on technical help with vetted local technicians across Alaska. This policy explains what personal information we collect through our website and services, how we use and share it, how we protect it, and the choices you have.';

/** The Privacy Policy's sections, in the order the product requires. */
export const privacyPolicySections: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Personal information we collect',
    body: (
      <>
        <p>
          We collect information you give us and a small amount of information your browser sends
          us:
        </p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address, phone number, the kind of
            account you hold (company or technician) and your text-message preference.
          </li>
          <li>
            <strong>Company details:</strong> company name, website, street address, village or
            city, state, ZIP code and the service locations you add.
          </li>
          <li>
            <strong>Technician details:</strong> your home community, skills, certifications, tools,
            transportation, availability and the references you provide.
          </li>
          <li>
            <strong>Service requests:</strong> job descriptions, site locations, preferred dates and
            times, site contacts for restricted-access locations, and the photos, video, documents
            and messages exchanged about a job.
          </li>
          <li>
            <strong>Contact messages:</strong> the name, email address and message you send us
            through the contact form.
          </li>
          <li>
            <strong>Technical information:</strong> IP address, browser and device type, the pages
            you visit and the time of each request, kept in our server logs to operate and secure
            the site.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use your information',
    body: (
      <>
        <p>We use personal information to:</p>
        <ul>
          <li>create and run your account and sign you in;</li>
          <li>match service requests with technicians near the site and dispatch them;</li>
          <li>send confirmations, schedule updates, job reports and answers to your messages;</li>
          <li>review technician applications, including skills, certifications and references;</li>
          <li>invoice for services and keep the records the law requires;</li>
          <li>keep the service secure, prevent fraud and abuse, and fix problems;</li>
          <li>
            understand how the site is used so we can improve it for slow and satellite connections.
          </li>
        </ul>
        <p>
          We do not sell your personal information, and we do not use it for targeted advertising.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-share-information',
    title: 'How we share information',
    body: (
      <>
        <p>We share personal information only as needed to provide the service:</p>
        <ul>
          <li>
            <strong>Between customers and technicians:</strong> a technician who accepts a job sees
            the site address, the job details and the site contact; the customer sees the
            technician’s name, home community and the job’s photos, video and service log.
          </li>
          <li>
            <strong>Service providers:</strong> companies that host our systems, deliver email and
            text messages or provide sign-in, under contracts that limit their use of the
            information to the work they do for us.
          </li>
          <li>
            <strong>Partner organisations:</strong> tribal, corporate or workforce partners receive
            information about you only with your permission, for example to record training you
            completed through their programme.
          </li>
          <li>
            <strong>When the law requires it:</strong> to comply with a valid legal process, or to
            protect the safety, rights or property of our users, the public or Remote Hands Alaska.
          </li>
          <li>
            <strong>Business transfers:</strong> if Remote Hands Alaska is merged or sold, personal
            information may transfer to the new owner, who must honour this policy.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect your information',
    body: (
      <>
        <p>
          Every page and request travels over an encrypted connection. Access to personal
          information is limited by role: technicians see only the jobs they work on and the staff
          who review applications see only what that review needs. Passwords are handled by our
          sign-in service and are never stored in readable form. The human check on our contact form
          runs on our own servers and sends nothing about you to a third party.
        </p>
        <p>
          No system is perfectly secure. If a breach affects your personal information, we will
          notify you as Alaska law requires.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: `Children under ${limits.childrenPolicyAge}`,
    body: (
      <p>
        Our website and services are not directed to children under {limits.childrenPolicyAge}, and
        we do not knowingly collect personal information from them. Accounts are for people{' '}
        {limits.minimumAge} or older. If you believe a child under {limits.childrenPolicyAge} has
        given us personal information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'sms-terms',
    title: 'SMS terms',
    body: (
      <>
        <p>
          If you agree to receive text messages when you sign up or in your profile settings, Remote
          Hands Alaska will text the number you gave us about your account and your work with us:
          new job offers, schedule changes, arrival and completion notices, and replies to your
          support requests.
        </p>
        <ul>
          <li>Message frequency varies with your activity. Message and data rates may apply.</li>
          <li>
            Reply STOP to any message to opt out, or HELP for help. You can also turn texts off in
            your profile.
          </li>
          <li>Agreeing to texts is not a condition of using our services or of any purchase.</li>
          <li>Carriers are not liable for delayed or undelivered messages.</li>
          <li>
            We do not share your mobile number or your text-message consent with anyone for their
            own marketing.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        We use only what the site needs to work: browser storage that keeps you signed in and
        remembers a sign-up in progress, and cookies set by our sign-in service. We use no
        advertising cookies, no third-party trackers and no fonts or scripts loaded from other
        companies. You can clear or block cookies and storage in your browser settings; if you do,
        signing in will not work until you allow them again.
      </p>
    ),
  },
  {
    id: 'do-not-track',
    title: 'Do Not Track',
    body: (
      <p>
        Some browsers send a Do Not Track signal. Because we do not track visitors across other
        websites or serve targeted advertising, our practices are the same whether or not your
        browser sends that signal.
      </p>
    ),
  },
  {
    id: 'links',
    title: 'Links to other websites',
    body: (
      <p>
        Our site links to websites we do not run, such as social media. Their privacy practices are
        their own; read their policies before you give them personal information.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy as our services change. The date at the top of the page shows the
        latest revision. If a change materially affects how we use your personal information, we
        will tell you by email or with a notice on the site before it takes effect.
      </p>
    ),
  },
  {
    id: 'questions',
    title: 'Questions',
    body: (
      <>
        <p>
          To ask about this policy, or to see, correct or delete the personal information we hold
          about you, send us a message through the contact form. We answer within a few business
          days. Our <Link to="/terms-of-use">Terms of Use</Link> also apply to your use of the site.
        </p>
        <LazyContactDialog triggerLabel="Contact Us" variant="secondary" />
      </>
    ),
  },
];

import { Link } from '@rha/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { termsOfUseIntro, termsOfUseSections } from './content/termsOfUse';
import { LegalPage } from './shared/LegalPage';

/** The terms of use, at /terms-of-use. */
export function TermsOfUsePage() {
  return (
    <LegalPage
      title="Terms of Use"
      intro={termsOfUseIntro}
      sections={termsOfUseSections}
      after={
        <p>
          <Link asChild>
            <RouterLink to="/">Return to Home</RouterLink>
          </Link>
        </p>
      }
    />
  );
}

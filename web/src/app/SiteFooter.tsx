import { Footer } from '@rha/design-system';
import { Link } from 'react-router-dom';

export function SiteFooter() {
  return (
    <Footer
      navigation={
        <>
          <Link to="/privacy-policy">Privacy Policy</Link>
          <Link to="/terms-of-use">Terms of Use</Link>
        </>
      }
    >
      © {new Date().getFullYear()} Remote Hands Alaska. All rights reserved.
    </Footer>
  );
}

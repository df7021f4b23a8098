import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSection } from './scrollToSection';

/**
 * Scrolls to the section named by the URL's #hash, e.g. /services#remote-eyes-assessment from the
 * footer. The router does not do this itself, and the site scrolls to the top on every new page first.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash]);
}

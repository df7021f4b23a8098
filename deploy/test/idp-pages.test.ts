import { createHash } from 'node:crypto';
import { brandMarkSvg, tokenStylesheet } from '@rha/design-system/standalone';
import { describe, expect, it } from 'vitest';
import { loginPage, PAGE_SCRIPT_SOURCE, registrationPage } from '../src/idp/pages.js';

const scriptOf = (html: string) => /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

describe("the dev provider's pages", () => {
  const registration = registrationPage({ action: '/a', loginUrl: '/l', values: {}, errors: {} });

  it('wear the login theme: the tokens, the brand mark and the product name', () => {
    for (const page of [registration, loginPage({ action: '/a' })]) {
      expect(page).toContain(tokenStylesheet);
      expect(page).toContain('var(--rha-color-primary)');
      expect(page).toContain('<header id="kc-header-wrapper"><svg aria-hidden="true"');
      expect(page).toContain(brandMarkSvg.slice('<svg '.length, 80));
      expect(page).toContain('Remote Hands Alaska</header>');
    }
  });

  it("run the theme's name prefill script, the one script their policy allows", () => {
    const script = scriptOf(registration);
    expect(script).toContain("['firstName', 'lastName']");
    const hash = createHash('sha256').update(script).digest('base64');
    expect(PAGE_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { realmFile } from '../src/keycloak/realm-files.js';
import { generatedThemeFiles, THEME_NAME, themeFolder } from '../src/keycloak/theme.js';

const read = (file: string) => readFileSync(path.join(themeFolder, file), 'utf8');

describe('the login theme', () => {
  it('is the realm login theme', () => {
    const realm = JSON.parse(readFileSync(realmFile, 'utf8')) as { loginTheme?: string };
    expect(realm.loginTheme).toBe(THEME_NAME);
  });

  it('extends Keycloak 26 own login pages and loads the tokens before its own stylesheet', () => {
    const properties = read('login/theme.properties');
    expect(properties).toMatch(/^parent=keycloak\.v2$/m);
    expect(properties).toMatch(
      /^styles=css\/styles\.css css\/tokens\.css css\/remote-hands\.css$/m,
    );
    expect(properties).toMatch(/^scripts=js\/prefill-name\.js$/m);
  });

  it('holds the tokens and the logo as the design system makes them now', () => {
    for (const [file, content] of Object.entries(generatedThemeFiles)) {
      expect(read(file), `${file} is stale: npm run build -w @rha/deploy`).toBe(content);
    }
  });

  it('takes every colour and font from the tokens rather than spelling one out', () => {
    const css = read('login/resources/css/remote-hands.css').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i);
    expect(css).not.toMatch(/font-family:\s*[^v\s]/);
    expect(css).toContain('var(--rha-color-primary)');
  });
});

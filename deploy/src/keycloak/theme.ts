/**
 * The product's Keycloak login theme (`remote-hands`), kept in the chart (`helm/remote-hands/files/keycloak-theme`)
 * so the chart mounts it and the Keycloak runs started from here link the same folder. Its stylesheet of tokens and
 * its logo are generated from the design system by the deploy build; everything else in it is written by hand and
 * refers to the tokens only by their CSS variables.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandMarkSvg, tokenStylesheet } from '@rha/design-system/standalone';

export const THEME_NAME = 'remote-hands';

export const themeFolder = fileURLToPath(
  new URL('../../../helm/remote-hands/files/keycloak-theme/', import.meta.url),
);

const GENERATED_NOTICE =
  '/* Generated from the design system tokens by the deploy build: do not edit. */\n';

/** The theme's files made from the design system, by path inside the theme. */
export const generatedThemeFiles: Readonly<Record<string, string>> = {
  'login/resources/css/tokens.css': GENERATED_NOTICE + tokenStylesheet,
  'login/resources/img/logo.svg': brandMarkSvg,
};

export async function writeGeneratedThemeFiles(folder = themeFolder): Promise<void> {
  for (const [file, content] of Object.entries(generatedThemeFiles)) {
    const target = path.join(folder, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

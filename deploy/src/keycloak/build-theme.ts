/** Run by the deploy build: writes the login theme's token stylesheet and logo from the design system. */
import { writeGeneratedThemeFiles } from './theme.js';

await writeGeneratedThemeFiles();

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type BuildManifest, builtFile, pageChunkPreloads } from './pageChunks';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-A1.js', imports: ['_framework-F1.js'] },
  '_framework-F1.js': { file: 'assets/framework-F1.js' },
  '_LegalPage-L1.js': { file: 'assets/LegalPage-L1.js', imports: ['_framework-F1.js'] },
  'src/pages/public/PrivacyPolicyPage.tsx': {
    file: 'assets/PrivacyPolicyPage-P1.js',
    name: 'PrivacyPolicyPage',
    isDynamicEntry: true,
    imports: ['_LegalPage-L1.js', '_framework-F1.js'],
  },
};
const shell =
  '<head><script type="module" crossorigin src="/assets/index-A1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-F1.js"></head>';

describe('pageChunkPreloads', () => {
  it("preloads the page's chunk and the chunks it imports that the shell does not load", () => {
    expect(pageChunkPreloads(manifest, 'PrivacyPolicyPage', shell)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/PrivacyPolicyPage-P1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/LegalPage-L1.js">',
    );
  });

  it('refuses a page the build has no chunk for, rather than shipping a page without its preload', () => {
    expect(() => pageChunkPreloads(manifest, 'MissingPage', shell)).toThrow(/MissingPage/);
  });
});

describe('builtFile', () => {
  it('names the file the build wrote for a module, as the browser asks for it', () => {
    expect(builtFile(manifest, 'index.html')).toBe('/assets/index-A1.js');
  });

  it('refuses a module the build did not write', () => {
    expect(() => builtFile(manifest, 'src/missing.ts')).toThrow(/src\/missing\.ts/);
  });
});

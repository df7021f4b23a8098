/**
 * Registers the <altcha-widget> element. Loaded on demand by CaptchaWidget, so the widget's ~35 KB stay
 * out of the first page load.
 *
 * The `external` build, not the default one: the default build starts its proof-of-work workers from
 * blob: URLs and would need `worker-src blob:` in the bff's policy. Here the workers are separate files
 * served from the app's own origin, and the widget's styles a stylesheet of its own.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';

// Only the Web Crypto algorithms: Argon2 and Scrypt run WebAssembly (CSP 'wasm-unsafe-eval').
for (const hash of ['SHA-256', 'SHA-384', 'SHA-512']) {
  $altcha.algorithms.set(`PBKDF2/${hash}`, () => new Pbkdf2Worker());
  $altcha.algorithms.set(hash, () => new ShaWorker());
}

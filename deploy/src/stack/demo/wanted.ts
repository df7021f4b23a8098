/** `npm start` seeds the demo data unless told not to: `--no-demo` or DEMO_DATA=false. */
export function demoDataWanted(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): boolean {
  return !argv.includes('--no-demo') && env.DEMO_DATA?.trim().toLowerCase() !== 'false';
}

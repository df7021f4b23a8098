import type { BffPaths } from '@rha/contracts';

/** The query a bff GET path takes, as its contract entry declares it. */
export type BffQuery<Path extends keyof BffPaths> = BffPaths[Path] extends {
  get: { parameters: { query?: infer Query } };
}
  ? Query
  : never;

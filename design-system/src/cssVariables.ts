/** Turns a nested token object into CSS custom properties named `--rha-<path>` (camelCase to kebab-case). */

type TokenTree = { readonly [key: string]: string | number | TokenTree };

/** Same shape as the token tree, each leaf replaced by its `var(--rha-...)` reference. */
export type VarReferences<T> = {
  readonly [K in keyof T]: T[K] extends string | number ? string : VarReferences<T[K]>;
};

const PREFIX = '--rha';

function kebab(segment: string): string {
  return segment.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function propertyName(path: readonly string[]): string {
  return [PREFIX, ...path.map(kebab)].join('-');
}

export function declarationsOf(tree: TokenTree, path: readonly string[] = []): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object'
      ? declarationsOf(value, [...path, key])
      : [`${propertyName([...path, key])}: ${value};`],
  );
}

export function referencesOf<T extends TokenTree>(
  tree: T,
  path: readonly string[] = [],
): VarReferences<T> {
  const entries = Object.entries(tree).map(([key, value]) => [
    key,
    typeof value === 'object'
      ? referencesOf(value, [...path, key])
      : `var(${propertyName([...path, key])})`,
  ]);
  return Object.fromEntries(entries) as VarReferences<T>;
}

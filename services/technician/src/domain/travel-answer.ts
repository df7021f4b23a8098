import { ALASKA_COMMUNITIES, alaskaCommunityByName } from '@rha/contracts/reference';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name as people write it: any spacing between words, and 'St.' for 'Saint'. */
const patternOf = (name: string) =>
  escape(name)
    .replace(/^Saint /, 'S(?:ain)?t\\.? ')
    .replace(/ /g, '\\s+');

/*
 * Longest names first, so 'Eagle River' is read as one community and not as Eagle; the
 * lookarounds keep 'Nome' from matching inside another word.
 */
const communityNames = new RegExp(
  `(?<![\\p{L}'])(?:${[...ALASKA_COMMUNITIES]
    .map((community) => community.name)
    .sort((a, b) => b.length - a.length)
    .map(patternOf)
    .join('|')})(?![\\p{L}'])`,
  'giu',
);

/**
 * The reference-list communities a free-text travel answer names, in the order it first names
 * them, each once and spelled as the list spells it.
 */
export function communitiesNamedIn(text: string): string[] {
  const named = new Set<string>();
  for (const [match] of text.matchAll(communityNames)) {
    const community = alaskaCommunityByName(match.replace(/\s+/g, ' '));
    if (community) named.add(community.name);
  }
  return [...named];
}

/** The first word of a full name ('Sam Kuskokwim' -> 'Sam'); empty when there is no name. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** The name an e-mail greets a person by: the first word of their full name. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || 'there';
}

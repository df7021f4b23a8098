/** An extension written after the number: 'x12', 'ext. 12', 'extension 12', '#12'. */
const EXTENSION = /\s*(?:ext\.?|extension|x|#)\s*\d+\s*$/i;

/** The ten digits of a North American number (an 11-digit one loses its leading 1), else null. */
function tenDigitsOf(phone: string): string | null {
  const digits = phone.replace(EXTENSION, '').replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}

/**
 * A phone number as the admin pages show it: (xxx) xxx-xxxx for ten digits, or eleven starting
 * with 1, without any extension; anything else exactly as it was entered.
 */
export function displayPhone(phone: string): string {
  const digits = tenDigitsOf(phone);
  if (!digits) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The tel: address of a phone number: E.164 when it is North American, else its digits and +. */
export function phoneHref(phone: string): string {
  const digits = tenDigitsOf(phone);
  return `tel:${digits ? `+1${digits}` : phone.replace(/[^\d+]/g, '')}`;
}

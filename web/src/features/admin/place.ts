/** 'Kotzebue, Alaska 99752', leaving out what is not known. */
export function placeOf({
  city,
  state,
  zipCode = '',
}: {
  city: string;
  state: string;
  zipCode?: string;
}): string {
  return [[city, state].filter(Boolean).join(', '), zipCode].filter(Boolean).join(' ');
}

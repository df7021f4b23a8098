const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  eight: 8,
  twelve: 12,
  a: 1,
  an: 1,
};

const HOURS_PER_UNIT: Record<string, number> = {
  minute: 1 / 60,
  hour: 1,
  day: 24,
  week: 168,
};

const DURATION =
  /\b(\d+(?:\.\d+)?|one|two|three|four|five|six|eight|twelve|an?)\s*(minute|min|hour|hr|h|day|week)s?\b/i;

const UNIT_ALIASES: Record<string, string> = { min: 'minute', hr: 'hour', h: 'hour' };

/**
 * How many hours an answer to the response time question promises ('Within 2 hours', or a custom
 * tag such as '30 min' or 'one day'); undefined when it names no duration.
 */
export function responseHoursOf(answer: string): number | undefined {
  const match = DURATION.exec(answer);
  if (!match) return undefined;
  const [, amountText = '', unitText = ''] = match;
  const amount = NUMBER_WORDS[amountText.toLowerCase()] ?? Number(amountText);
  const unit = UNIT_ALIASES[unitText.toLowerCase()] ?? unitText.toLowerCase();
  const perUnit = HOURS_PER_UNIT[unit];
  return perUnit === undefined || !Number.isFinite(amount) ? undefined : amount * perUnit;
}

/** The fastest of a technician's answers, with the answer itself; undefined when none reads. */
export function fastestResponse(
  answers: readonly string[],
): { hours: number; answer: string } | undefined {
  let best: { hours: number; answer: string } | undefined;
  for (const answer of answers) {
    const hours = responseHoursOf(answer);
    if (hours !== undefined && (best === undefined || hours < best.hours)) best = { hours, answer };
  }
  return best;
}

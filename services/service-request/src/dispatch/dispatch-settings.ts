/** How smart dispatch and offers are timed (DISPATCH_WAVE_DELAY_MINUTES, OFFER_EXPIRY_MINUTES). */
export interface DispatchSettings {
  waveDelayMinutes: number;
  offerExpiryMinutes: number;
}

export function minutesAfter(at: Date, minutes: number): Date {
  return new Date(at.getTime() + minutes * 60_000);
}

/** How long a call may ring and sit silent, and how many signals a call may carry a minute. */
export interface CallSettings {
  ringTimeoutSeconds: number;
  idleTimeoutSeconds: number;
  signalsPerMinute: number;
}

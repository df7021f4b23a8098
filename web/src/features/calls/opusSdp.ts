/** What each side asks of the other's Opus encoder: loss-tolerant, silent when silent, thin. */
export const OPUS_FMTP = { useinbandfec: '1', usedtx: '1', maxaveragebitrate: '32000' } as const;

/** Ceiling of the audio sender, in bits per second: Opus at its satellite rate, never more. */
export const AUDIO_MAX_BITRATE = 32_000;

/**
 * Sets Opus's in-band FEC, DTX and average bitrate in a session description's fmtp line (adding
 * the line when the browser gave none), keeping any other parameters as they were.
 */
export function tuneOpus(sdp: string): string {
  const eol = sdp.includes('\r\n') ? '\r\n' : '\n';
  const lines = sdp.split(eol);
  const payloadTypes = lines
    .map((line) => /^a=rtpmap:(\d+) opus\/48000/i.exec(line)?.[1])
    .filter((pt): pt is string => pt !== undefined);
  for (const pt of payloadTypes) {
    const fmtpIndex = lines.findIndex((line) => line.startsWith(`a=fmtp:${pt} `));
    if (fmtpIndex >= 0) {
      lines[fmtpIndex] =
        `a=fmtp:${pt} ${withOpusParameters(lines[fmtpIndex]!.slice(`a=fmtp:${pt} `.length))}`;
    } else {
      const rtpmapIndex = lines.findIndex((line) => line.startsWith(`a=rtpmap:${pt} `));
      lines.splice(rtpmapIndex + 1, 0, `a=fmtp:${pt} ${withOpusParameters('')}`);
    }
  }
  return lines.join(eol);
}

function withOpusParameters(parameters: string): string {
  const entries = new Map<string, string>();
  for (const pair of parameters.split(';')) {
    const [key, value] = pair.split('=');
    if (key?.trim()) entries.set(key.trim(), value?.trim() ?? '');
  }
  for (const [key, value] of Object.entries(OPUS_FMTP)) entries.set(key, value);
  return [...entries].map(([key, value]) => `${key}=${value}`).join(';');
}

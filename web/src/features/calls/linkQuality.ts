import type { LinkDirection, LinkLevel } from '@rha/design-system';

/** Below this a direction carries audio but no video (bits per second). */
export const THIN_LINK_BITRATE = 120_000;
/** Above this round trip (ms) video is no use even with bandwidth to spare. */
export const THIN_LINK_ROUND_TRIP_MS = 1_500;
const POOR_BITRATE = 300_000;
const POOR_ROUND_TRIP_MS = 800;
const POOR_LOSS_PERCENT = 5;

export type LinkFigures = Omit<LinkDirection, 'label' | 'level'>;

export interface LinkSample {
  /** What this side sends: bitrate is the browser's estimate of what the path can carry. */
  sending: LinkFigures;
  /** What arrives here: bitrate is what arrived over the last interval. */
  receiving: LinkFigures;
  /** Running totals the next sample's rates are taken against. */
  totals: LinkTotals;
}

export interface LinkTotals {
  at: number;
  bytesReceived: number;
  packetsReceived: number;
  packetsLost: number;
  bytesSent: number;
}

interface Stat {
  type: string;
  [key: string]: unknown;
}

function numberOf(stat: Stat | undefined, key: string): number | null {
  const value = stat?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function selectedPair(stats: Stat[]): Stat | undefined {
  const transport = stats.find((stat) => stat.type === 'transport');
  const selectedId = transport?.selectedCandidatePairId;
  return (
    stats.find((stat) => stat.type === 'candidate-pair' && stat.id === selectedId) ??
    stats.find(
      (stat) =>
        stat.type === 'candidate-pair' && stat.nominated === true && stat.state === 'succeeded',
    )
  );
}

function sum(stats: Stat[], type: string, key: string): number {
  return stats
    .filter((stat) => stat.type === type)
    .reduce((total, stat) => total + (numberOf(stat, key) ?? 0), 0);
}

/**
 * Turns one `getStats()` report into figures per direction, taking rates against the previous
 * sample's totals (the first sample has no rates yet).
 */
export function sampleLink(
  report: { forEach(callback: (stat: Stat) => void): void },
  previous: LinkTotals | null,
  at: number,
): LinkSample {
  const stats: Stat[] = [];
  report.forEach((stat: Stat) => stats.push(stat));
  const pair = selectedPair(stats);
  const pairRoundTrip = numberOf(pair, 'currentRoundTripTime');
  const remoteInbound = stats.filter((stat) => stat.type === 'remote-inbound-rtp');
  const reportedRoundTrip = remoteInbound
    .map((stat) => numberOf(stat, 'roundTripTime'))
    .find((value) => value !== null);
  const roundTripSeconds = pairRoundTrip ?? reportedRoundTrip ?? null;
  const roundTripMs = roundTripSeconds === null ? null : roundTripSeconds * 1000;

  const totals: LinkTotals = {
    at,
    bytesReceived: sum(stats, 'inbound-rtp', 'bytesReceived'),
    packetsReceived: sum(stats, 'inbound-rtp', 'packetsReceived'),
    packetsLost: sum(stats, 'inbound-rtp', 'packetsLost'),
    bytesSent: sum(stats, 'outbound-rtp', 'bytesSent'),
  };
  const seconds = previous ? (at - previous.at) / 1000 : 0;
  const rate = (bytes: number) => (seconds > 0 ? (bytes * 8) / seconds / 1000 : null);

  const estimate = numberOf(pair, 'availableOutgoingBitrate');
  const fractions = remoteInbound
    .map((stat) => numberOf(stat, 'fractionLost'))
    .filter((value): value is number => value !== null);
  const sendingLoss = fractions.length ? Math.max(...fractions) * 100 : null;

  let receivingLoss: number | null = null;
  if (previous) {
    const lost = Math.max(0, totals.packetsLost - previous.packetsLost);
    const received = Math.max(0, totals.packetsReceived - previous.packetsReceived);
    receivingLoss = lost + received > 0 ? (lost / (lost + received)) * 100 : 0;
  }

  return {
    sending: {
      roundTripMs,
      lossPercent: sendingLoss,
      bitrateKbps:
        estimate !== null
          ? estimate / 1000
          : previous
            ? rate(Math.max(0, totals.bytesSent - previous.bytesSent))
            : null,
    },
    receiving: {
      roundTripMs,
      lossPercent: receivingLoss,
      bitrateKbps: previous
        ? rate(Math.max(0, totals.bytesReceived - previous.bytesReceived))
        : null,
    },
    totals,
  };
}

/**
 * Judges a direction: too thin for video below the thin bitrate or beyond the thin round trip,
 * poor when video will struggle, good otherwise. Unmeasured figures count as fine.
 */
export function judgeLink(figures: LinkFigures, { judgeBitrate = true } = {}): LinkLevel {
  const bitrate = judgeBitrate && figures.bitrateKbps !== null ? figures.bitrateKbps * 1000 : null;
  const roundTrip = figures.roundTripMs;
  if (
    (bitrate !== null && bitrate < THIN_LINK_BITRATE) ||
    (roundTrip !== null && roundTrip > THIN_LINK_ROUND_TRIP_MS)
  ) {
    return 'thin';
  }
  if (
    (bitrate !== null && bitrate < POOR_BITRATE) ||
    (roundTrip !== null && roundTrip > POOR_ROUND_TRIP_MS) ||
    (figures.lossPercent !== null && figures.lossPercent > POOR_LOSS_PERCENT)
  ) {
    return 'poor';
  }
  return 'good';
}

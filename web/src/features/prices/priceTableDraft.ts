import { priceTableSchema, type PriceTable } from '@rha/contracts/schemas';
import { centsOfDollars } from '../shared/cents';

/** The editor's figures as typed: dollars for prices, basis points for discounts. */
export interface PriceTableDraft {
  remoteEyesUsd: string;
  weatherStandbyDayUsd: string;
  bands: { minVisits: string; maxVisits: string; basisPoints: string }[];
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function draftOf(table: PriceTable): PriceTableDraft {
  return {
    remoteEyesUsd: dollars(table.remoteEyesCents),
    weatherStandbyDayUsd: dollars(table.weatherStandbyDayCents),
    bands: table.discountBands.map((band) => ({
      minVisits: String(band.minVisits),
      maxVisits: band.maxVisits === null ? '' : String(band.maxVisits),
      basisPoints: String(band.basisPoints),
    })),
  };
}

/** A typed number, or NaN for an empty box so the schema names the field. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** What the draft would save, with the messages billing would answer, keyed by the API's field path. */
export function tableOf(
  draft: PriceTableDraft,
): { ok: true; table: PriceTable } | { ok: false; errors: Record<string, string> } {
  const result = priceTableSchema.safeParse({
    remoteEyesCents: centsOfDollars(draft.remoteEyesUsd),
    weatherStandbyDayCents: centsOfDollars(draft.weatherStandbyDayUsd),
    discountBands: draft.bands.map((band) => ({
      minVisits: numberOf(band.minVisits),
      maxVisits: band.maxVisits.trim() === '' ? null : numberOf(band.maxVisits),
      basisPoints: numberOf(band.basisPoints),
    })),
  });
  if (result.success) return { ok: true, table: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors };
}

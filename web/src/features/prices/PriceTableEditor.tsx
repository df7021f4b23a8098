import { Button, Card, FormAlert, Spinner, Stack, TextField, useToast } from '@rha/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import { usePriceTable, useSavePriceTable } from '../../api/prices';
import { failureMessage, RequestError } from '../../api/requestError';
import { draftOf, tableOf, type PriceTableDraft } from './priceTableDraft';

const Band = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0.75rem 0 0;
  border: 0;
  border-top: 1px solid currentColor;
  min-width: 0;
`;

/** The admin's price table: Remote Eyes price, scheduled-visit discounts, weather standby day. */
export function PriceTableEditor() {
  const prices = usePriceTable();
  if (prices.isPending) return <Spinner label="Loading the prices" />;
  if (prices.isError) {
    return <p role="alert">We could not load the prices: {failureMessage(prices.error)}</p>;
  }
  return <PriceTableForm initial={draftOf(prices.data.priceTable)} />;
}

function PriceTableForm({ initial }: { initial: PriceTableDraft }) {
  const save = useSavePriceTable();
  const { toast } = useToast();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setBand = (index: number, field: keyof PriceTableDraft['bands'][number], value: string) =>
    setDraft({
      ...draft,
      bands: draft.bands.map((band, at) => (at === index ? { ...band, [field]: value } : band)),
    });

  const addBand = () => {
    const last = draft.bands.at(-1);
    const from = last ? Number(last.minVisits) + 1 : 2;
    const bands = draft.bands.map((band, at) =>
      at === draft.bands.length - 1 ? { ...band, maxVisits: String(from - 1) } : band,
    );
    setDraft({
      ...draft,
      bands: [...bands, { minVisits: String(from), maxVisits: '', basisPoints: '0' }],
    });
  };

  const removeLastBand = () => {
    const bands = draft.bands
      .slice(0, -1)
      .map((band, at, kept) => (at === kept.length - 1 ? { ...band, maxVisits: '' } : band));
    setDraft({ ...draft, bands });
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = tableOf(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(checked.table);
      toast({ title: 'Prices saved', description: 'New estimates use these prices.' });
    } catch (error) {
      if (error instanceof RequestError) {
        setErrors(
          Object.fromEntries(error.fieldErrors.map((entry) => [entry.field, entry.message])),
        );
      }
    }
  };

  const bandError = (index: number) => errors[`discountBands.${index}`];
  return (
    <Card title="Prices" headingLevel={2} description="What the estimate of a new request charges.">
      <form noValidate aria-label="Prices" onSubmit={(event) => void onSubmit(event)}>
        <Stack gap={5}>
          {save.isError &&
            !(save.error instanceof RequestError && save.error.fieldErrors.length) && (
              <FormAlert title="The prices were not saved.">{failureMessage(save.error)}</FormAlert>
            )}
          <TextField
            label="Remote Eyes price (USD)"
            type="number"
            inputMode="decimal"
            step={0.01}
            value={draft.remoteEyesUsd}
            error={errors.remoteEyesCents}
            onChange={(event) => setDraft({ ...draft, remoteEyesUsd: event.target.value })}
          />
          <TextField
            label="Weather standby day rate (USD)"
            type="number"
            inputMode="decimal"
            step={0.01}
            value={draft.weatherStandbyDayUsd}
            error={errors.weatherStandbyDayCents}
            onChange={(event) => setDraft({ ...draft, weatherStandbyDayUsd: event.target.value })}
          />
          <Stack gap={3}>
            <h3>Scheduled-visit discounts</h3>
            <p>Discounts in basis points: 500 is 5%. Leave the last band's last visit empty.</p>
            {errors.discountBands && <p role="alert">{errors.discountBands}</p>}
            {draft.bands.map((band, index) => (
              <Band key={index} aria-label={`Band ${index + 1}`}>
                <TextField
                  label="From visit"
                  type="number"
                  inputMode="numeric"
                  value={band.minVisits}
                  error={errors[`discountBands.${index}.minVisits`] ?? bandError(index)}
                  onChange={(event) => setBand(index, 'minVisits', event.target.value)}
                />
                <TextField
                  label="To visit"
                  type="number"
                  inputMode="numeric"
                  value={band.maxVisits}
                  error={errors[`discountBands.${index}.maxVisits`]}
                  onChange={(event) => setBand(index, 'maxVisits', event.target.value)}
                />
                <TextField
                  label="Discount (basis points)"
                  type="number"
                  inputMode="numeric"
                  value={band.basisPoints}
                  error={errors[`discountBands.${index}.basisPoints`]}
                  onChange={(event) => setBand(index, 'basisPoints', event.target.value)}
                />
              </Band>
            ))}
            <Stack direction="row" gap={2} wrap>
              <Button type="button" variant="secondary" size="sm" onClick={addBand}>
                Add band
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={draft.bands.length <= 1}
                onClick={removeLastBand}
              >
                Remove last band
              </Button>
            </Stack>
          </Stack>
          <Button type="submit" loading={save.isPending} loadingLabel="Saving...">
            Save prices
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

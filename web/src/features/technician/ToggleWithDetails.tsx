import { Stack, Switch, TextArea } from '@rha/design-system';

export interface ToggleWithDetailsProps {
  toggleLabel: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  detailsLabel: string;
  details: string;
  onDetailsChange(details: string): void;
  error?: string | undefined;
}

/** A yes/no switch whose details box shows only while it is on; the details are kept when it is off. */
export function ToggleWithDetails({
  toggleLabel,
  checked,
  onCheckedChange,
  detailsLabel,
  details,
  onDetailsChange,
  error,
}: ToggleWithDetailsProps) {
  return (
    <Stack gap={4}>
      <Switch label={toggleLabel} checked={checked} onCheckedChange={onCheckedChange} />
      {checked && (
        <TextArea
          label={detailsLabel}
          value={details}
          rows={3}
          error={error}
          onChange={(event) => onDetailsChange(event.target.value)}
        />
      )}
    </Stack>
  );
}

import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { changedFrom, formDraftStore } from './formDraft';
import { useDraftWriter, type DraftWriter } from './useDraftWriter';

export interface FormDraftOptions<Values extends FieldValues> {
  /** Fields never kept on the device (a captcha's one-time answer). */
  exclude?: readonly Path<Values>[];
}

function withoutFields(values: Record<string, unknown>, fields: readonly string[]) {
  const kept = { ...values };
  for (const field of fields) delete kept[field];
  return kept;
}

/**
 * Keeps what is typed into a react-hook-form form (the fields that differ from the server's data) on
 * this device until the server has accepted it
 * (call `clear` then): put back when the form opens, over the server's data for the fields it
 * holds, with the server's errors if a submission sent later was turned down; written a moment
 * after each change and when the page goes away. A null key keeps nothing.
 */
export function useFormDraft<Values extends FieldValues, Context, Output>(
  form: UseFormReturn<Values, Context, Output>,
  key: string | null,
  { exclude = [] }: FormDraftOptions<Values> = {},
): Pick<DraftWriter, 'clear'> {
  const { setValue, setError, watch, getValues, formState } = form;
  const excluded = useRef<readonly string[]>(exclude);
  excluded.current = exclude;

  const { schedule, clear } = useDraftWriter(key, () =>
    changedFrom(
      withoutFields(getValues() as Record<string, unknown>, excluded.current),
      (formState.defaultValues ?? {}) as Record<string, unknown>,
    ),
  );

  const restore = useCallback(() => {
    const draft = key ? formDraftStore(key).read() : null;
    if (!draft) return;
    for (const [field, value] of Object.entries(draft.values)) {
      if (excluded.current.includes(field)) continue;
      setValue(field as Path<Values>, value as PathValue<Values, Path<Values>>, {
        shouldDirty: true,
      });
    }
    for (const { field, message } of draft.fieldErrors ?? []) {
      setError(field as Path<Values>, { type: 'server', message });
    }
  }, [key, setValue, setError]);

  useEffect(() => {
    if (!key) return undefined;
    const store = formDraftStore(key);
    restore();
    // Every write calls back, the form's own too; only a draft the queue put back after the
    // server refused it (it carries the server's field errors) is restored into the open form.
    return store.subscribe(() => {
      if (store.read()?.fieldErrors !== undefined) restore();
    });
  }, [key, restore]);

  useEffect(() => {
    // Only a field's change is typing; a reset (the server's data, or after a save) is not.
    const subscription = watch((_values, { name }) => {
      if (name !== undefined) schedule();
    });
    return () => subscription.unsubscribe();
  }, [watch, schedule]);

  return { clear };
}

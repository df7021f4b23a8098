import { ALASKA_COMMUNITIES, alaskaCommunityByName, US_STATES } from '@rha/contracts/reference';
import { Combobox, type ComboboxProps } from '@rha/design-system';
import { forwardRef } from 'react';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import { FormTextField } from './TextFields';
import { fieldError, type FieldForm } from './registerField';

/** The address fields a form's values hold, under these names. */
export interface AddressValues extends FieldValues {
  address?: string | undefined;
  city: string;
  state: string;
  zipCode: string;
}

interface AddressFieldProps<Values extends AddressValues, Validated> {
  form: FieldForm<Values, Validated>;
  label?: string;
}

export function StreetAddressField<Values extends AddressValues, Validated>({
  form,
  label = 'Street Address',
}: AddressFieldProps<Values, Validated>) {
  return (
    <FormTextField
      form={form}
      name={'address' as Path<Values>}
      label={label}
      autoComplete="street-address"
    />
  );
}

export function CityField<Values extends AddressValues, Validated>({
  form,
  label = 'Village/City',
}: AddressFieldProps<Values, Validated>) {
  return (
    <FormTextField
      form={form}
      name={'city' as Path<Values>}
      label={label}
      autoComplete="address-level2"
    />
  );
}

/** The state, chosen from the 50 US states. */
export function StateField<Values extends AddressValues, Validated>({
  form,
  label = 'State',
}: AddressFieldProps<Values, Validated>) {
  return (
    <Controller
      control={form.control}
      name={'state' as Path<Values>}
      render={({ field }) => (
        <Combobox
          ref={field.ref}
          name={field.name}
          label={label}
          options={US_STATES}
          value={(field.value as string) || null}
          onChange={(state) => field.onChange(state ?? '')}
          onBlur={field.onBlur}
          error={fieldError(form, 'state' as Path<Values>)}
        />
      )}
    />
  );
}

export function ZipCodeField<Values extends AddressValues, Validated>({
  form,
  label = 'Zip Code',
}: AddressFieldProps<Values, Validated>) {
  return (
    <FormTextField
      form={form}
      name={'zipCode' as Path<Values>}
      label={label}
      inputMode="numeric"
      autoComplete="postal-code"
    />
  );
}

/** Street address, village or city, state and ZIP code, in that order, for a location. */
export function AddressFields<Values extends AddressValues, Validated>({
  form,
}: {
  form: FieldForm<Values, Validated>;
}) {
  return (
    <>
      <StreetAddressField form={form} />
      <CityField form={form} />
      <StateField form={form} />
      <ZipCodeField form={form} />
    </>
  );
}

const COMMUNITY_NAMES = ALASKA_COMMUNITIES.map((community) => community.name);

/** A combobox over the Alaska communities list, for any field that names one community. */
export const CommunityCombobox = forwardRef<HTMLInputElement, Omit<ComboboxProps, 'options'>>(
  function CommunityCombobox(props, ref) {
    return <Combobox ref={ref} options={COMMUNITY_NAMES} {...props} />;
  },
);

interface HomeCommunityFieldProps<
  Values extends AddressValues,
  Validated,
> extends AddressFieldProps<Values, Validated> {
  hint: string;
  /** Called with the community's ZIP code when it has exactly one. */
  fillZipCode(zipCode: string): void;
}

/** A technician's home community, chosen from the Alaska communities list. */
export function HomeCommunityField<Values extends AddressValues, Validated>({
  form,
  label = 'Home Community',
  hint,
  fillZipCode,
}: HomeCommunityFieldProps<Values, Validated>) {
  return (
    <Controller
      control={form.control}
      name={'city' as Path<Values>}
      render={({ field }) => (
        <CommunityCombobox
          ref={field.ref}
          name={field.name}
          label={label}
          hint={hint}
          value={(field.value as string) || null}
          onChange={(name) => {
            field.onChange(name ?? '');
            const zipCodes = name ? (alaskaCommunityByName(name)?.zipCodes ?? []) : [];
            // Only an unambiguous ZIP code is filled in; Anchorage and the like leave it to the person.
            if (zipCodes.length === 1 && zipCodes[0]) fillZipCode(zipCodes[0]);
          }}
          onBlur={field.onBlur}
          error={fieldError(form, 'city' as Path<Values>)}
        />
      )}
    />
  );
}

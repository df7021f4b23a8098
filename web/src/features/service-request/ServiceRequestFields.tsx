import { TIME_RANGE_OPTIONS, VIDEO_DURATION_OPTIONS } from '@rha/contracts/reference';
import {
  serviceRequestReveals,
  type ServiceRequest,
  type ServiceRequestInput,
} from '@rha/contracts/schemas';
import { Calendar, Combobox, Grid, Select, Stack, TextArea } from '@rha/design-system';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { CompanyLocation } from '../../api/bffTypes';
import { locationLabel } from '../company/locationLabel';
import { registerField } from '../forms/registerField';
import { FormTextField, PhoneField } from '../forms/TextFields';
import { QUESTIONS } from './questions';
import { dateOfIso, isoDateOf } from './requestDates';
import { SupportingDocumentsField } from './SupportingDocumentsField';
import { YesNoField } from './YesNoField';

export interface ServiceRequestFieldsProps {
  form: UseFormReturn<ServiceRequestInput, unknown, ServiceRequest>;
  locations: readonly CompanyLocation[];
}

/**
 * The Create Service Request fields in the product's order, each follow-up question shown exactly
 * when serviceRequestReveals says so.
 */
export function ServiceRequestFields({ form, locations }: ServiceRequestFieldsProps) {
  const {
    control,
    formState: { errors },
  } = form;
  const [
    serviceType,
    restrictedAccess,
    liveVideoRequired,
    hasWifi,
    wantProPackage,
    hasOutlet,
    hasDocumentation,
  ] = useWatch({
    control,
    name: [
      'serviceType',
      'restrictedAccess',
      'liveVideoRequired',
      'hasWifi',
      'wantProPackage',
      'hasOutlet',
      'hasDocumentation',
    ],
  });
  const shown = serviceRequestReveals({
    serviceType,
    restrictedAccess: restrictedAccess ?? '',
    liveVideoRequired: liveVideoRequired ?? '',
    hasWifi: hasWifi ?? '',
    wantProPackage: wantProPackage ?? '',
    hasOutlet: hasOutlet ?? '',
  });
  const labels = locations.map(locationLabel);

  return (
    <Stack gap={5}>
      <TextArea
        label={QUESTIONS.jobDescription}
        hint="What needs to be done, on which equipment (at least 10 characters)."
        rows={5}
        {...registerField(form, 'jobDescription')}
      />
      <Controller
        control={control}
        name="location"
        render={({ field }) => {
          const index = locations.findIndex((location) => location.id === field.value);
          return (
            <Combobox
              ref={field.ref}
              name={field.name}
              label={QUESTIONS.location}
              {...(locations.length === 0
                ? { hint: 'No locations yet: add one under Company Profile.' }
                : {})}
              options={labels}
              value={index >= 0 ? (labels[index] ?? null) : null}
              onChange={(label) =>
                field.onChange(label ? (locations[labels.indexOf(label)]?.id ?? '') : '')
              }
              onBlur={field.onBlur}
              error={errors.location?.message}
            />
          );
        }}
      />
      <Controller
        control={control}
        name="preferredDate"
        render={({ field }) => (
          <Calendar
            ref={field.ref}
            label={QUESTIONS.preferredDate}
            value={dateOfIso(field.value)}
            onChange={(date) => field.onChange(isoDateOf(date))}
            error={errors.preferredDate?.message}
          />
        )}
      />
      {shown.preferredTimeRange && (
        <Select
          label={QUESTIONS.preferredTimeRange}
          placeholder="Select a time range"
          options={TIME_RANGE_OPTIONS}
          {...registerField(form, 'preferredTimeRange')}
        />
      )}
      <YesNoField form={form} name="restrictedAccess" label={QUESTIONS.restrictedAccess} />
      {shown.restrictedAccessContact && (
        <Grid columns={2} gap={4}>
          <FormTextField
            form={form}
            name="contactPerson"
            label={`${QUESTIONS.contactPerson} (Required)`}
            autoComplete="name"
          />
          <PhoneField
            form={form}
            name="phoneNumber"
            label={`${QUESTIONS.phoneNumber} (Required)`}
          />
        </Grid>
      )}
      {shown.liveVideoRequired && (
        <YesNoField form={form} name="liveVideoRequired" label={QUESTIONS.liveVideoRequired} />
      )}
      {shown.hasWifi && <YesNoField form={form} name="hasWifi" label={QUESTIONS.hasWifi} />}
      {shown.wantProPackage && (
        <YesNoField
          form={form}
          name="wantProPackage"
          label={QUESTIONS.wantProPackage}
          hint="Our Pro Kit brings its own satellite connection for live video where WiFi or 4G is unavailable."
        />
      )}
      {shown.hasOutlet && <YesNoField form={form} name="hasOutlet" label={QUESTIONS.hasOutlet} />}
      {shown.videoDuration && (
        <Select
          label={QUESTIONS.videoDuration}
          placeholder="Select a duration"
          options={VIDEO_DURATION_OPTIONS}
          {...registerField(form, 'videoDuration')}
        />
      )}
      {shown.connectionMethod && (
        <TextArea
          label={QUESTIONS.connectionMethod}
          rows={3}
          {...registerField(form, 'connectionMethod')}
        />
      )}
      <YesNoField
        form={form}
        name="hasDocumentation"
        label={QUESTIONS.hasDocumentation}
        hint="Attach them here, or in the e-mail to our support team that opens after you submit."
      />
      {hasDocumentation === 'yes' && <SupportingDocumentsField />}
      <TextArea
        label={QUESTIONS.additionalInformation}
        rows={3}
        {...registerField(form, 'additionalInformation')}
      />
    </Stack>
  );
}

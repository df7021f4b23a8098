import { pricing, TIME_RANGE_OPTIONS, VIDEO_DURATION_OPTIONS } from '@rha/contracts/reference';
import {
  serviceRequestReveals,
  type ServiceRequest,
  type ServiceRequestInput,
} from '@rha/contracts/schemas';
import { Calendar, Combobox, Grid, Select, Stack, TextArea, TextField } from '@rha/design-system';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { CompanyLocation } from '../../api/bffTypes';
import { locationLabel } from '../company/locationLabel';
import { dateOfIso, isoDateOf } from './requestDates';
import { YesNoField } from './YesNoField';

export interface ServiceRequestFieldsProps {
  form: UseFormReturn<ServiceRequestInput, unknown, ServiceRequest>;
  locations: readonly CompanyLocation[];
}

/**
 * The Create Service Request fields in the spec's order, each follow-up question shown exactly
 * when serviceRequestReveals says so (spec 01 §4).
 */
export function ServiceRequestFields({ form, locations }: ServiceRequestFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [serviceType, restrictedAccess, liveVideoRequired, hasWifi, wantProPackage, hasOutlet] =
    useWatch({
      control,
      name: [
        'serviceType',
        'restrictedAccess',
        'liveVideoRequired',
        'hasWifi',
        'wantProPackage',
        'hasOutlet',
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
        label="Job Description"
        hint="What needs to be done, on which equipment (at least 10 characters)."
        rows={5}
        error={errors.jobDescription?.message}
        {...register('jobDescription')}
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
              label="Location"
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
            label="Preferred Service Date"
            value={dateOfIso(field.value)}
            onChange={(date) => field.onChange(isoDateOf(date))}
            error={errors.preferredDate?.message}
          />
        )}
      />
      {shown.preferredTimeRange && (
        <Select
          label="Preferred Time Range"
          placeholder="Select a time range"
          options={TIME_RANGE_OPTIONS}
          error={errors.preferredTimeRange?.message}
          {...register('preferredTimeRange')}
        />
      )}
      <YesNoField
        control={control}
        name="restrictedAccess"
        label="Is access to the site restricted?"
        error={errors.restrictedAccess?.message}
      />
      {shown.restrictedAccessContact && (
        <Grid columns={2} gap={4}>
          <TextField
            label="Contact Person (Required)"
            autoComplete="name"
            error={errors.contactPerson?.message}
            {...register('contactPerson')}
          />
          <TextField
            label="Phone Number (Required)"
            type="tel"
            autoComplete="tel"
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
        </Grid>
      )}
      {shown.liveVideoRequired && (
        <YesNoField
          control={control}
          name="liveVideoRequired"
          label="Do you need live video support during the service?"
          error={errors.liveVideoRequired?.message}
        />
      )}
      {shown.hasWifi && (
        <YesNoField
          control={control}
          name="hasWifi"
          label="Is WiFi or 4G available at the site?"
          error={errors.hasWifi?.message}
        />
      )}
      {shown.wantProPackage && (
        <YesNoField
          control={control}
          name="wantProPackage"
          label={`Would you like the Pro Package ($${pricing.proPackageUsd})?`}
          hint="Our Pro Kit brings its own satellite connection for live video where WiFi or 4G is unavailable."
          error={errors.wantProPackage?.message}
        />
      )}
      {shown.hasOutlet && (
        <YesNoField
          control={control}
          name="hasOutlet"
          label="Is there a power outlet available at the site?"
          error={errors.hasOutlet?.message}
        />
      )}
      {shown.videoDuration && (
        <Select
          label="How long will you need live video?"
          placeholder="Select a duration"
          options={VIDEO_DURATION_OPTIONS}
          error={errors.videoDuration?.message}
          {...register('videoDuration')}
        />
      )}
      {shown.connectionMethod && (
        <TextArea
          label="How will you connect for live video?"
          rows={3}
          error={errors.connectionMethod?.message}
          {...register('connectionMethod')}
        />
      )}
      <YesNoField
        control={control}
        name="hasDocumentation"
        label="Do you have supporting documentation (photos, diagrams, manuals)?"
        hint="After you submit, an e-mail to our support team opens so you can attach them."
        error={errors.hasDocumentation?.message}
      />
      <TextArea
        label="Additional Information"
        rows={3}
        error={errors.additionalInformation?.message}
        {...register('additionalInformation')}
      />
    </Stack>
  );
}

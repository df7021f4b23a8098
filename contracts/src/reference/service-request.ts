/** The three request kinds, each a tab of the Create Service Request screen. */
export const SERVICE_TYPES = ['remote-hands', 'remote-eyes', 'custom-request'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export interface ServiceTypeOption {
  value: ServiceType;
  label: string;
  description: string;
}

export const SERVICE_TYPE_OPTIONS: readonly ServiceTypeOption[] = [
  {
    value: 'remote-hands',
    label: 'Remote Hands',
    description:
      'A local technician on site, guided by your experts over live video: troubleshooting, power cycling, component replacement.',
  },
  {
    value: 'remote-eyes',
    label: 'Remote Eyes',
    description:
      'A visual assessment of your site or equipment with up to 20 photos and video, no live session needed.',
  },
  {
    value: 'custom-request',
    label: 'Custom Request',
    description:
      'Anything else: fly-in team support, local guide service, transportation or a job that needs special tools.',
  },
];

/** Preferred time ranges; 'Anytime' is displayed 'Anytime during business hours'. */
export const TIME_RANGES = [
  '8:00 AM - 10:00 AM',
  '10:00 AM - 12:00 PM',
  '12:00 PM - 2:00 PM',
  '2:00 PM - 4:00 PM',
  '4:00 PM - 6:00 PM',
  'Anytime',
] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

/** When each range ends, on Alaska's clock (HH:MM); 'Anytime' lasts the business day. */
export const TIME_RANGE_ENDS: Readonly<Record<TimeRange, string>> = {
  '8:00 AM - 10:00 AM': '10:00',
  '10:00 AM - 12:00 PM': '12:00',
  '12:00 PM - 2:00 PM': '14:00',
  '2:00 PM - 4:00 PM': '16:00',
  '4:00 PM - 6:00 PM': '18:00',
  Anytime: '18:00',
};

/** How far ahead a service may be asked for. */
export const PREFERRED_DATE_MAX_YEARS = 2;

export const TIME_RANGE_OPTIONS: readonly { value: TimeRange; label: string }[] = TIME_RANGES.map(
  (value) => ({ value, label: value === 'Anytime' ? 'Anytime during business hours' : value }),
);

/** Live video durations; 'greated-than-8' is the spec's stored spelling and must stay so. */
export const VIDEO_DURATIONS = [
  'less-than-30',
  '30-60',
  '1-2',
  '2-4',
  '4-6',
  '6-8',
  'greated-than-8',
] as const;
export type VideoDuration = (typeof VIDEO_DURATIONS)[number];

export const VIDEO_DURATION_OPTIONS: readonly { value: VideoDuration; label: string }[] = [
  { value: 'less-than-30', label: 'Less than 30 minutes' },
  { value: '30-60', label: '30-60 minutes' },
  { value: '1-2', label: '1-2 hours' },
  { value: '2-4', label: '2-4 hours' },
  { value: '4-6', label: '4-6 hours' },
  { value: '6-8', label: '6-8 hours' },
  { value: 'greated-than-8', label: 'More than 8 hours' },
];

export const YES_NO = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO)[number];

/** The customer success story and its quoted founder; its figures are approved marketing claims. */
export const successStory = {
  customer: 'Tundra Link Communications',
  title: 'A village back online during freeze-up, without a single flight',
  story: [
    'Tundra Link Communications brings satellite internet to schools, clinics and homes in villages along the lower Kuskokwim River. Late one October, the modem serving a village school and clinic failed. Freeze-up had begun: the skiffs were pulled out, the river was not yet safe to travel, and the next charter with room for an engineer was a week out.',
    'A Remote Hands technician who lives in the village accepted the job that morning. With Tundra Link’s network engineer on live video from Anchorage, she swapped the modem, re-seated the cabling at the dish and watched the link come back up before the school day ended.',
  ],
  results: [
    { value: 'Under 24 hours', label: 'from the first report to a working link' },
    { value: '$6,000+', label: 'estimated savings on charter flights, lodging and lost time' },
    { value: 'Same day', label: 'video-guided repair by a technician from the village' },
  ],
  quote:
    'Every outage off the road system used to mean a charter, a week of waiting and a lot of weather watching. Now the person who fixes it already lives there, and our engineer never leaves the office.',
  quotedPerson: 'Ruth Ellison',
  quotedRole: 'Founder, Tundra Link Communications',
} as const;

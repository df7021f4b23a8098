/** The partnership story of /partners; its figures are the approved marketing claims. */
export const partnershipStory = {
  title: 'Training technicians in the villages a consortium already serves',
  paragraphs: [
    'A regional tribal workforce consortium came to us with a question: why should a member village wait a week for a technician from Anchorage when a resident with the right training could do the work the same day?',
    'Together we recruit residents from member villages, pair their training with paid Remote Hands jobs close to home, and put an experienced technician on video beside them for every job. The consortium now reaches over 50 villages through the programme, and every job completed is work, and pay, that stays in the community.',
  ],
  results: [
    { value: '50+ villages', label: 'reached through one partner’s programme' },
    { value: 'Fall 2025', label: 'credential tracking and training pathways planned' },
  ],
} as const;

export const partnerKinds = [
  {
    title: 'Tribal councils and consortia',
    text: 'Bring paid technical work to your members and keep your own offices, clinics and community buildings running between visits from town.',
  },
  {
    title: 'Native corporations',
    text: 'Regional and village corporations can grow a local technician workforce for their shareholders and their own facilities across the region.',
  },
  {
    title: 'Workforce and training programmes',
    text: 'Give trainees paid, supervised field work that counts: every job is logged with photos, video and a completion report.',
  },
];

export const partnerSteps = [
  {
    title: 'Talk to us',
    text: 'Tell us about the communities you serve, the work you see there and the people you want to reach.',
  },
  {
    title: 'Plan together',
    text: 'We agree on recruitment, training and how jobs reach your technicians, respecting local schedules and subsistence seasons.',
  },
  {
    title: 'Launch and grow',
    text: 'Your first technicians take supervised jobs near home; we report what was done and who did it, so you can see the programme work.',
  },
];

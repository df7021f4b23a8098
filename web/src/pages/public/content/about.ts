export const mission =
  'Make hands-on technical help as close as the nearest neighbour for every community in Alaska, and keep the work, and the pay, in those communities.';

export const founders = [
  {
    name: 'Elena Marsh',
    role: 'Co-founder and Chief Executive',
    bio: 'Elena grew up in Bethel and spent ten years running IT for clinics across the Yukon–Kuskokwim Delta. Too many of her repairs ended with the same words: the part is here, but the person who can install it is a week away. Remote Hands Alaska is her answer.',
  },
  {
    name: 'Joseph Tallman',
    role: 'Co-founder and Head of Field Operations',
    bio: 'Joseph worked as a telecom field technician out of Nome, flying to more than forty villages to fix equipment that often needed ten minutes of hands-on work. He built our technician network and the way we train and support it.',
  },
];

export const values = [
  {
    title: 'Local first',
    text: 'The best person for a job is the one who already lives there. We recruit, train and pay in the communities we serve.',
  },
  {
    title: 'Respect for the community',
    text: 'We work with tribal councils and city offices, follow local protocols and plan around subsistence seasons.',
  },
  {
    title: 'Safety over speed',
    text: 'No job is worth an injury. Technicians can stop any job they think is unsafe, and high-voltage and other high-liability work goes to licensed specialists.',
  },
  {
    title: 'Honest prices',
    text: 'Prices are published and quotes are in writing, so nobody is surprised by the invoice.',
  },
];

import { limits } from '@rha/contracts/reference';
import type { Step } from './howItWorks';

export const technicianBenefits = [
  {
    title: 'Work where you live',
    text: 'Jobs come to your own community and the villages near it. No rotation away from home, no plane ticket.',
  },
  {
    title: 'Paid for every job',
    text: 'Each job shows its scope before you accept it, and you are paid for the work you complete.',
  },
  {
    title: 'Never alone on a job',
    text: 'The customer’s expert is on live video the whole time, walking you through what to check and what to change.',
  },
  {
    title: 'Work around your seasons',
    text: 'Accept the jobs that fit around fishing, hunting, berry picking and everything else your year holds.',
  },
  {
    title: 'Build skills and credentials',
    text: 'Every job adds to your record, and training pathways with credential tracking are planned for fall 2025.',
  },
  {
    title: 'Insured on the job',
    text: 'Liability insurance covers every job you do through Remote Hands Alaska.',
  },
];

export const technicianRequirements = [
  'You live in Alaska, in or near the community you want to serve',
  `You are at least ${limits.minimumAge} years old`,
  'A smartphone with a camera, and mobile data or Wi-Fi at home',
  'Comfortable with basic tools and with following instructions over video',
  'A way to get around your community: truck, ATV, snowmachine or boat',
  'Two references who can speak to your work',
];

export const applicationSteps: Step[] = [
  {
    title: 'Create your account',
    text: 'Sign up as a technician with your name, phone number and home community. It takes a few minutes.',
  },
  {
    title: 'Complete your profile',
    text: 'Tell us about your skills, tools, certifications, transportation and when you are available, and add your references.',
  },
  {
    title: 'Get approved and take jobs',
    text: 'We review your profile and talk with you by phone or video. Once approved, jobs near you start arriving.',
  },
];

export interface Step {
  title: string;
  text: string;
}

/**
 * The three-step pitch (request, a local technician takes it, guided fix), shared by the home page
 * and /how-it-works.
 */
export const howItWorksSteps: Step[] = [
  {
    title: 'Submit a request',
    text: 'Tell us what needs doing and where: the job, the site, a preferred date and time window, and whether your team wants to guide the work by live video. Attach photos or manuals if you have them.',
  },
  {
    title: 'A local technician accepts',
    text: 'A vetted technician who lives in or near the community accepts the job, or we dispatch one, often within hours. You know who is coming and when, before they set out.',
  },
  {
    title: 'Solved with live guidance',
    text: 'Your technician works on site while your experts watch and guide over live video. The problem is often solved the same day, and you receive photos, video, a service log and the completion status.',
  },
];

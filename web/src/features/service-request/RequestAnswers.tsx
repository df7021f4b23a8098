import type { ServiceRequestStoredAnswers } from '../../api/bffTypes';
import { useCompanyLocations } from '../../api/locations';
import { locationLabel } from '../company/locationLabel';
import { AnswerList } from './AnswerList';

/** The answers the request was sent with; questions the form did not ask are left out. */
export function RequestAnswers({ answers }: { answers: ServiceRequestStoredAnswers }) {
  const locations = useCompanyLocations();
  const location = locations.data?.find((entry) => entry.id === answers.location);
  return <AnswerList answers={{ ...answers, location: location ? locationLabel(location) : '' }} />;
}

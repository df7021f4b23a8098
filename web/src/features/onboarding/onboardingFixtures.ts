import type { User } from '@rha/contracts';
import { ONBOARDING_STEPS, type OnboardingStep } from '@rha/contracts/reference';
import { defaultTechnicianMetadata, onboardingStepOf } from '@rha/contracts/schemas';
import type { TechnicianMetadata } from '../../api/bffTypes';
import type { FakeRoute, RecordedRequest } from '../../testing/fakeBff';
import { companyUser } from '../../testing/renderApp';

export const technicianUser: User = {
  ...companyUser,
  keycloakId: 'technician-subject',
  userType: 'technician',
  fullName: 'Tanya Ahkinga',
  email: 'tanya@example.com',
  phone: '9075550123',
  city: 'Kotzebue',
  state: 'Alaska',
  zipCode: '99752',
};

/** A technician's metadata with every step before `step` done and `answers` saved. */
export function metadataAt(
  step: OnboardingStep,
  answers: Partial<TechnicianMetadata> = {},
  completed = false,
): TechnicianMetadata {
  const position = ONBOARDING_STEPS.indexOf(step);
  return {
    ...defaultTechnicianMetadata(),
    ...answers,
    userId: technicianUser.keycloakId,
    onboarding: {
      completedSteps: ONBOARDING_STEPS.slice(0, completed ? undefined : position),
      currentStep: step,
      completed,
    },
    vettingStatus: completed ? 'applied' : 'onboarding',
  };
}

/**
 * A bff holding one technician's metadata: a step's save merges its fields and moves the
 * progress on, as the technician service does. A test may put its own answer on the save route
 * and hand some requests on to `store`.
 */
export function technicianRoutes({
  metadata = metadataAt('ageVerification'),
  user = technicianUser,
}: {
  metadata?: TechnicianMetadata;
  user?: User | null;
} = {}) {
  const state = { metadata };
  const store = (request: RecordedRequest) => {
    const { userId: _owner, ...fields } = request.body as Record<string, unknown>;
    const step = onboardingStepOf(Object.keys(fields));
    if (!step) throw new Error(`No onboarding step saves ${Object.keys(fields).join(', ')}`);
    const completedSteps = [...new Set([...state.metadata.onboarding.completedSteps, step])];
    const next = ONBOARDING_STEPS.find((candidate) => !completedSteps.includes(candidate));
    state.metadata = {
      ...state.metadata,
      ...fields,
      onboarding: {
        completedSteps,
        currentStep: next ?? 'finalReview',
        completed: next === undefined,
      },
    };
    return { body: state.metadata };
  };
  const routes: Record<string, FakeRoute> = {
    'GET /api/user': user ? { body: user } : { status: 401 },
    'GET /api/technicians/metadata': () => ({ body: state.metadata }),
    'POST /api/technicians/metadata': store,
  };
  return { routes, state, store };
}

import type {
  DispatchOffer,
  DispatchQueue,
  DispatchQueueEntry,
  InProgressRequests,
  JobReport,
  ServiceLogEntry,
  TechnicianJob,
  TechnicianJobs,
} from '@rha/contracts';
import type { components } from '@rha/contracts/generated/bff';
import { describe, expectTypeOf, it } from 'vitest';

type Schemas = components['schemas'];

/**
 * Type tests, checked by the workspace typecheck: what the bff answers is what bff.yaml documents,
 * and the shared answer types of contracts say the same.
 */
describe('the dispatch answers', () => {
  it('are the shared types, as bff.yaml documents them', () => {
    expectTypeOf<DispatchOffer>().toEqualTypeOf<Schemas['DispatchOffer']>();
    expectTypeOf<DispatchQueueEntry>().toEqualTypeOf<Schemas['DispatchQueueEntry']>();
    expectTypeOf<DispatchQueue>().toEqualTypeOf<Schemas['DispatchQueue']>();
    expectTypeOf<TechnicianJob>().toEqualTypeOf<Schemas['TechnicianJob']>();
    expectTypeOf<TechnicianJobs>().toEqualTypeOf<Schemas['TechnicianJobs']>();
    expectTypeOf<InProgressRequests>().toEqualTypeOf<Schemas['InProgressRequests']>();
    expectTypeOf<JobReport>().toEqualTypeOf<Schemas['JobReport']>();
    expectTypeOf<ServiceLogEntry>().toEqualTypeOf<Schemas['ServiceLogEntry']>();
  });
});

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
import type { DispatchApi } from '../src/clients/dispatch.js';
import type { ServiceRequestApi } from '../src/clients/service-request.js';

type Schemas = components['schemas'];
type Answer<K extends keyof DispatchApi> = Awaited<ReturnType<DispatchApi[K]>>;

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

  it('are what each bff path relays', () => {
    expectTypeOf<Answer<'queue'>>().toEqualTypeOf<Schemas['DispatchQueue']>();
    expectTypeOf<Answer<'offer'>>().toEqualTypeOf<Schemas['DispatchQueueEntry']>();
    expectTypeOf<Answer<'setSmartDispatch'>>().toEqualTypeOf<Schemas['DispatchQueueEntry']>();
    expectTypeOf<Answer<'assign'>>().toEqualTypeOf<Schemas['ServiceRequestDetails']>();
    expectTypeOf<Answer<'hold'>>().toEqualTypeOf<Schemas['ServiceRequestDetails']>();
    expectTypeOf<Answer<'resume'>>().toEqualTypeOf<Schemas['ServiceRequestDetails']>();
    expectTypeOf<Answer<'inProgress'>>().toEqualTypeOf<Schemas['InProgressRequests']>();
  });
});

describe('the review answers', () => {
  it('are the request details as bff.yaml documents them', () => {
    type Review<K extends 'approve' | 'sendBack' | 'reopen'> = Awaited<
      ReturnType<ServiceRequestApi[K]>
    >;
    expectTypeOf<Review<'approve'>>().toEqualTypeOf<Schemas['ServiceRequestDetails']>();
    expectTypeOf<Review<'sendBack'>>().toEqualTypeOf<Schemas['ServiceRequestDetails']>();
    expectTypeOf<Review<'reopen'>>().toEqualTypeOf<Schemas['ServiceRequestDetails']>();
  });
});

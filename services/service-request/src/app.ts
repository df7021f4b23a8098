import type Koa from 'koa';
import type { Knex } from 'knex';
import { createServiceApp, type Auth, type Logger, type Transport } from '@rha/kit';
import type { CompanyApi } from './clients/company.js';
import type { TechnicianApi } from './clients/technician.js';
import type { DispatchSettings } from './dispatch/dispatch-settings.js';
import type { JobFileSettings } from './files/job-file-settings.js';
import type { OnSiteSettings } from './on-site/on-site-settings.js';
import { attentionRoutes } from './attention/attention.routes.js';
import { callsRoutes } from './calls/calls.routes.js';
import type { CallSettings } from './calls/call-settings.js';
import { adminRatingsRoutes } from './ratings/admin-ratings.routes.js';
import { adminServiceRequestsRoutes } from './lifecycle/admin-service-requests.routes.js';
import { dispatchRoutes } from './dispatch/dispatch.routes.js';
import { heldJobsRoutes } from './held-jobs/held-jobs.routes.js';
import { jobFilesRoutes } from './files/job-files.routes.js';
import { jobMessagesRoutes } from './messages/job-messages.routes.js';
import { ratingsRoutes } from './ratings/ratings.routes.js';
import { requestDocumentsRoutes } from './files/request-documents.routes.js';
import { requestLifecycleRoutes } from './lifecycle/request-lifecycle.routes.js';
import { strokesRoutes } from './stills/strokes.routes.js';
import { serviceRequestsRoutes } from './submission/service-requests.routes.js';
import { technicianJobsRoutes } from './on-site/technician-jobs.routes.js';
import { siteCostsRoutes } from './site-costs/site-costs.routes.js';
import { payRoutes } from './pay/pay.routes.js';
import { quotesRoutes } from './quotes/quotes.routes.js';

export interface AppDeps {
  logger: Logger;
  db: Knex;
  auth: Auth;
  company: CompanyApi;
  technician: TechnicianApi;
  dispatch: DispatchSettings;
  onSite: OnSiteSettings;
  files: JobFileSettings;
  calls: CallSettings;
  /** Publishes the outbox now (a call's signals cannot wait for the relay's next pass). */
  publishSoon?: () => void;
  transport?: Transport;
}

export function createApp({
  logger,
  db,
  auth,
  company,
  technician,
  dispatch,
  onSite,
  files,
  calls,
  publishSoon = () => undefined,
  transport,
}: AppDeps): Koa {
  return createServiceApp({
    logger,
    db,
    transport,
    routers: [
      serviceRequestsRoutes({ db, auth, company }),
      requestLifecycleRoutes({ db, auth, company }),
      quotesRoutes({ db, auth, company }),
      adminServiceRequestsRoutes({ db, auth }),
      dispatchRoutes({ db, auth, technician, settings: dispatch }),
      technicianJobsRoutes({ db, auth, onSite, technician }),
      payRoutes({ db, auth, technician }),
      ratingsRoutes({ db, auth, company }),
      adminRatingsRoutes({ db, auth }),
      heldJobsRoutes({ db, auth }),
      jobFilesRoutes({ db, auth, company, settings: files }),
      siteCostsRoutes({ db, auth, company }),
      requestDocumentsRoutes({ db, auth, company }),
      strokesRoutes({ db, auth, company }),
      jobMessagesRoutes({ db, auth, company }),
      attentionRoutes({ db, auth, company }),
      callsRoutes({ db, auth, company, technician, settings: calls, publishSoon }),
    ],
  });
}

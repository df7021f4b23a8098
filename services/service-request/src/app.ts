import type Koa from 'koa';
import type { Knex } from 'knex';
import { createServiceApp, type Auth, type Logger, type Transport } from '@rha/kit';
import type { CompanyApi } from './clients/company.js';
import type { TechnicianApi } from './clients/technician.js';
import type { DispatchSettings } from './domain/dispatch-settings.js';
import type { JobFileSettings } from './domain/job-file-settings.js';
import type { OnSiteSettings } from './domain/on-site-settings.js';
import { adminRatingsRoutes } from './routes/admin-ratings.js';
import { adminServiceRequestsRoutes } from './routes/admin-service-requests.js';
import { dispatchRoutes } from './routes/dispatch.js';
import { heldJobsRoutes } from './routes/held-jobs.js';
import { jobFilesRoutes } from './routes/job-files.js';
import { jobMessagesRoutes } from './routes/job-messages.js';
import { ratingsRoutes } from './routes/ratings.js';
import { requestDocumentsRoutes } from './routes/request-documents.js';
import { requestLifecycleRoutes } from './routes/request-lifecycle.js';
import { serviceRequestsRoutes } from './routes/service-requests.js';
import { technicianJobsRoutes } from './routes/technician-jobs.js';

export interface AppDeps {
  logger: Logger;
  db: Knex;
  auth: Auth;
  company: CompanyApi;
  technician: TechnicianApi;
  dispatch: DispatchSettings;
  onSite: OnSiteSettings;
  files: JobFileSettings;
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
  transport,
}: AppDeps): Koa {
  return createServiceApp({
    logger,
    db,
    transport,
    routers: [
      serviceRequestsRoutes({ db, auth, company }),
      requestLifecycleRoutes({ db, auth, company }),
      adminServiceRequestsRoutes({ db, auth }),
      dispatchRoutes({ db, auth, technician, settings: dispatch }),
      technicianJobsRoutes({ db, auth, onSite, technician }),
      ratingsRoutes({ db, auth, company }),
      adminRatingsRoutes({ db, auth }),
      heldJobsRoutes({ db, auth }),
      jobFilesRoutes({ db, auth, company, settings: files }),
      requestDocumentsRoutes({ db, auth, company }),
      jobMessagesRoutes({ db, auth, company }),
    ],
  });
}

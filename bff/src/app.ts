import type Koa from 'koa';
import type { RuntimeConfig } from '@rha/contracts';
import { createHttpApp, healthRoutes, unmatchedRequests, type Auth, type Logger } from '@rha/kit';
import type { Server as UploadServer } from '@tus/server';
import type { Captcha } from './captcha/altcha.js';
import type { Forward } from './forwarding/forward.js';
import { forwardedRoutes } from './forwarding/routes.js';
import { compressJson } from './compress-json.js';
import type { CompanyApi } from './clients/company.js';
import type { CompanyRegistrationApi } from './clients/company-registration.js';
import type { IdentityApi } from './clients/identity.js';
import type { IdentitySignupApi } from './clients/identity-signup.js';
import type { JobFilesApi } from './clients/job-files.js';
import type { NotificationApi } from './clients/notification.js';
import type { ServiceRequestApi } from './clients/service-request.js';
import type { TechnicianApi } from './clients/technician.js';
import type { FileStorage } from './files/storage.js';
import type { LiveHub } from './live/hub.js';
import type { UnfinishedUploadLimits } from './files/unfinished-uploads.js';
import { forgetProfileOnWrite } from './profile-cache/forget-on-write.js';
import type { ProfileCache } from './profile-cache/profile-cache.js';
import type { BffRateLimits } from './rate-limit/limits.js';
import { rateLimitUserWrites } from './rate-limit/user-writes.js';
import { attentionRoutes } from './routes/attention.js';
import { callRoutes } from './routes/calls.js';
import { noIceServers, type MintIceServers } from './calls/ice-servers.js';
import { addressRoutes } from './routes/address.js';
import { adminCompanyRoutes } from './routes/admin-companies.js';
import { adminTechnicianRoutes } from './routes/admin-technicians.js';
import { captchaRoutes } from './routes/captcha.js';
import { runtimeConfigRoutes } from './routes/config.js';
import { contactRoutes } from './routes/contact.js';
import { fileRoutes } from './routes/files.js';
import { liveRoutes } from './routes/live.js';
import { locationRoutes } from './routes/location.js';
import { paymentNoticeRoutes } from './routes/payment-notices.js';
import { profileRoutes } from './routes/profile.js';
import { readinessRoutes } from './routes/readiness.js';
import { serviceRequestRoutes } from './routes/service-request.js';
import { signupRoutes } from './routes/signup.js';
import { technicianMetadataRoutes } from './routes/technician-metadata.js';
import { tmpUserRoutes } from './routes/tmp-user.js';
import { uploadRoutes } from './routes/uploads.js';
import { userRoutes } from './routes/user.js';
import { serveWebApp, type WebAppOptions } from './static.js';

export interface AppDeps {
  logger: Logger;
  auth: Auth;
  identity: IdentityApi;
  identityUrl: string;
  identitySignup: IdentitySignupApi;
  company: CompanyApi;
  companyRegistration: CompanyRegistrationApi;
  serviceRequests: ServiceRequestApi;
  technician: TechnicianApi;
  /** Passes a call whose contract entry names its service operation to that service. */
  forward: Forward;
  /** Where billing answers the payment provider's webhook, passed on byte for byte. */
  billingUrl: string;
  /** service-request's say over each job file; the bytes themselves stay in the bff's stores. */
  jobFiles: JobFilesApi;
  /** Each signed-in person's live stream. */
  live: LiveHub;
  /** The ICE servers (TURN credentials) of a call's start and join answers; none by default. */
  mintIceServers?: MintIceServers;
  /** The checked copies of job files. */
  fileStorage: FileStorage;
  /** The tus endpoint, over the store of unfinished uploads. */
  uploadServer: UploadServer;
  /** What each user's unfinished uploads may number and hold. */
  unfinishedUploads: UnfinishedUploadLimits;
  runtimeConfig: RuntimeConfig;
  captcha: Captcha;
  notification: NotificationApi;
  /** Counted in the store every replica shares. */
  rateLimits: BffRateLimits;
  /** GET /api/user's composed profiles, kept in this process. */
  profiles: ProfileCache;
  /** TRUST_PROXY: take the client address from the proxy's X-Forwarded-For entry. */
  trustProxy?: boolean;
  /** The built web app to serve beside the API; absent when the web app is hosted elsewhere. */
  web?: WebAppOptions;
}

export function createApp(deps: AppDeps): Koa {
  const app = createHttpApp({ logger: deps.logger });
  app.proxy = deps.trustProxy ?? false;
  // Only the entry the nearest proxy appended: the ones before it are whatever the client sent.
  app.maxIpsCount = 1;
  app.use(compressJson());

  // Before kit's health routes so that /readyz checks identity, the bff's one dependency.
  app.use(readinessRoutes(deps.identityUrl).routes());
  app.use(healthRoutes({}).routes());
  app.use(runtimeConfigRoutes(deps.runtimeConfig).routes());
  const { auth, identity, company, technician, profiles } = deps;
  // Ahead of every route, so that each write of a signed-in user is counted once, whatever its route.
  app.use(rateLimitUserWrites({ auth, limiter: deps.rateLimits.userWrites }));
  app.use(forgetProfileOnWrite({ auth, profiles }));
  app.use(userRoutes({ auth, identity, company, technician, profiles }).routes());
  app.use(locationRoutes({ auth, company, technician }).routes());
  app.use(profileRoutes({ auth, identity, company, technician }).routes());
  app.use(technicianMetadataRoutes({ auth, technician }).routes());
  app.use(forwardedRoutes({ auth, forward: deps.forward }).routes());
  app.use(paymentNoticeRoutes({ billingUrl: deps.billingUrl }).routes());
  app.use(
    callRoutes({
      auth,
      forward: deps.forward,
      mintIceServers: deps.mintIceServers ?? noIceServers,
    }).routes(),
  );
  app.use(liveRoutes({ auth, hub: deps.live }).routes());
  app.use(adminTechnicianRoutes({ auth, technician }).routes());
  app.use(adminCompanyRoutes({ auth, company, serviceRequests: deps.serviceRequests }).routes());
  app.use(attentionRoutes({ auth, serviceRequests: deps.serviceRequests, technician }).routes());
  app.use(addressRoutes({ auth: deps.auth, company: deps.company }).routes());
  app.use(
    tmpUserRoutes({
      identitySignup: deps.identitySignup,
      signupRateLimit: deps.rateLimits.signup,
    }).routes(),
  );
  app.use(
    signupRoutes({
      auth: deps.auth,
      identitySignup: deps.identitySignup,
      companyRegistration: deps.companyRegistration,
      technician,
    }).routes(),
  );
  app.use(
    serviceRequestRoutes({ auth: deps.auth, serviceRequests: deps.serviceRequests }).routes(),
  );
  app.use(
    uploadRoutes({
      auth,
      jobFiles: deps.jobFiles,
      server: deps.uploadServer,
      unfinishedUploads: deps.unfinishedUploads,
    }).routes(),
  );
  app.use(fileRoutes({ auth, jobFiles: deps.jobFiles, storage: deps.fileStorage }).routes());
  app.use(
    captchaRoutes({
      captcha: deps.captcha,
      challengeRateLimit: deps.rateLimits.challenge,
    }).routes(),
  );
  app.use(
    contactRoutes({
      captcha: deps.captcha,
      notification: deps.notification,
      contactRateLimit: deps.rateLimits.contact,
    }).routes(),
  );
  if (deps.web) app.use(serveWebApp(deps.web));
  app.use(unmatchedRequests());
  return app;
}

/**
 * generated — do not edit. Source: src/endpoints/bff.ts
 * Regenerate with `npm run generate -w @rha/contracts`.
 */

export interface paths {
    "/config.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Runtime settings the browser needs to sign in */
        get: operations["getRuntimeConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's profile
         * @description The identity profile composed with the user's location (city, state, zipCode) from its owner. The bff keeps the composed profile per access token for a short while (PROFILE_CACHE_SECONDS, never past the token's expiry) and drops it when the user writes anything through it.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tmpUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the sign-up draft, or read it back (no token needed)
         * @description One path for the spec's two calls. `{ uuid, userType, info }` saves the draft, kept 24 hours by default (201, or 200 when an unclaimed draft with this uuid was replaced); the field errors carry the spec's messages and `detail` the form's alert ('Please fill in all the required technician fields.', 'Invalid company information provided.', 'Please fill in all the required company fields.'). The address is checked against the ZIP code database before anything is stored (a ZIP code of another state is `info.zipCode`'s error), as the completion would check it. A new draft's answer carries its `secret`, which every later call about the draft must present (a save over an existing uuid included). `{ uuid, secret }` alone reads an unclaimed draft back as `{ data: { userType, info } }`; a wrong secret is answered as an unknown draft. At most 60 calls per client address in 15 minutes (429 with Retry-After).
         */
        post: operations["saveOrFetchTmpUser"];
        /**
         * Forget the sign-up draft (no token needed)
         * @description Idempotent: 204 whether or not the draft existed. A draft an account has taken is deleted by the completion of that sign-up instead.
         */
        delete: operations["deleteTmpUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply the sign-up draft to the signed-in account
         * @description Called once the identity provider's registration page has returned, with the new account's token (which has no product role yet). Copies fullName, phone, smsConsent and userType into the profile, creates the company and its first location (company sign-up), assigns the realm role in Keycloak, publishes `identity.user.registered.v1` (the welcome e-mail) and deletes the draft. Safe to retry after any failure: a retry finishes the job without duplicates, and a call after success answers the same result. The browser then refreshes its token (the new role is in it) and goes to `destination`.
         */
        post: operations["completeSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/captcha/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A new ALTCHA proof-of-work challenge
         * @description The `challengeurl` of the altcha widget. The challenge is signed by the bff and expires at `parameters.expiresAt` (seconds since the epoch); the widget then shows it as expired and fetches a new one. Rate-limited per client address.
         */
        get: operations["getCaptchaChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a contact message to the support mailbox
         * @description Validated with the shared contact schema (the spec's messages under each field; unknown fields are refused), then the captcha: `captchaToken` is the altcha widget's payload (base64). A forged, expired or already used solution is a 400 with `captchaToken` in `errors`. Rate-limited per client address (429). The message is stored and its e-mail queued before the 202; sending is retried until it succeeds.
         */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-request/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the signed-in company's own service requests
         * @description The requests the caller submitted, `limit` (50 unless asked) a page, narrowed by status, location, preferred service date and `q` (a part of the ticket number or job description, ignoring case), newest first unless `sort` (newest, oldest, preferredDate) says otherwise; the next page by `cursor`. Needs the company role.
         */
        get: operations["listCompanyServiceRequests"];
        put?: never;
        /**
         * Submit a service request (company)
         * @description The Create Service Request form, every field as text. Needs the company role. Validated with the shared `serviceRequestSchema` (the form's messages per field; unknown fields refused), then by the service-request service, which also checks that `location` is one of the caller's locations (else a `location` field error, never a hint about other companies) and stores answers to hidden follow-up questions empty. The ticket number keeps its `YYYYMMDD-NNNN` format and is unique within the company; one the company holds already is replaced by a free number of the same date, so the browser must use `serviceTicketNumber` from the answer (e.g. in the supporting-documentation e-mail). Sending the same answers under the same ticket again (a retry after a lost answer) returns the number stored the first time with 200 and stores nothing new.
         */
        post: operations["submitCompanyServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One service request with its answers and timeline (its company or an admin)
         * @description Read from the service-request service, which decides ownership: a company reads only its own company's requests (another company's answers 404 like an unknown id), an admin reads any. Technicians get 403. Once the request is accepted it names the technician (first name and community) and their ETA.
         */
        get: operations["getServiceRequestDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a service request (its company or an admin)
         * @description Allowed while the request is Submitted, Dispatching, Accepted or On hold. The service cancels it in one transaction with a timeline entry naming the caller (the reason as its note) and the `service-request.cancelled.v1` event. Answers the cancelled request.
         */
        post: operations["cancelServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve the finished work (its company or an admin)
         * @description Work done moves to Completed with a timeline entry naming the caller and the `service-request.completed.v1` event. A Remote Hands Baseline job is then under warranty for WARRANTY_DAYS days (`report.warrantyUntil`). No body. Answers the completed request.
         */
        post: operations["approveServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/send-back": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return the finished work to the technician (its company or an admin)
         * @description Work done moves back to On site (the technician is still there) or Accepted (another visit is needed), the reason being the timeline entry's note; the technician is told. Answers the request after the move.
         */
        post: operations["sendBackServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate the technician of a completed job (its company only)
         * @description Once per job, within RATING_WINDOW_DAYS of completion. The technician sees it once they have rated too or the window has closed. Answers the job's ratings.
         */
        post: operations["rateServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a completed job under the warranty (its company only)
         * @description Completed moves back to Accepted with the same technician, the reason being the timeline entry's note; the technician and support are told. Only for a service type in WARRANTY_SERVICE_TYPES and while `report.warrantyUntil` has not passed. Answers the reopened request.
         */
        post: operations["reopenServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in technician's metadata and onboarding progress
         * @description Every metadata field (defaults until answered), the owner's id and where the onboarding stands, so the questionnaire reopens at the first unfinished step. Interview notes are never part of it. `t` is accepted and ignored (a timestamp clients add to defeat caches); any other query parameter is refused. Companies and admins get 403.
         */
        get: operations["getTechnicianMetadata"];
        put?: never;
        /**
         * Save the signed-in technician's metadata (profile page, settings or one onboarding step)
         * @description Three bodies, told apart by shape. `{ certifications }` alone, a JSON-encoded list in a string, replaces the certifications (settings panel). `userId` with the fields of exactly one onboarding step saves that step and marks it completed (saving it again has no further effect); the final review's save, with `policyAccepted: true` and every earlier step completed, completes the onboarding once. Anything else is the whole object (profile page): fields left out take their defaults. A `userId` that is not the caller's Keycloak subject is refused with 403 and nothing is stored. Answers the metadata as saved.
         */
        post: operations["saveTechnicianMetadata"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in technician's service area (Profile Settings, Service Area tab)
         * @description Home is the service location's community with its region (borough or census area id) and hub; null without a location in the community list. Until the technician first saves the list, `saved` is false and `reach` suggests the communities their travel answer names, by small plane in 1 day. Companies and admins get 403.
         */
        get: operations["getTechnicianCoverage"];
        /**
         * Replace the communities the signed-in technician reaches beyond home
         * @description The list replaces the stored one; each community is one of the reference list, once, with how the technician travels there and the usual days to arrive. Home is always covered: listing it is refused on its entry's `community` field. Answers the service area as saved.
         */
        put: operations["saveTechnicianCoverage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/unavailability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in technician's unavailable periods, earliest start first */
        get: operations["listTechnicianUnavailability"];
        put?: never;
        /**
         * Add a period on which the signed-in technician takes no work
         * @description Both days are included. At most 50 periods are kept.
         */
        post: operations["addTechnicianUnavailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/unavailability/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of the signed-in technician's unavailable periods */
        delete: operations["deleteTechnicianUnavailability"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the jobs the signed-in technician holds
         * @description The requests assigned to the caller (Accepted, On hold, On site, Work done, Completed, or cancelled after they took it), `limit` (50 unless asked) a page, narrowed by status and `q` (a part of the ticket number or job description, ignoring case), upcoming first (jobs still ahead by arrival, soonest first, then the finished ones, latest first) unless `sort` (upcoming, preferredDate, newest) says otherwise; the next page by `cursor`. Each carries its `site` (street address and the contact on site). Companies and admins get 403.
         */
        get: operations["getTechnicianJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the signed-in technician's open offers
         * @description The open offers addressed to the caller (not expired, the request still waiting for a technician), `limit` (50 unless asked) a page, narrowed by service type and `q` (a part of the ticket number or job description, ignoring case), oldest offer first unless `sort` (oldest, newest) says otherwise; the next page by `cursor`. Each carries its `offer`, never the site. Companies and admins get 403.
         */
        get: operations["getTechnicianOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/offers/{offerId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an offered job, with the expected arrival
         * @description The first technician to accept wins: the request becomes Accepted and assigned to the caller with the ETA, every other open offer of it is withdrawn, and the company and support are told. Answers the job as the caller now holds it, with its `site`.
         */
        post: operations["acceptJobOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/offers/{offerId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn an offered job down, with a reason
         * @description The offer is closed with the reason (and the note, when given) for the admin to read; the request keeps its status and stays offered to the others.
         */
        post: operations["declineJobOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/jobs/{requestId}/hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a held job on hold (weather or the like), with the new arrival
         * @description Only the assigned technician: the request moves to On hold (a second hold updates the reason and the ETA), the reason is the timeline entry's note and the company is told. Answers the job after the move.
         */
        post: operations["holdTechnicianJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/jobs/{requestId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a job off hold
         * @description Only the assigned technician: the request moves from On hold back to Accepted, keeping the ETA of the hold, and the company is told. No body. Answers the job after the move.
         */
        post: operations["resumeTechnicianJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/jobs/{requestId}/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check in on site
         * @description Only the assigned technician: an Accepted or On hold job moves to On site. `capturedAt` is when the device saw it; the server keeps its own time beside it, and the location only when the technician chose to share it (it is not shown on the timeline). The company is told. Answers the job after the move.
         */
        post: operations["checkInTechnicianJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/jobs/{requestId}/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an entry to the job's service log
         * @description Only the assigned technician, while the job is On site or Work done. `clientId` is made on the device when the entry is written: sending the same one again (after a dropped link) stores nothing new and answers the stored entry with 200. No status change, no timeline entry.
         */
        post: operations["addServiceLogEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/jobs/{requestId}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate the company of a completed job (its technician only)
         * @description Once per job, within RATING_WINDOW_DAYS of completion. The company sees it once it has rated too or the window has closed. Answers the job's ratings.
         */
        post: operations["rateTechnicianJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/jobs/{requestId}/check-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check out with a summary of the work done
         * @description Only the assigned technician: an On site job moves to Work done with the summary as the timeline entry's note, and waits for the company's review until `report.autoApproveAt`, when silence counts as approval. The company is told. Answers the job after the move.
         */
        post: operations["checkOutTechnicianJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a resumable upload of a job file (tus creation)
         * @description The tus protocol 1.0.0. `Upload-Metadata` carries the file's description (its keys and values as `uploadMetadataSchema` in contracts checks them: requestId, kind, clientId, fileName, contentType, capturedAt, keepLocation), each value in base64. The service-request service decides whether the caller may add this file to this request (a photo: the assigned technician while the job is On site or Work done and has room; an attachment: any party of the job's conversation) and its refusals come back as they are. The upload's id is the file's id. Once every byte has arrived the file is checked (an image must be the image type it claims, a document a PDF), the location removed from a photo unless `keepLocation` is 'true', a screen-sized and a list-sized copy made, and the file recorded as stored; any failure leaves nothing behind.
         */
        post: operations["createUpload"];
        delete?: never;
        /**
         * The tus capabilities of the upload endpoint
         * @description No token needed; the answer holds nothing of anyone's.
         */
        options: operations["describeUploads"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Give up an unfinished upload (tus termination)
         * @description The one who started it only; its record and its bytes go.
         */
        delete: operations["cancelUpload"];
        options?: never;
        /**
         * How much of an upload the server holds, to resume it
         * @description Only the one who started the upload, while it is unfinished; anyone else, a finished upload and an unknown id are answered 404 alike. Asked of the service-request service on every request, so an upload stops when its job changes hands.
         */
        head: operations["getUploadOffset"];
        /**
         * Send the next bytes of an upload
         * @description Upload-Offset must be what HEAD answered: any other is refused with 409 and nothing is written. The PATCH that completes the file answers only once the file is checked and stored.
         */
        patch: operations["sendUploadBytes"];
        trace?: never;
    };
    "/api/service-requests/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The documents the company supplied with its request
         * @description Read from the service-request service, which decides: the request's company, the technician the job is assigned to and admins; anyone else is answered 404, like an unknown id. The bytes come from `/api/files/{fileId}/{variant}`; the company uploads them through `/api/uploads` with kind `document`.
         */
        get: operations["listRequestDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{fileId}/{variant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored job file's bytes
         * @description For the request's company, its assigned technician and admins (anyone else: 404, as for an unknown id), checked with the service-request service on every read. `original` is the file as stored (a photo without its location unless the technician kept it); `display` (longest side 1600 px) and `thumbnail` (320 px) are WebP copies of images only.
         */
        get: operations["downloadJobFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in company's locations, oldest first, or the technician's service location
         * @description Company: the list; the first one is the company's main location (its city, state and ZIP code are on GET /api/user); empty before the company exists. Technician: `{ location }`, null before one is added. Admins get 403.
         */
        get: operations["getLocations"];
        put?: never;
        /**
         * Add a location to the signed-in company (answers its id), or the technician's service location
         * @description Company: checked with the shared location schema, then against the ZIP code database: the ZIP code exists and belongs to the state, and in Alaska the city is one the ZIP code serves. Address, city, state and ZIP code are unique per company (409 `location_exists`). 404 before the company exists. Technician: city (the home community) at least 2 characters, state Alaska, a 5-digit ZIP code; 409 `location_exists` when the technician already has one (one location per technician). Answers `{ location }`.
         */
        post: operations["addLocation"];
        /**
         * Delete one of the signed-in company's locations, or the technician's service location
         * @description Company: the id goes in the query (DELETE bodies are dropped by some proxies) and is required. Technician: no id (one sent is refused as an unknown field); 404 before the technician has a location.
         */
        delete: operations["deleteLocation"];
        options?: never;
        head?: never;
        /**
         * Change one of the signed-in company's locations, or the technician's service location
         * @description Company: `id` names the location (a company holds several); the other fields replace the stored ones and the result is checked as one address. 404 when the id is not one of the caller's locations. Technician: the fields given replace the stored ones; 404 before the technician has a location. Answers the location as saved (technician: `{ location }`).
         */
        patch: operations["updateLocation"];
        trace?: never;
    };
    "/api/companies/updateCompany": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in company's name and website
         * @description An empty or absent website removes it. 404 before the company exists.
         */
        post: operations["updateCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in company's name and website (Company Profile panel)
         * @description 404 before the company exists. Technicians and admins get 403.
         */
        get: operations["getCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * The Company Profile panel's save, or a technician's (or admin's) contact details
         * @description Technician and admin: fullName, phone and email (at least 10 characters, a valid e-mail) on the user's profile in identity; answers the refreshed user as GET /api/user does. Company: Checks every field (the shared company settings schema, then the address against the ZIP code database), saves company name, website and the location named by `locationId` (else the company's first location, else a new one; the company itself is created when the user has none yet) in one transaction, then the e-mail and phone on the user's profile. Field errors name the fields of this body and nothing is stored. `userType` is accepted as the panel sends it and never changes the user's role. Answers the refreshed user, its location fields from the saved location. An e-mail address another account holds is refused with 409 `email_taken` ('This e-mail address belongs to another account.', also as the `email` field's error). A new address does not replace the current one: it comes back as `pendingEmail` while a confirmation link goes to it.
         */
        patch: operations["saveProfile"];
        trace?: never;
    };
    "/api/profile/email-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put the caller's pending e-mail address in force with the token of its link
         * @description Forwards to identity, which moves the pending address into `email` and clears it. Answers the refreshed user as GET /api/user does.
         */
        post: operations["confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check an address before saving it ('Validating Address...')
         * @description The state must be one of the 50 US states, the ZIP code must exist and belong to it, and in Alaska the city must be one the ZIP code serves. A malformed body is a 400; a well-formed address that fails is a 200 with `valid: false` and one entry per failing field. Companies may ask; everyone else gets 403.
         */
        post: operations["checkAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/technicians": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the technician directory: searched, filtered and sorted
         * @description The technician service's list as it answers it: `q` searches the full name, `status`, `region`, `community` and `skill` filter, `sort` orders, and `nextCursor` continues.
         */
        get: operations["listAdminTechnicians"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/technicianMetadata/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Everything about one technician, interview notes included
         * @description The technician's metadata with interview notes, their directory entry, vetting status with its history and the moves allowed next, and the audit of admin edits (newest first). Also answered without the trailing slash.
         */
        post: operations["getAdminTechnicianDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/updateTechnicianMetadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store an admin's edit of a technician's metadata
         * @description `metadata` is the whole edited object, interview notes included; fields left out keep their stored values. The fields that differ from what was stored are recorded in the audit with the admin and the time, in the same transaction. Answers 200 with the details as stored.
         */
        post: operations["updateAdminTechnicianMetadata"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/technicians/{id}/vetting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a technician in vetting
         * @description Only the moves allowed from the current status are accepted (applied → interview → background check → approved; rejected from any status but itself, with a reason; suspended only after approved, and approved again from suspended). Each move records the admin, the time and the note; approval and rejection e-mail the technician once. Answers the details after the move.
         */
        post: operations["changeTechnicianVetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dispatch/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ranked technicians for work in a community on a date
         * @description Approved technicians who live in the community, list it among the communities they reach, or live in its region (borough or census area), leaving out anyone with an unavailable period covering the date. Ranked by that order, then by matching skills for the service type, fastest declared response time, fit of their availability to the date and time range, and name; at most `DISPATCH_CANDIDATE_LIMIT` (50). Each candidate carries the reasons for their place.
         */
        get: operations["getDispatchCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ratings of one technician's or one company's completed jobs
         * @description Completed jobs with at least one rating whose assigned technician (`technicianId`) or company (`companyId`) is the one named, newest completion first, `ADMIN_PAGE_SIZE` (50) a page, each with both ratings whether revealed to the two sides or not. Exactly one of `technicianId` and `companyId` is given. `total` counts all that match, so the client knows whether there is a further page.
         */
        get: operations["listAdminRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dispatch/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the requests waiting for a technician
         * @description Submitted and Dispatching requests, `limit` (50 unless asked) a page, narrowed by status, community, flag and `q` (a part of the ticket number or job description, ignoring case), oldest first unless `sort` (oldest, newest) says otherwise; the next page by `cursor`. Each with its community and region (null when the location's city is not in the community list, so it cannot be matched), smart dispatch's setting, last wave, next wave and flag, and its offers newest first.
         */
        get: operations["getDispatchQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dispatch/in-progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The requests a technician holds, soonest preferred date first
         * @description Accepted and On hold requests, each with its assigned technician, ETA and, while On hold, the latest hold's reason.
         */
        get: operations["getInProgressRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-requests/{id}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer a request to chosen candidates
         * @description Each technician must be a candidate for the request (Approved, covering its community, not away on its date). The request moves to Dispatching and each one is offered the job by e-mail; a technician already holding an open offer is left as is, one who declined or let it expire is offered it again. Answers the request's queue entry after the move.
         */
        post: operations["offerServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-requests/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a request to one candidate directly, with the agreed arrival
         * @description As if the technician had accepted (whether or not it was offered to them): the request becomes Accepted and theirs with the ETA, the other open offers are withdrawn, and the company and support are told. Answers the request after the move.
         */
        post: operations["assignServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-requests/{id}/smart-dispatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Turn smart dispatch on or off for a request
         * @description Off, no further wave goes out on its own; on again, the next wave is due at once unless one is already scheduled or the request is flagged. Answers the request's queue entry.
         */
        put: operations["setSmartDispatch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-requests/{id}/hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put an accepted request on hold, with the new arrival
         * @description As the assigned technician may: Accepted or On hold moves to On hold (a second hold updates the reason and the ETA), and the company is told. Answers the request after the move.
         */
        post: operations["holdServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-requests/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a request off hold
         * @description On hold moves back to Accepted with the hold's ETA, and the company is told. No body. Answers the request after the move.
         */
        post: operations["resumeServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the companies: searched, filtered and sorted
         * @description The company service's list, each company with its owner as contact, its number of locations and of service requests: `q` searches the name, `locations` filters, `sort` orders, and `nextCursor` continues.
         */
        get: operations["listAdminCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One company with its locations and service requests */
        get: operations["getAdminCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The request's message thread, oldest first
         * @description For the request's company, its assigned technician and admins (support); anyone else, and an unknown id, gets 404. The bff passes the caller's token; the service-request service decides.
         */
        get: operations["jobMessageThread"];
        put?: never;
        /**
         * Post a message to the request's thread
         * @description Text, attachments (stored files the caller uploaded to this request as `attachment`), or both. `clientId` is made on the device: posting the same one again (a message kept offline, sent when the link returns) stores nothing new and answers the stored message with 200.
         */
        post: operations["postJobMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/messages/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the thread read up to a message, for the caller's side
         * @description The read mark only moves forward.
         */
        post: operations["markJobMessagesRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's unread messages per request, for the dashboard's badges
         * @description A company's requests, a technician's assigned jobs, or (an admin) every thread as support; only requests with unread messages, newest message first.
         */
        get: operations["unreadJobMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/held-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Jobs waiting for an admin's decision because their technician was suspended or rejected
         * @description Accepted, On hold and On site jobs whose technician was suspended or rejected while holding them, oldest first, with no decision yet. `technicianId` keeps one technician's. Until a decision, the technician's writes on the job answer 403 `job_awaiting_decision`.
         */
        get: operations["listHeldJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/held-jobs/{requestId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reassign a held job or let its technician finish it
         * @description `reassign` moves the job back to Submitted (dispatch offers it again; the suspended technician's accepted offer is withdrawn), with the reason in its timeline; `finish` lets the technician work on it again. Either way the decision is recorded with who made it and when.
         */
        post: operations["decideHeldJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/technicians/{id}/facts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a vetting fact about a technician, or clear it
         * @description Records that the background check is completed or that the technician joined Discord, with the admin and the time, or clears a fact recorded by mistake. Each change is kept in the audit; recording a fact already recorded keeps the first record. Answers the details afterwards.
         */
        post: operations["recordTechnicianFact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/technicians/{id}/interview-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a dated interview note
         * @description Appends the note to the interview notes as a dated entry naming the admin; the audit keeps the notes as they read before. Answers the details afterwards.
         */
        post: operations["addInterviewNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's newest notifications and how many are unread */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one of the caller's notifications read
         * @description Someone else's notice answers 404, as an unknown id does.
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every one of the caller's notifications read */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which kinds of notice the caller also gets by e-mail */
        get: operations["getNotificationSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Switch some kinds' e-mail on or off for the caller */
        patch: operations["changeNotificationSettings"];
        trace?: never;
    };
    "/api/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's live events, as a Server-Sent Events stream
         * @description One stream per signed-in person carries every typed event of `liveEventSchemas` (a new notification, for now), each with an `id:` line. The stream opens with a `ready` event whose id is where a reconnect resumes; a reconnect that sends `Last-Event-ID` first gets every event after it that the person missed, from the store every replica shares, then the live ones, none twice. Comment lines keep the link open. The stream ends when the bearer token expires, and the client reconnects with a fresh one.
         */
        get: operations["liveEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What waits for the signed-in person, newest first, with the counts of their tabs
         * @description Composed from service-request's `GET /attention` and, for an admin, technician's `GET /admin/attention` (applicants waiting on a vetting step), asked at once so a slow link pays one round trip. Each service checks the caller's role and what they own.
         */
        get: operations["getAttention"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/unavailability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every technician's time away that has not ended, for the admin's schedule
         * @description Earliest start first, then by technician name; at most `COVERAGE_LIMITS.schedulePeriods` (500). Each period names its technician.
         */
        get: operations["listUnavailabilityForAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The job's calls, newest first (the open one, if any, first)
         * @description Who took part, when, how long (`connectedAt` to `endedAt`) and how each ended: the calls' part of the job's timeline.
         */
        get: operations["listCalls"];
        put?: never;
        /**
         * Start a call on the job, with the ICE servers to reach it by
         * @description service-request decides who may (the job's technician in good standing, a user of its company, an admin) and whether the job allows it (Accepted, On hold, On site); the bff adds STUN/TURN servers minted for this call and this person (TURN credentials expire). The other side hears of it on its live stream (`call`).
         */
        post: operations["startCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/calls/ice-servers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ICE servers to reach the job's calls by, before joining one
         * @description For a page where a call rings: with them the browser makes its TURN allocation (two round trips, over a satellite link most of the time to audio) while its person decides to join. Only for who may take part in the job's calls, as service-request's list of them decides; minted for this person, as a start or join would.
         */
        get: operations["getCallIceServers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calls/{callId}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join a call, with the ICE servers to reach it by */
        post: operations["joinCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calls/{callId}/hang-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave a call; it ends when nobody is left in it */
        post: operations["hangUpCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calls/{callId}/keep-alive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tell the server the caller is still in the call
         * @description A call nobody signals or keeps alive for `CALL_IDLE_TIMEOUT_SECONDS` ends as dropped; a client in a call sends this every half of that or so.
         */
        post: operations["keepCallAlive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calls/{callId}/signals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pass a WebRTC signal (offer, answer, ICE candidate, restart) to the call's other person
         * @description It arrives on the other person's live stream as `callSignal`. Not counted by the per-user write limit, so trickle ICE never meets it; the call's own budget (`CALL_SIGNALS_PER_MINUTE`) bounds it instead.
         */
        post: operations["sendCallSignal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one of the caller's company's invoices or credit notes as a PDF
         * @description Another company's document answers 404, as an unknown id does.
         */
        get: operations["getOwnInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download any invoice or credit note as a PDF */
        get: operations["getInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's company's invoices and credit notes, newest first */
        get: operations["listOwnInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a bank transfer or check received against an invoice
         * @description Needs an Idempotency-Key: the same key sent again records nothing new.
         */
        post: operations["recordInvoicePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{id}/credit-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Correct an invoice with a credit note reversing it in full */
        post: operations["issueCreditNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the invoices and credit notes, newest first, with the totals
         * @description `q` looks in the number, the ticket number and the company name; `status` keeps the documents with that status today. The totals cover every document, whatever the filters.
         */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every invoice and credit note the filters keep, as CSV
         * @description One row per document, newest first, amounts in US dollars with two decimals. A cell that a spreadsheet would read as a formula starts with an apostrophe.
         */
        get: operations["exportInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invoice or credit note with its payments and credit note */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's pay: what is due, what was paid, each job's statement and each payout
         * @description A suspended technician still sees what they are owed. Only the caller's own pay is ever answered.
         */
        get: operations["getOwnPay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay/me/payout-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open (once) the caller's payout account at Stripe and answer the page to set it up
         * @description The account is the caller's own, made once and paid out to their bank every week; asked again, it answers a fresh page for the same account. The page returns to the product's earnings page.
         */
        post: operations["openPayoutAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What each technician with a pay statement is owed and was paid, most owed first */
        get: operations["listTechnicianPay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/technicians/{technicianId}/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payout of everything due to a technician
         * @description The amount is what the ledger says is due, never typed. The ledger moves it from the technician payable to cash in the same transaction.
         */
        post: operations["recordTechnicianPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/charge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay one of the caller's company's invoices: its whole balance, computed by billing */
        post: operations["chargeOwnInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payment provider's signed notices (Stripe's webhook), passed to billing as sent
         * @description The raw body and the Stripe-Signature header go to billing unchanged, which alone checks the signature and answers.
         */
        post: operations["receivePaymentNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-table": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current price table: Remote Eyes price, scheduled-visit discounts, standby day rate */
        get: operations["getPriceTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/price-table": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace the price table
         * @description Remote Eyes within its advertised range, discounts in basis points on bands that follow one another from 2 visits, the last open-ended. Estimates made from now on use it; stored estimates keep their figures.
         */
        put: operations["updatePriceTable"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A request's stored estimate (its company's, or any for an admin) */
        get: operations["getRequestEstimate"];
        /**
         * Estimate the caller's company's request from its expected hours and visits
         * @description Service type and Pro Package come from the submitted request; the total is computed here with the current price table and stored. Sending again replaces the estimate.
         */
        put: operations["putRequestEstimate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-requests/{id}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote a custom request (admin)
         * @description Allowed while a custom request is Quote needed. In one transaction the request becomes Quoted with the quote stored, a timeline entry and `service-request.quoted.v1`. The amount is a proposal: it counts once the company accepts it.
         */
        post: operations["quoteServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/quote/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the quote of one of the caller's company's requests
         * @description Allowed while the request is Quoted. The request becomes Submitted and dispatch starts as for any request; `service-request.quote-accepted.v1` tells billing the price.
         */
        post: operations["acceptQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/quote/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline the quote of one of the caller's company's requests
         * @description Allowed while the request is Quoted. The request is cancelled with the reason, as a cancellation is (`service-request.cancelled.v1`).
         */
        post: operations["declineQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{companyId}/payment-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's payment terms, or the default */
        get: operations["getPaymentTerms"];
        /**
         * Set a company's payment terms (0 to 90 days)
         * @description Invoices issued from now on fall due this many days after issue; earlier ones keep theirs.
         */
        put: operations["setPaymentTerms"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stills/{fileId}/strokes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A job photo's marks */
        get: operations["listPhotoStrokes"];
        put?: never;
        /**
         * Draw marks on a job photo
         * @description The job's assigned technician, a user of its company or an admin, whatever the job's status. A mark whose id the photo already carries is kept as it was, so marks sent again after a drop, or first over a call, are stored once.
         */
        post: operations["addPhotoStrokes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stills/{fileId}/strokes/{strokeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take back one of the caller's own marks
         * @description Only the one who drew it; anyone else's mark answers 404 like an unknown one.
         */
        delete: operations["removePhotoStroke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/site-costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A job's time on site, costs with receipts, standby days and asks for more hours
         * @description Read by the request's company, its assigned technician and admins; anyone else is answered 404.
         */
        get: operations["getSiteCosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log a cost (parts or travel) with its receipt
         * @description The job's technician, while it is On site or Work done. The receipt is uploaded first as a job file of kind `receipt` (a JPEG, PNG or WebP image or a PDF) on the same job; each receipt goes with one cost. The amount counts once the company approves the work.
         */
        post: operations["logJobCost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/costs/{costId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take off a cost logged by mistake, before the work is approved */
        delete: operations["removeJobCost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/site-facts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Record weather standby days and whether a special vehicle was used
         * @description The job's technician, while it is On site or Work done; the check-out may carry the same fields. Standby days run from 0 to MAX_STANDBY_DAYS.
         */
        put: operations["setSiteFacts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/more-hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the company for hours beyond the job's cap
         * @description The job's technician while On site; one ask waits at a time, and the approved hours of a job stay within MAX_PAY_CAP_HOURS. The company approves or declines it.
         */
        post: operations["askMoreHours"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/more-hours/{askId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve an ask for more hours
         * @description The request's company or an admin, while the job is On site or Work done; an ask is decided once. Approved hours raise an hourly job's cap.
         */
        post: operations["approveMoreHours"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/more-hours/{askId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an ask for more hours
         * @description The request's company or an admin, while the job is On site or Work done; an ask is decided once. Approved hours raise an hourly job's cap.
         */
        post: operations["declineMoreHours"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-requests/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set what the request's next offers pay (admins only)
         * @description Until a technician takes the job. Offers already made keep the pay they were made with; every offer made from now on, by an admin or a smart dispatch wave, carries this pay.
         */
        put: operations["setRequestPay"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{offerId}/counter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Counter an open offer with another pay or arrival (technicians only)
         * @description The offered technician, while approved, proposes a pay, an arrival or both, with a reason. One counter-offer waits per offer; the offer stays open, and an admin accepts or declines the counter.
         */
        post: operations["counterJobOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/counter-offers/{counterId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a counter-offer: the job becomes the technician's on its terms (admins only)
         * @description In one transaction, as a direct assignment: the request becomes Accepted by the counter's technician with the countered pay (else the offer's) and arrival (else the start of the preferred window, never in the past), the other open offers are withdrawn and `service-request.accepted.v1` carries the agreed pay. The technician must still be approved.
         */
        post: operations["acceptCounterOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/counter-offers/{counterId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a counter-offer, with an optional reason (admins only)
         * @description The technician reads the decline and its reason on the offer, which stays open on its first terms.
         */
        post: operations["declineCounterOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        SignupDraft: components["schemas"]["TechnicianSignupDraft"] | components["schemas"]["CompanySignupDraft"];
        TechnicianSignupDraft: {
            /**
             * Format: uuid
             * @description The random uuid the browser made for the draft and keeps in session storage.
             */
            uuid: string;
            secret?: components["schemas"]["DraftSecret"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            userType: "technician";
            info: components["schemas"]["TechnicianSignupInfo"];
        };
        /** @description The key identity made when it created the draft, returned only to the browser that created it; every later read, save, delete or claim of the draft must present it. */
        DraftSecret: string;
        TechnicianSignupInfo: {
            name: string;
            /** Format: email */
            email?: string;
            address?: string;
            /** @description The home community. */
            city: string;
            /** @enum {string} */
            state: "Alaska";
            zipCode: string;
            phone: string;
            /** @default false */
            smsConsent: boolean;
        };
        CompanySignupDraft: {
            /**
             * Format: uuid
             * @description The random uuid the browser made for the draft and keeps in session storage.
             */
            uuid: string;
            secret?: components["schemas"]["DraftSecret"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            userType: "company";
            info: components["schemas"]["CompanySignupInfo"];
        };
        CompanySignupInfo: {
            /** @description The contact person. */
            name: string;
            /** Format: email */
            email?: string;
            companyName: string;
            address: string;
            city: string;
            /** @description One of the 50 US states. */
            state: string;
            zipCode: string;
            phone: string;
            website?: string;
            /** @default false */
            smsConsent: boolean;
        };
        DraftRef: {
            /**
             * Format: uuid
             * @description The random uuid the browser made for the draft and keeps in session storage.
             */
            uuid: string;
            secret: components["schemas"]["DraftSecret"];
        };
        ContactMessage: {
            name: string;
            /** Format: email */
            email: string;
            message: string;
            /** @description The altcha widget's payload (base64 JSON of the challenge and its solution). */
            captchaToken: string;
        };
        /** @description The Create Service Request form, every field as text: the preferred date is not in the past, remote-hands and custom-request need a time range (remote-eyes sends it empty), restricted access needs a contact person and a phone number of at least 10 characters. Answers to questions the form did not show are sent and stored empty. */
        ServiceRequestForm: {
            /** @description YYYYMMDD-NNNN with NNNN from 1000 to 9999, made by the form when it opens. */
            serviceTicketNumber: string;
            /** @enum {string} */
            serviceType: "remote-hands" | "remote-eyes" | "custom-request";
            jobDescription: string;
            /** @description Id of one of the caller's company locations. */
            location: string;
            /**
             * @default
             * @enum {string}
             */
            restrictedAccess: "yes" | "no" | "";
            /** @default  */
            keysNeeded: string;
            /** Format: date */
            preferredDate: string;
            /**
             * @default
             * @enum {string}
             */
            preferredTimeRange: "8:00 AM - 10:00 AM" | "10:00 AM - 12:00 PM" | "12:00 PM - 2:00 PM" | "2:00 PM - 4:00 PM" | "4:00 PM - 6:00 PM" | "Anytime" | "";
            /**
             * @default
             * @enum {string}
             */
            liveVideoRequired: "yes" | "no" | "";
            /**
             * @default
             * @enum {string}
             */
            hasWifi: "yes" | "no" | "";
            /**
             * @default
             * @enum {string}
             */
            wantProPackage: "yes" | "no" | "";
            /**
             * @default
             * @enum {string}
             */
            hasOutlet: "yes" | "no" | "";
            /** @default  */
            connectionMethod: string;
            /**
             * @description 'greated-than-8' is the spec's stored spelling.
             * @default
             * @enum {string}
             */
            videoDuration: "less-than-30" | "30-60" | "1-2" | "2-4" | "4-6" | "6-8" | "greated-than-8" | "";
            /**
             * @default
             * @enum {string}
             */
            hasDocumentation: "yes" | "no" | "";
            /** @default  */
            contactPerson: string;
            /** @default  */
            phoneNumber: string;
            /** @default  */
            additionalInformation: string;
        };
        RequestCancellation: {
            reason: string;
        };
        SendBack: {
            /**
             * @description On site when the technician is still there, Accepted when another visit is needed.
             * @enum {string}
             */
            to: "On site" | "Accepted";
            reason: string;
        };
        NewRating: {
            score: number;
            /** @default  */
            comment: string;
        };
        WarrantyReopen: {
            reason: string;
        };
        /** @description The profile page's whole object; fields left out take their defaults. */
        TechnicianMetadataSave: {
            handyman?: components["schemas"]["TagList"];
            it?: components["schemas"]["TagList"];
            electrical?: components["schemas"]["TagList"];
            fieldwork?: components["schemas"]["TagList"];
            availability?: components["schemas"]["Availability"];
            responseTime?: components["schemas"]["TagList"];
            hasFishCamp?: boolean;
            fishCampResp?: components["schemas"]["LongText"];
            hasTravel?: boolean;
            travelResponse?: components["schemas"]["LongText"];
            training?: components["schemas"]["TagList"];
            certifications?: components["schemas"]["TagList"];
            toolsTech?: components["schemas"]["TagList"];
            toolsHandTools?: components["schemas"]["TagList"];
            toolsTransport?: components["schemas"]["TagList"];
            toolsOther?: components["schemas"]["TagList"];
            goodFit?: components["schemas"]["LongText"];
            isTribalMember?: boolean;
            tribe?: string;
            ageVerified?: boolean;
            backgroundCheck?: boolean;
            discord?: boolean;
            policyAccepted?: boolean;
            references?: components["schemas"]["TechnicianReference"][];
            userId?: string;
        };
        /** @description Chosen options and custom tags; duplicates are dropped. */
        TagList: string[];
        Availability: {
            /** @default false */
            weekdays: boolean;
            /** @default false */
            weekends: boolean;
            /** @default false */
            evenings: boolean;
            /** @default false */
            overnight: boolean;
        };
        LongText: string;
        TechnicianReference: {
            id: string;
            name: string;
            phoneNumber: string;
            /** @default  */
            relationship: string;
        };
        TechnicianCertificationsSave: {
            /** @description The certifications list, JSON-encoded (e.g. '["OSHA 10","CDL"]'). */
            certifications: string;
        };
        /** @description The caller's id plus the fields of exactly one onboarding step. */
        OnboardingStepSave: {
            handyman?: components["schemas"]["TagList"];
            it?: components["schemas"]["TagList"];
            electrical?: components["schemas"]["TagList"];
            fieldwork?: components["schemas"]["TagList"];
            availability?: components["schemas"]["Availability"];
            responseTime?: components["schemas"]["TagList"];
            hasFishCamp?: boolean;
            fishCampResp?: components["schemas"]["LongText"];
            hasTravel?: boolean;
            travelResponse?: components["schemas"]["LongText"];
            training?: components["schemas"]["TagList"];
            certifications?: components["schemas"]["TagList"];
            toolsTech?: components["schemas"]["TagList"];
            toolsHandTools?: components["schemas"]["TagList"];
            toolsTransport?: components["schemas"]["TagList"];
            toolsOther?: components["schemas"]["TagList"];
            goodFit?: components["schemas"]["LongText"];
            isTribalMember?: boolean;
            tribe?: string;
            ageVerified?: boolean;
            backgroundCheck?: boolean;
            discord?: boolean;
            policyAccepted?: boolean;
            references?: components["schemas"]["TechnicianReference"][];
            userId: string;
        };
        TechnicianCoverageSave: {
            reach: {
                /** @description A community of the reference list (case and 'St.' for 'Saint' are forgiven). */
                community: string;
                /** @enum {string} */
                travelMode: "road" | "boat" | "snowmachine" | "atv" | "small_plane";
                /** @description Typical days to arrive. */
                days: number;
            }[];
        };
        NewUnavailablePeriod: {
            /**
             * Format: date
             * @description First day, YYYY-MM-DD.
             */
            from: string;
            /**
             * Format: date
             * @description Last day (included), YYYY-MM-DD; not before `from`.
             */
            to: string;
            /** @enum {string} */
            reason: "fish_camp" | "hunting" | "travel" | "other";
            /** @default  */
            note: string;
        };
        OfferAcceptance: {
            eta: components["schemas"]["Eta"];
        };
        /**
         * Format: date-time
         * @description When the technician expects to be on site, with its UTC offset; not in the past, within a year.
         */
        Eta: string;
        OfferDecline: {
            /**
             * @description One of DECLINE_REASONS.
             * @enum {string}
             */
            reason: "Not available that day" | "Weather or travel conditions" | "Outside my skills" | "Too far to travel" | "Other";
            /** @default  */
            note: string;
        };
        WeatherHold: {
            reason: string;
            eta: components["schemas"]["Eta"];
        };
        CheckIn: {
            capturedAt: components["schemas"]["CapturedAt"];
            /**
             * @description Only when the technician chose to share it.
             * @default null
             */
            location: components["schemas"]["DeviceLocation"] | null;
        };
        /**
         * Format: date-time
         * @description When the device saw it happen, with its UTC offset; not in the future.
         */
        CapturedAt: string;
        DeviceLocation: {
            latitude: number;
            longitude: number;
            accuracyMeters: number;
        };
        NewServiceLogEntry: {
            /**
             * Format: uuid
             * @description Made on the device when the entry is written, so a resend is stored once.
             */
            clientId: string;
            capturedAt: components["schemas"]["CapturedAt"];
            text: string;
        };
        CheckOut: {
            capturedAt: components["schemas"]["CapturedAt"];
            workSummary: string;
            standbyDays?: number;
            specialVehicleUsed?: boolean;
        };
        NewLocation: {
            address?: string;
            city: string;
            /** @description A state name (Alaska) or its USPS code (AK); stored as the name. */
            state: string;
            zipCode: string;
        };
        NewTechnicianLocation: {
            /** @description The home community. */
            city: string;
            /** @enum {string} */
            state: "Alaska";
            zipCode: string;
        };
        LocationChanges: {
            address?: string;
            city?: string;
            /** @description A state name (Alaska) or its USPS code (AK); stored as the name. */
            state?: string;
            zipCode?: string;
            /**
             * Format: uuid
             * @description The location to change.
             */
            id: string;
        };
        TechnicianLocationChanges: {
            /** @description The home community. */
            city?: string;
            /** @enum {string} */
            state?: "Alaska";
            zipCode?: string;
        };
        CompanyUpdate: {
            companyName: string;
            /** @description An http(s) URL; empty or absent for none (on a change: removes it). */
            website?: string;
        };
        CompanyProfilePanel: {
            companyName: string;
            /** @description An http(s) URL; empty or absent for none (on a change: removes it). */
            website?: string;
            /** Format: email */
            email: string;
            phone: string;
            address: string;
            city: string;
            /** @description A state name (Alaska) or its USPS code (AK); stored as the name. */
            state: string;
            zipCode: string;
            /** @enum {string} */
            userType?: "company" | "technician" | "admin" | "";
            /** @description The location the panel shows (the user's locationId); absent or null means the first one. */
            locationId?: string | null;
        };
        UserProfileChanges: {
            fullName: string;
            /** Format: email */
            email: string;
            phone: string;
            /** @enum {string} */
            userType?: "company" | "technician" | "admin" | "";
        };
        EmailConfirmation: {
            token: string;
        };
        AdminTechnicianLookup: {
            id: string;
        };
        AdminTechnicianMetadataUpdate: {
            id: string;
            metadata: components["schemas"]["AdminTechnicianMetadataEdit"];
        };
        /** @description The edited metadata; fields left out keep their stored values. */
        AdminTechnicianMetadataEdit: {
            handyman?: components["schemas"]["TagList"];
            it?: components["schemas"]["TagList"];
            electrical?: components["schemas"]["TagList"];
            fieldwork?: components["schemas"]["TagList"];
            availability?: components["schemas"]["Availability"];
            responseTime?: components["schemas"]["TagList"];
            hasFishCamp?: boolean;
            fishCampResp?: components["schemas"]["LongText"];
            hasTravel?: boolean;
            travelResponse?: components["schemas"]["LongText"];
            training?: components["schemas"]["TagList"];
            certifications?: components["schemas"]["TagList"];
            toolsTech?: components["schemas"]["TagList"];
            toolsHandTools?: components["schemas"]["TagList"];
            toolsTransport?: components["schemas"]["TagList"];
            toolsOther?: components["schemas"]["TagList"];
            goodFit?: components["schemas"]["LongText"];
            isTribalMember?: boolean;
            tribe?: string;
            ageVerified?: boolean;
            backgroundCheck?: boolean;
            discord?: boolean;
            policyAccepted?: boolean;
            references?: components["schemas"]["TechnicianReference"][];
            interviewNotes?: string;
        };
        VettingChange: {
            /** @enum {string} */
            status: "onboarding" | "applied" | "interview" | "background_check" | "approved" | "rejected" | "suspended";
            /**
             * @description For the admins only.
             * @default
             */
            note: string;
            /**
             * @description Required for a rejection; the technician is told it.
             * @default
             */
            reason: string;
            /** @description The checklist confirmed with an applicant's approval (from Background check); every check is needed then, else 400 on `checks`. Ignored for any other move. */
            checks?: ("referencesContacted" | "backgroundCheckPassed" | "interviewHeld")[];
        };
        DispatchOffers: {
            /** @description Each technician once, at most MAX_OFFERS_AT_ONCE (20). */
            technicianIds: string[];
        };
        DirectAssignment: {
            /** Format: uuid */
            technicianId: string;
            eta: components["schemas"]["Eta"];
        };
        SmartDispatchSetting: {
            smartDispatch: boolean;
        };
        /** @description Text, files already uploaded as attachments, or both. */
        NewJobMessage: {
            /**
             * Format: uuid
             * @description Made on the device when the message is written, so a message sent again after the link returns is posted once.
             */
            clientId: string;
            /** @default  */
            text: string;
            /** @default [] */
            attachmentIds: string[];
        };
        MessagesRead: {
            /**
             * Format: uuid
             * @description The last message read.
             */
            through: string;
        };
        HeldJobDecisionBody: {
            /** @enum {string} */
            decision: "reassign" | "finish";
        };
        VettingFactChange: {
            /** @enum {string} */
            fact: "backgroundCheckCompleted" | "discordJoined";
            recorded: boolean;
        };
        InterviewNote: {
            text: string;
        };
        NotificationSettingsChange: {
            email: {
                [key: string]: boolean;
            };
        };
        CallSignalSend: {
            /**
             * Format: date-time
             * @description When the other person joined, as the sender's connection knows it: the join the signal is meant for.
             */
            toJoinedAt: string;
            signal: components["schemas"]["CallSignal"];
        };
        /** @description WebRTC signalling passed to the other person of the call: an offer or answer (SDP), an ICE candidate, or a request to restart ICE. */
        CallSignal: {
            /** @constant */
            type: "offer";
            sdp: string;
        } | {
            /** @constant */
            type: "answer";
            sdp: string;
        } | {
            /** @constant */
            type: "candidate";
            candidate: {
                candidate: string;
                sdpMid: string | null;
                sdpMLineIndex: number | null;
            };
        } | {
            /** @constant */
            type: "restart";
        };
        PaymentNotice: {
            id: string;
            type: string;
        } & {
            [key: string]: unknown;
        };
        PriceTable: {
            remoteEyesCents: number;
            discountBands: {
                minVisits: number;
                maxVisits: number | null;
                basisPoints: number;
            }[];
            weatherStandbyDayCents: number;
        };
        EstimateAnswers: {
            expectedHours: number;
            scheduledVisits: number;
        };
        Quote: {
            amountCents: number;
            /** @default  */
            note: string;
        };
        QuoteDecline: {
            reason: string;
        };
        PaymentTerms: {
            termsDays: number;
        };
        NewStrokes: {
            strokes: components["schemas"]["Stroke"][];
        };
        Stroke: {
            /**
             * Format: uuid
             * @description Made on the device that drew it, so the mark sent twice (over a call and stored) is one mark.
             */
            id: string;
            /** @constant */
            tool: "arrow";
            from: components["schemas"]["StrokePoint"];
            to: components["schemas"]["StrokePoint"];
        } | {
            /**
             * Format: uuid
             * @description Made on the device that drew it, so the mark sent twice (over a call and stored) is one mark.
             */
            id: string;
            /** @constant */
            tool: "circle";
            from: components["schemas"]["StrokePoint"];
            to: components["schemas"]["StrokePoint"];
        } | {
            /**
             * Format: uuid
             * @description Made on the device that drew it, so the mark sent twice (over a call and stored) is one mark.
             */
            id: string;
            /** @constant */
            tool: "text";
            at: components["schemas"]["StrokePoint"];
            text: string;
        };
        StrokePoint: {
            x: number;
            y: number;
        };
        NewJobCost: {
            /** @enum {string} */
            kind: "parts" | "travel";
            description: string;
            amountCents: number;
            /** Format: uuid */
            receiptFileId: string;
        };
        SiteFacts: {
            standbyDays: number;
            specialVehicleUsed: boolean;
        };
        NewMoreHoursAsk: {
            hours: number;
            reason: string;
        };
        CounterOfferProposal: {
            pay?: {
                /** @enum {string} */
                basis: "fixed" | "hourly";
                amountCents: number;
                capHours: number | null;
                standbyDayCents: number;
                specialVehicleCents: number;
            };
            arrivalAt?: components["schemas"]["Eta"];
            reason: string;
        };
        CounterOfferDecline: {
            /** @default  */
            reason: string;
        };
        RuntimeConfig: {
            /** @description Keycloak base URL as the browser reaches it. */
            keycloakUrl: string;
            realm: string;
            clientId: string;
            /**
             * Format: email
             * @description The support mailbox, e.g. for supporting documentation of a service request.
             */
            supportEmail: string;
        };
        /** @description RFC 9457 problem details with a stable snake_case code. */
        Problem: {
            type: string;
            title: string;
            status: number;
            /** @description Stable snake_case error code, e.g. validation_failed, unauthorized. */
            code: string;
            detail?: string;
            errors?: components["schemas"]["FieldError"][];
            requestId?: string;
        };
        FieldError: {
            /** @description Dotted path of the offending field. */
            field: string;
            message: string;
        };
        User: {
            /** Format: uuid */
            id: string;
            /** @description The Keycloak subject (`sub`). */
            keycloakId: string;
            userType: components["schemas"]["UserType"];
            fullName: string;
            email: string;
            phone: string;
            smsConsent: boolean;
            companyId: string | null;
            locationId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            lastLogin: string | null;
            city: string | null;
            state: string | null;
            zipCode: string | null;
            /** @description Whether the identity provider says the person proved this e-mail address: the access token's email_verified, for the token's own address only. A profile whose address differs from the token's is unverified. */
            emailVerified: boolean;
            /**
             * Format: date-time
             * @description Same as createdAt (read by the admin list).
             */
            userCreation: string;
            /** @description A new address waiting for its confirmation link to be opened; `email` stays in force until then. */
            pendingEmail: string | null;
        };
        /** @enum {string} */
        UserType: "company" | "technician" | "admin" | "";
        TmpUserData: {
            data: {
                /** @constant */
                userType: "technician";
                info: components["schemas"]["TechnicianSignupInfoOutput"];
            } | {
                /** @constant */
                userType: "company";
                info: components["schemas"]["CompanySignupInfoOutput"];
            };
        };
        TmpUserSaved: {
            /** Format: uuid */
            uuid: string;
            secret: components["schemas"]["DraftSecret"];
            /**
             * Format: date-time
             * @description The draft is ignored and purged after this time unless an account took it.
             */
            expiresAt: string;
        };
        SignupCompletion: {
            /** @enum {string} */
            userType: "technician" | "company";
            /**
             * @description Where the browser goes next (after refreshing its token).
             * @enum {string}
             */
            destination: "/onboarding" | "/dashboard";
            /** @description Present only when the e-mail typed into the sign-up form is not the one the account was registered with at the identity provider: the address the account uses, which the app tells the person on arrival. */
            accountEmail?: string;
        };
        CaptchaChallenge: {
            parameters: {
                /** @description Key derivation algorithm, e.g. PBKDF2/SHA-256. */
                algorithm: string;
                nonce: string;
                salt: string;
                cost: number;
                keyLength: number;
                keyPrefix: string;
                keySignature?: string;
                /** @description Seconds since the epoch after which a solution is refused. */
                expiresAt: number;
            };
            signature: string;
        };
        ContactMessageReceipt: {
            /** @constant */
            status: "accepted";
        };
        ServiceRequestSummaries: {
            items: components["schemas"]["ServiceRequestSummary"][];
            /** @description Pass as `cursor` for the next page; null when this is the last. */
            nextCursor: string | null;
        };
        ServiceRequestSummary: {
            /** Format: uuid */
            id: string;
            serviceTicketNumber: string;
            serviceType: components["schemas"]["ServiceType"];
            /** Format: date */
            preferredDate: string;
            status: components["schemas"]["ServiceRequestStatus"];
            /** Format: date-time */
            createdAt: string;
            jobDescription: string;
            /** @description The location as it was when submitted. */
            locationAddress: string;
        };
        /** @enum {string} */
        ServiceType: "remote-hands" | "remote-eyes" | "custom-request";
        /** @enum {string} */
        ServiceRequestStatus: "Quote needed" | "Quoted" | "Submitted" | "Dispatching" | "Accepted" | "On hold" | "On site" | "Work done" | "Completed" | "Cancelled";
        ServiceRequestSubmitted: {
            /** @constant */
            success: true;
            /**
             * Format: uuid
             * @description The stored request's id, to which the company's supporting documents are uploaded.
             */
            id: string;
            /** @description The number the request is stored under; differs from the one sent when that was taken. */
            serviceTicketNumber: string;
        };
        ServiceRequestDetails: {
            /** Format: uuid */
            id: string;
            serviceTicketNumber: string;
            serviceType: components["schemas"]["ServiceType"];
            /** Format: date */
            preferredDate: string;
            status: components["schemas"]["ServiceRequestStatus"];
            /** Format: date-time */
            createdAt: string;
            /** @description The reference community of the request's location, where the job map puts the site; null when its city is not in the list. */
            community: string | null;
            answers: components["schemas"]["ServiceRequestStoredAnswers"];
            /** @description Oldest first. */
            timeline: components["schemas"]["TimelineEntry"][];
            /** @description Null until a technician has accepted the request (or an admin assigned it). */
            assignedTechnician: components["schemas"]["AssignedTechnician"] | null;
            /** @description When the technician expects to be on site (the hold's new one while On hold); null before. */
            eta: string | null;
            report: components["schemas"]["JobReport"];
            /** @description A custom request's quote; null until an admin quotes it, and on other requests. */
            quote: components["schemas"]["RequestQuote"] | null;
        };
        /** @description Every answer as stored, empty when its question was not shown. */
        ServiceRequestStoredAnswers: {
            /** @description YYYYMMDD-NNNN with NNNN from 1000 to 9999, made by the form when it opens. */
            serviceTicketNumber: string;
            /** @enum {string} */
            serviceType: "remote-hands" | "remote-eyes" | "custom-request";
            jobDescription: string;
            /** @description Id of one of the caller's company locations. */
            location: string;
            /**
             * @default
             * @enum {string}
             */
            restrictedAccess: "yes" | "no" | "";
            /** @default  */
            keysNeeded: string;
            /** Format: date */
            preferredDate: string;
            /**
             * @default
             * @enum {string}
             */
            preferredTimeRange: "8:00 AM - 10:00 AM" | "10:00 AM - 12:00 PM" | "12:00 PM - 2:00 PM" | "2:00 PM - 4:00 PM" | "4:00 PM - 6:00 PM" | "Anytime" | "";
            /**
             * @default
             * @enum {string}
             */
            liveVideoRequired: "yes" | "no" | "";
            /**
             * @default
             * @enum {string}
             */
            hasWifi: "yes" | "no" | "";
            /**
             * @default
             * @enum {string}
             */
            wantProPackage: "yes" | "no" | "";
            /**
             * @default
             * @enum {string}
             */
            hasOutlet: "yes" | "no" | "";
            /** @default  */
            connectionMethod: string;
            /**
             * @description 'greated-than-8' is the spec's stored spelling.
             * @default
             * @enum {string}
             */
            videoDuration: "less-than-30" | "30-60" | "1-2" | "2-4" | "4-6" | "6-8" | "greated-than-8" | "";
            /**
             * @default
             * @enum {string}
             */
            hasDocumentation: "yes" | "no" | "";
            /** @default  */
            contactPerson: string;
            /** @default  */
            phoneNumber: string;
            /** @default  */
            additionalInformation: string;
        };
        /** @description One move of a request, oldest first in a timeline. */
        TimelineEntry: {
            /** Format: uuid */
            id: string;
            /** @description Null for the submission. */
            from: components["schemas"]["ServiceRequestStatus"] | null;
            to: components["schemas"]["ServiceRequestStatus"];
            /** @description Why, e.g. the cancellation's reason; empty when none was given. */
            note: string;
            by: {
                role: components["schemas"]["TimelineRole"];
                /** @description The name the token carried then; empty when it had none. */
                name: string;
            };
            /** Format: date-time */
            at: string;
        };
        /** @enum {string} */
        TimelineRole: "company" | "technician" | "admin" | "system";
        AssignedTechnician: {
            /** @description The first word of the technician's full name. */
            firstName: string;
            /** @description The technician's home community. */
            community: string;
        };
        /** @description What happened on site, as the company, the assigned technician and admins read it. */
        JobReport: {
            /** @description Null until the technician checks in. */
            checkIn: {
                /** Format: date-time */
                capturedAt: string;
                /** Format: date-time */
                receivedAt: string;
                location: components["schemas"]["DeviceLocation"] | null;
            } | null;
            /** @description Null until the technician checks out (and again once the work is sent back). */
            checkOut: {
                /** Format: date-time */
                capturedAt: string;
                /** Format: date-time */
                receivedAt: string;
                workSummary: string;
            } | null;
            /** @description Oldest first by capture time. */
            log: components["schemas"]["ServiceLogEntry"][];
            completedAt: string | null;
            /** @description When silence counts as approval; set while the work waits for the company's review. */
            autoApproveAt: string | null;
            /** @description The last moment the company may reopen it under the warranty; null when none applies. */
            warrantyUntil: string | null;
            /** @description Stored photos with the marks drawn on them, oldest first by the time each was captured. */
            photos: components["schemas"]["ReportPhoto"][];
            /** @description The technician's clips and the expert's voice notes, oldest first by the time each was captured. */
            recordings: components["schemas"]["JobFile"][];
            /** @description Once the job is completed; null before. */
            ratings: components["schemas"]["JobRatings"] | null;
        };
        ServiceLogEntry: {
            /** Format: uuid */
            id: string;
            text: string;
            /**
             * Format: date-time
             * @description When the device wrote it.
             */
            capturedAt: string;
            /**
             * Format: date-time
             * @description When the server stored it.
             */
            receivedAt: string;
        };
        ReportPhoto: {
            /**
             * Format: uuid
             * @description Random and unguessable; the bytes are read through the file paths by this id, checked on every read.
             */
            id: string;
            kind: components["schemas"]["JobFileKind"];
            fileName: string;
            contentType: string;
            size: number;
            /** @description Pixels, for images; null for documents. */
            width: number | null;
            height: number | null;
            /**
             * Format: date-time
             * @description When the device took or picked it.
             */
            capturedAt: string;
            /**
             * Format: date-time
             * @description When the server had all of it.
             */
            receivedAt: string;
            /** @description Oldest first. */
            strokes: components["schemas"]["StoredStroke"][];
        };
        /**
         * @description A photo of the work, a file attached to a message, a document the company supplied with its request, the technician's recorded clip, the expert's voice note, or a cost's receipt.
         * @enum {string}
         */
        JobFileKind: "photo" | "attachment" | "document" | "clip" | "voiceNote" | "receipt";
        /** @description A mark on a photo and who drew it. */
        StoredStroke: {
            stroke: components["schemas"]["Stroke"];
            /** Format: uuid */
            authorId: string;
            /** @enum {string} */
            authorRole: "technician" | "company" | "admin";
            /** Format: date-time */
            createdAt: string;
        };
        JobFile: {
            /**
             * Format: uuid
             * @description Random and unguessable; the bytes are read through the file paths by this id, checked on every read.
             */
            id: string;
            kind: components["schemas"]["JobFileKind"];
            fileName: string;
            contentType: string;
            size: number;
            /** @description Pixels, for images; null for documents. */
            width: number | null;
            height: number | null;
            /**
             * Format: date-time
             * @description When the device took or picked it.
             */
            capturedAt: string;
            /**
             * Format: date-time
             * @description When the server had all of it.
             */
            receivedAt: string;
        };
        /** @description Both ratings of a completed job as the caller may see them: their own side's always, the other side's only once revealed (both rated, or the window closed); an admin sees both. */
        JobRatings: {
            /** Format: date-time */
            windowClosesAt: string;
            byCompany: components["schemas"]["Rating"] | null;
            byTechnician: components["schemas"]["Rating"] | null;
            revealed: boolean;
            /** @description Whether the caller may rate now. */
            canRate: boolean;
        };
        Rating: {
            score: number;
            comment: string;
            /** Format: date-time */
            ratedAt: string;
        };
        RequestQuote: {
            amountCents: number;
            note: string;
            /** Format: date-time */
            quotedAt: string;
            /** @description Null until the company accepts it. */
            acceptedAt: string | null;
        };
        /** @description Every field present; lists empty and flags false until answered. */
        TechnicianMetadata: {
            handyman: components["schemas"]["TagList"];
            it: components["schemas"]["TagList"];
            electrical: components["schemas"]["TagList"];
            fieldwork: components["schemas"]["TagList"];
            availability: components["schemas"]["AvailabilityOutput"];
            responseTime: components["schemas"]["TagList"];
            hasFishCamp: boolean;
            fishCampResp: components["schemas"]["LongText"];
            hasTravel: boolean;
            travelResponse: components["schemas"]["LongText"];
            training: components["schemas"]["TagList"];
            certifications: components["schemas"]["TagList"];
            toolsTech: components["schemas"]["TagList"];
            toolsHandTools: components["schemas"]["TagList"];
            toolsTransport: components["schemas"]["TagList"];
            toolsOther: components["schemas"]["TagList"];
            goodFit: components["schemas"]["LongText"];
            isTribalMember: boolean;
            tribe: string;
            ageVerified: boolean;
            backgroundCheck: boolean;
            discord: boolean;
            policyAccepted: boolean;
            references: components["schemas"]["TechnicianReferenceOutput"][];
            /** @description The technician's Keycloak subject. */
            userId: string;
            onboarding: components["schemas"]["OnboardingProgress"];
            vettingStatus: components["schemas"]["VettingStatus"];
        };
        OnboardingProgress: {
            /** @description The completed steps, in questionnaire order. */
            completedSteps: components["schemas"]["OnboardingStep"][];
            currentStep: components["schemas"]["OnboardingStep"];
            completed: boolean;
        };
        /** @enum {string} */
        OnboardingStep: "ageVerification" | "it" | "handyman" | "electrical" | "fieldwork" | "availability" | "responseTime" | "fishCamp" | "travel" | "training" | "certifications" | "toolsTech" | "toolsHandTools" | "toolsTransport" | "toolsOther" | "goodFit" | "tribalMember" | "backgroundCheck" | "references" | "discord" | "finalReview";
        /** @enum {string} */
        VettingStatus: "onboarding" | "applied" | "interview" | "background_check" | "approved" | "rejected" | "suspended";
        TechnicianCoverage: {
            home: components["schemas"]["CoveredCommunity"] | null;
            reach: components["schemas"]["ReachableCommunity"][];
            /** @description False until the technician first saves the list; `reach` is then a suggestion. */
            saved: boolean;
        };
        CoveredCommunity: {
            /** @description The community as the reference list spells it. */
            community: string;
            /** @description The id of its borough or census area (ALASKA_REGIONS), e.g. `bethel`. */
            region: string;
            /** @description The region's hub community. */
            hub: string;
        };
        ReachableCommunity: {
            community: string;
            region: string;
            hub: string;
            travelMode: components["schemas"]["TravelMode"];
            days: number;
        };
        /**
         * @description Labels in TRAVEL_MODE_LABELS (contracts).
         * @enum {string}
         */
        TravelMode: "road" | "boat" | "snowmachine" | "atv" | "small_plane";
        UnavailablePeriodList: {
            periods: components["schemas"]["UnavailablePeriod"][];
        };
        UnavailablePeriod: {
            /** Format: uuid */
            id: string;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            reason: components["schemas"]["UnavailabilityReason"];
            note: string;
        };
        /**
         * @description Labels in UNAVAILABILITY_REASON_LABELS (contracts).
         * @enum {string}
         */
        UnavailabilityReason: "fish_camp" | "hunting" | "travel" | "other";
        TechnicianJobs: {
            items: components["schemas"]["TechnicianJob"][];
            /** @description Pass as `cursor` for the next page; null when this is the last. */
            nextCursor: string | null;
        };
        /** @description An offer addressed to the technician or a job assigned to them. The street address and the contact on site are only given once the job is theirs. */
        TechnicianJob: {
            /** Format: uuid */
            requestId: string;
            serviceTicketNumber: string;
            serviceType: components["schemas"]["ServiceType"];
            status: components["schemas"]["ServiceRequestStatus"];
            companyName: string;
            community: string | null;
            /** Format: date */
            preferredDate: string;
            preferredTimeRange: components["schemas"]["TimeRange"];
            jobDescription: string;
            answers: components["schemas"]["TechnicianJobAnswers"];
            /** @description The open offer, for an offered job; null for an assigned one. */
            offer: {
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                expiresAt: string;
                /** @description The caller's latest counter-offer on it, answered or not; null before any. */
                counter: components["schemas"]["CounterOffer"] | null;
            } | null;
            pay: components["schemas"]["JobPay"];
            /** @description Only for the assigned technician. */
            site: {
                /** @description Address, city, state and ZIP code on one line. */
                address: string;
                contactPerson: string;
                phoneNumber: string;
            } | null;
            /** @description The arrival the technician gave; null while only offered. */
            eta: string | null;
            /** @description What happened on site; null on an offer. */
            report: components["schemas"]["JobReport"] | null;
            /** @description Why the company sent the work back, why it reopened the job under the warranty and why the job was put on hold, oldest first; empty on an offer. */
            reasons: components["schemas"]["JobReason"][];
        };
        /**
         * @description Empty for remote-eyes, which has no time range.
         * @enum {string}
         */
        TimeRange: "8:00 AM - 10:00 AM" | "10:00 AM - 12:00 PM" | "12:00 PM - 2:00 PM" | "2:00 PM - 4:00 PM" | "4:00 PM - 6:00 PM" | "Anytime" | "";
        TechnicianJobAnswers: {
            restrictedAccess: string;
            keysNeeded: string;
            liveVideoRequired: string;
            hasWifi: string;
            hasOutlet: string;
            connectionMethod: string;
            videoDuration: string;
            hasDocumentation: string;
            additionalInformation: string;
        };
        CounterOffer: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            offerId: string;
            /** Format: uuid */
            requestId: string;
            technician: {
                id: string;
                fullName: string;
            };
            /** @description The pay asked; null when only the arrival moves. */
            pay: components["schemas"]["JobPay"] | null;
            /** @description The arrival proposed; null when only the pay moves. */
            arrivalAt: string | null;
            reason: string;
            /** @enum {string} */
            status: "open" | "accepted" | "declined" | "withdrawn";
            /** @description The admin's reason for a decline; empty otherwise. */
            decisionReason: string;
            /** Format: date-time */
            createdAt: string;
            decidedAt: string | null;
        };
        /** @description A job pay in integer US cents: fixed (`capHours` null) or hourly up to `capHours`, plus the weather standby day and special vehicle pay. */
        JobPay: {
            /** @enum {string} */
            basis: "fixed" | "hourly";
            amountCents: number;
            capHours: number | null;
            standbyDayCents: number;
            specialVehicleCents: number;
        };
        JobReason: {
            /** @enum {string} */
            kind: "sent-back" | "reopened" | "on-hold";
            note: string;
            /** Format: date-time */
            at: string;
        };
        TechnicianOffers: {
            items: components["schemas"]["TechnicianJob"][];
            /** @description Pass as `cursor` for the next page; null when this is the last. */
            nextCursor: string | null;
        };
        Location: {
            /** Format: uuid */
            id: string;
            /** @description Street address; empty when none was given. */
            address: string;
            city: string;
            /** @description The state's name, e.g. Alaska. */
            state: string;
            zipCode: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        TechnicianLocationRead: {
            location: components["schemas"]["TechnicianLocation"] | null;
        };
        TechnicianLocation: {
            /** @description The home community. */
            city: string;
            /** @constant */
            state: "Alaska";
            zipCode: string;
        };
        CreatedLocation: {
            /** Format: uuid */
            id: string;
        };
        TechnicianLocationAnswer: {
            location: components["schemas"]["TechnicianLocation"];
        };
        Company: {
            /** Format: uuid */
            id: string;
            companyName: string;
            website: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AddressCheckResult: {
            valid: boolean;
            errors: components["schemas"]["FieldError"][];
        };
        AdminTechnicianList: {
            technicians: components["schemas"]["AdminTechnicianListEntry"][];
            /** @description Pass as `cursor` for the next page; null when this is the last. */
            nextCursor: string | null;
        };
        AdminTechnicianListEntry: {
            /** @description The technician's Keycloak subject. */
            id: string;
            fullName: string;
            email: string;
            phone: string;
            city: string;
            state: string;
            zipCode: string;
            /** @enum {string} */
            userType: "technician";
            /** Format: date-time */
            userCreation: string;
            lastLogin: string | null;
            vettingStatus: components["schemas"]["VettingStatus"];
            rating: components["schemas"]["TechnicianRatingSummary"];
        };
        TechnicianRatingSummary: {
            /** @description One decimal; null before the first revealed rating. */
            average: number | null;
            count: number;
        };
        AdminTechnicianDetails: {
            technicianMetadata: components["schemas"]["AdminTechnicianMetadata"];
            technician: components["schemas"]["AdminTechnicianListEntry"];
            vetting: components["schemas"]["TechnicianVetting"];
            /** @description Newest first. */
            audit: components["schemas"]["TechnicianAuditEntry"][];
        };
        /** @description Every metadata field, the owner's id and the interview notes. */
        AdminTechnicianMetadata: {
            handyman: components["schemas"]["TagList"];
            it: components["schemas"]["TagList"];
            electrical: components["schemas"]["TagList"];
            fieldwork: components["schemas"]["TagList"];
            availability: components["schemas"]["AvailabilityOutput"];
            responseTime: components["schemas"]["TagList"];
            hasFishCamp: boolean;
            fishCampResp: components["schemas"]["LongText"];
            hasTravel: boolean;
            travelResponse: components["schemas"]["LongText"];
            training: components["schemas"]["TagList"];
            certifications: components["schemas"]["TagList"];
            toolsTech: components["schemas"]["TagList"];
            toolsHandTools: components["schemas"]["TagList"];
            toolsTransport: components["schemas"]["TagList"];
            toolsOther: components["schemas"]["TagList"];
            goodFit: components["schemas"]["LongText"];
            isTribalMember: boolean;
            tribe: string;
            ageVerified: boolean;
            backgroundCheck: boolean;
            discord: boolean;
            policyAccepted: boolean;
            references: components["schemas"]["TechnicianReferenceOutput"][];
            userId: string;
            interviewNotes: string;
        };
        TechnicianVetting: {
            status: components["schemas"]["VettingStatus"];
            allowedNext: components["schemas"]["VettingStatus"][];
            /** @description Oldest first. */
            history: components["schemas"]["VettingHistoryEntry"][];
            /** @description Each fact as an admin recorded it, or null while none has. */
            facts: {
                backgroundCheckCompleted: components["schemas"]["RecordedFact"] | null;
                discordJoined: components["schemas"]["RecordedFact"] | null;
            };
        };
        VettingHistoryEntry: {
            id: string;
            from: components["schemas"]["VettingStatus"];
            to: components["schemas"]["VettingStatus"];
            note: string;
            reason: string;
            checks: ("referencesContacted" | "backgroundCheckPassed" | "interviewHeld")[];
            changedBy: components["schemas"]["AdminActor"];
            /** Format: date-time */
            changedAt: string;
        };
        AdminActor: {
            id: string;
            name: string;
        };
        RecordedFact: {
            /** Format: date-time */
            recordedAt: string;
            recordedBy: components["schemas"]["AdminActor"];
        };
        TechnicianAuditEntry: {
            id: string;
            changedBy: components["schemas"]["AdminActor"];
            /** Format: date-time */
            changedAt: string;
            fields: string[];
            /** @description The interview notes as they read before this change, when it changed them. */
            interviewNotesBefore: string | null;
        };
        DispatchCandidates: {
            community: string;
            /** @description The name of the community's borough or census area. */
            region: string;
            /** @enum {string} */
            serviceType: "remote-hands" | "remote-eyes" | "custom-request";
            /** Format: date */
            date: string;
            candidates: components["schemas"]["DispatchCandidate"][];
        };
        DispatchCandidate: {
            technician: components["schemas"]["DispatchTechnician"];
            /** @enum {string} */
            rank: "lives_there" | "reaches_directly" | "same_region";
            /** @description Why the candidate stands where they do, for the admin to read (e.g. 'Lives in Kwethluk'). */
            reasons: string[];
            /** @description Entries of the skill lists SERVICE_TYPE_SKILL_FIELDS names for the service type. */
            matchingSkills: number;
            /** @description The fastest declared response time in hours; null when no answer names a duration. */
            responseHours: number | null;
            /** @description How many of the slots the date (weekdays or weekends) and an evening time range (evenings or overnight) call for the technician declared. */
            availabilityFit: number;
        };
        DispatchTechnician: {
            id: string;
            fullName: string;
            /** @description Where the offer e-mail goes; empty when not known yet. */
            email: string;
            /** @description The technician's home community as the reference list spells it. */
            community: string;
            /** @description The name of the home community's borough or census area. */
            region: string;
            rating: components["schemas"]["TechnicianRatingSummary"];
        };
        AdminRatings: {
            ratings: components["schemas"]["AdminRatingEntry"][];
            total: number;
            page: number;
            pageSize: number;
        };
        /** @description One completed job's two ratings as an admin sees them, revealed or not. */
        AdminRatingEntry: {
            requestId: string;
            serviceTicketNumber: string;
            companyId: string;
            companyName: string;
            technicianId: string;
            technicianName: string;
            /** Format: date-time */
            completedAt: string;
            byCompany: components["schemas"]["Rating"] | null;
            byTechnician: components["schemas"]["Rating"] | null;
            /** @description Whether each side may see the other's rating yet (both rated, or the window closed). */
            revealed: boolean;
        };
        DispatchQueue: {
            items: components["schemas"]["DispatchQueueEntry"][];
            /** @description Pass as `cursor` for the next page; null when this is the last. */
            nextCursor: string | null;
        };
        DispatchQueueEntry: {
            /** Format: uuid */
            id: string;
            serviceTicketNumber: string;
            serviceType: components["schemas"]["ServiceType"];
            status: components["schemas"]["ServiceRequestStatus"];
            companyName: string;
            /** @description The reference community of the request's location; null when its city is not in the list. */
            community: string | null;
            /** @description The community's borough or census area; null with the community. */
            region: string | null;
            /** Format: date */
            preferredDate: string;
            preferredTimeRange: components["schemas"]["TimeRange"];
            /** Format: date-time */
            createdAt: string;
            smartDispatch: boolean;
            /** @description The last wave smart dispatch sent; null before the first. */
            wave: components["schemas"]["DispatchWave"] | null;
            /** @description When smart dispatch next widens; null when it will not (off, flagged, or nothing left). */
            nextWaveAt: string | null;
            /** @description Set once every wave went out without an accept; an admin must step in. */
            flaggedAt: string | null;
            pay: components["schemas"]["JobPay"];
            paySetByAdmin: boolean;
            /** @description Counter-offers waiting for an admin's answer, oldest first. */
            counterOffers: components["schemas"]["CounterOffer"][];
            /** @description Newest first. */
            offers: components["schemas"]["DispatchOffer"][];
            /** @description A custom request's quote; null until an admin quotes it, and on other requests. */
            quote: components["schemas"]["RequestQuote"] | null;
        };
        /**
         * @description A wave of smart dispatch (DISPATCH_WAVES), closest first.
         * @enum {string}
         */
        DispatchWave: "community" | "reach" | "region";
        DispatchOffer: {
            /** Format: uuid */
            id: string;
            technician: {
                id: string;
                fullName: string;
                community: string;
            };
            source: components["schemas"]["OfferSource"];
            status: components["schemas"]["OfferStatus"];
            /** @description The decline's reason (and note), or why it expired or was withdrawn; empty while open. */
            reason: string;
            /** Format: date-time */
            offeredAt: string;
            /** Format: date-time */
            expiresAt: string;
            respondedAt: string | null;
            pay: components["schemas"]["JobPay"];
        };
        /**
         * @description The smart-dispatch wave that made the offer, or `admin`.
         * @enum {string}
         */
        OfferSource: "community" | "reach" | "region" | "admin";
        /** @enum {string} */
        OfferStatus: "offered" | "accepted" | "declined" | "expired" | "withdrawn";
        InProgressRequests: {
            /** @description Accepted and On hold requests, soonest preferred date first. */
            requests: components["schemas"]["InProgressRequest"][];
        };
        InProgressRequest: {
            /** Format: uuid */
            id: string;
            serviceTicketNumber: string;
            serviceType: components["schemas"]["ServiceType"];
            status: components["schemas"]["ServiceRequestStatus"];
            companyName: string;
            community: string | null;
            /** Format: date */
            preferredDate: string;
            technician: {
                id: string;
                fullName: string;
                community: string;
            };
            eta: string | null;
            /** @description The reason of the latest hold while On hold; empty otherwise. */
            holdReason: string;
        };
        AdminCompanyList: {
            companies: components["schemas"]["AdminCompanyListEntry"][];
            /** @description Pass as `cursor` for the next page; null when this is the last. */
            nextCursor: string | null;
        };
        AdminCompanyListEntry: {
            /** Format: uuid */
            id: string;
            name: string;
            contact: {
                fullName: string;
                email: string;
                phone: string;
            };
            website: string;
            locationCount: number;
            requestCount: number;
            /** Format: date-time */
            createdAt: string;
        };
        AdminCompanyDetails: {
            company: components["schemas"]["AdminCompanyListEntry"];
            locations: components["schemas"]["AdminCompanyLocation"][];
            /** @description Newest first. */
            requests: components["schemas"]["AdminCompanyRequest"][];
        };
        AdminCompanyLocation: {
            id: string;
            address: string;
            city: string;
            state: string;
            zipCode: string;
        };
        AdminCompanyRequest: {
            id: string;
            ticketNumber: string;
            serviceType: string;
            /** Format: date */
            preferredDate: string;
            /** Format: date-time */
            submittedAt: string;
            status: string;
        };
        JobMessageThread: {
            /** Format: uuid */
            requestId: string;
            party: components["schemas"]["MessageParty"];
            /** @description Oldest first. */
            messages: components["schemas"]["JobMessage"][];
            unread: number;
        };
        /** @enum {string} */
        MessageParty: "company" | "technician" | "support";
        JobMessage: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            clientId: string;
            party: components["schemas"]["MessageParty"];
            authorName: string;
            mine: boolean;
            text: string;
            attachments: components["schemas"]["JobFile"][];
            /** Format: date-time */
            sentAt: string;
        };
        UnreadMessages: {
            total: number;
            requests: {
                /** Format: uuid */
                requestId: string;
                serviceTicketNumber: string;
                unread: number;
                /** Format: date-time */
                lastMessageAt: string;
            }[];
        };
        HeldJobs: {
            jobs: components["schemas"]["HeldJob"][];
        };
        HeldJob: {
            requestId: string;
            ticketNumber: string;
            /** @enum {string} */
            serviceType: "remote-hands" | "remote-eyes" | "custom-request";
            community: string;
            companyName: string;
            /** @enum {string} */
            status: "Accepted" | "On hold" | "On site";
            technicianId: string;
            technicianName: string;
            /** @enum {string} */
            vettingStatus: "suspended" | "rejected";
            /** Format: date-time */
            heldSince: string;
        };
        HeldJobDecided: {
            requestId: string;
            /** @enum {string} */
            decision: "reassign" | "finish";
            /** Format: date-time */
            decidedAt: string;
            decidedBy: string;
        };
        NotificationInbox: {
            notifications: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                kind: "offer-received" | "job-accepted" | "checked-in" | "work-done" | "sent-back" | "reopened" | "on-hold" | "resumed" | "message" | "vetting-decision" | "cancellation" | "request-unplaced" | "applicant-waiting";
                /** @description What happened, with the ticket number. */
                title: string;
                /** @description Who did it, as the person knows them. */
                actor: string;
                /**
                 * Format: starts_with
                 * @description The page of the web app it concerns.
                 */
                link: string;
                /** Format: date-time */
                createdAt: string;
                readAt: string | null;
            }[];
            /** @description All unread notices, listed or not. */
            unread: number;
        };
        NotificationSettings: {
            email: {
                [key: string]: boolean;
            };
        };
        LiveStreamMessage: {
            /** @enum {string} */
            event: "ready" | "notification" | "call" | "callSignal";
            id: string;
            /** @description The event's data as JSON; `{}` for `ready`. */
            data: string;
            retry?: number;
        };
        Attention: {
            /** @description Newest first. */
            items: components["schemas"]["AttentionItem"][];
            counts: components["schemas"]["AttentionCounts"];
        };
        AttentionItem: {
            kind: components["schemas"]["AttentionKind"];
            /** @description Unique within the list. */
            key: string;
            /**
             * Format: date-time
             * @description Since when it waits; the list is newest first by it.
             */
            at: string;
            requestId?: string;
            ticketNumber?: string;
            community?: string;
            companyName?: string;
            status?: string;
            /** @description Unread messages of `unreadMessages`. */
            unread?: number;
            /**
             * Format: date-time
             * @description The arrival the technician gave.
             */
            eta?: string;
            /**
             * Format: date-time
             * @description When the automatic approval comes, or the offer expires.
             */
            due?: string;
            /** @description Why it was held or sent back, or why the technician countered. */
            reason?: string;
            /** @description The next visit's street address. */
            address?: string;
            contactPerson?: string;
            /** @description The next visit's contact phone. */
            phone?: string;
            offerId?: string;
            technicianId?: string;
            technicianName?: string;
            vettingStatus?: string;
        };
        /**
         * @description A company's `workDone` (awaiting its review), `unreadMessages`, `onHold`, `unplaced` (no technician took the offers) and `quoted` (its answer to a quote is awaited); a technician's `nextVisit`, `offer` and `sentBack`; an admin's `unplaced`, `pastEta`, `applicant` (waiting on a vetting step), `heldJob` (its technician was suspended or rejected), `quoteNeeded` (a custom request waits for its quote) and `counterOffer` (a technician's counter waits for a decision).
         * @enum {string}
         */
        AttentionKind: "workDone" | "unreadMessages" | "onHold" | "unplaced" | "nextVisit" | "offer" | "sentBack" | "pastEta" | "applicant" | "heldJob" | "quoted" | "quoteNeeded" | "counterOffer";
        /** @description The counts the dashboard's tabs carry. */
        AttentionCounts: {
            newOffers: number;
            unreadMessages: number;
            reviewsWaiting: number;
        };
        ScheduledUnavailablePeriodList: {
            periods: components["schemas"]["ScheduledUnavailablePeriod"][];
        };
        ScheduledUnavailablePeriod: {
            /** Format: uuid */
            id: string;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            reason: components["schemas"]["UnavailabilityReason"];
            note: string;
            technicianId: string;
            technicianName: string;
        };
        CallWithIceServers: {
            call: components["schemas"]["Call"];
            /** @description Minted for this call and this person; TURN credentials expire. */
            iceServers: components["schemas"]["IceServer"][];
        };
        /** @description A live call on a job between its technician and one expert (a user of the job's company, or an admin). Its length is `endedAt - connectedAt`. */
        Call: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            requestId: string;
            /** @enum {string} */
            status: "ringing" | "active" | "ended";
            startedBy: {
                userId: string;
                name: string;
                /** @enum {string} */
                role: "technician" | "company" | "admin";
            };
            participants: components["schemas"]["CallParticipant"][];
            /** Format: date-time */
            startedAt: string;
            /** @description When the second person joined; null while it rings. */
            connectedAt: string | null;
            endedAt: string | null;
            endReason: ("hungUp" | "missed" | "dropped") | null;
        };
        /** @description One of the (at most two) people of a call. */
        CallParticipant: {
            userId: string;
            name: string;
            /** @enum {string} */
            role: "technician" | "company" | "admin";
            /**
             * Format: date-time
             * @description When they last joined: a rejoin (after a reload) moves it, so the other side knows to connect afresh.
             */
            joinedAt: string;
            leftAt: string | null;
        };
        /** @description A STUN or TURN server, as RTCPeerConnection takes it. */
        IceServer: {
            urls: string[];
            username?: string;
            credential?: string;
        };
        /** @description Problem details of a call that cannot start: with `call_already_open` they name the open call. */
        CallAlreadyOpenProblem: {
            type: string;
            title: string;
            status: number;
            /** @description Stable snake_case error code, e.g. validation_failed, unauthorized. */
            code: string;
            detail?: string;
            errors?: components["schemas"]["FieldError"][];
            requestId?: string;
            /** @description The call already open on the job; present with `call_already_open` only. */
            call?: components["schemas"]["Call"];
        };
        CallList: {
            /** @description Newest first; the open call, if any, first. */
            items: components["schemas"]["Call"][];
        };
        IceServerList: {
            /** @description Minted for this person; TURN credentials expire. */
            iceServers: components["schemas"]["IceServer"][];
        };
        CallAnswer: {
            call: components["schemas"]["Call"];
        };
        InvoiceList: {
            invoices: components["schemas"]["Invoice"][];
        };
        Invoice: {
            /** Format: uuid */
            id: string;
            /** @description YYYY-NNNNN, gapless within the Alaska-time year. */
            number: string;
            /** @enum {string} */
            kind: "invoice" | "credit-note";
            requestId: string;
            ticketNumber: string;
            companyId: string;
            companyName: string;
            correctsInvoiceId: string | null;
            /** @description A credit note's reason; empty on an invoice. */
            reason: string;
            /** Format: date-time */
            issuedAt: string;
            /** Format: date */
            dueOn: string;
            termsDays: number;
            /** @enum {string} */
            currency: "USD";
            totalCents: number;
            /** @description Still owed, from the ledger; 0 on a credit note. */
            balanceCents: number;
            /** @enum {string} */
            status: "open" | "paid" | "overdue" | "credited";
            lines: components["schemas"]["InvoiceLine"][];
        };
        InvoiceLine: {
            code: string;
            description: string;
            quantity: number;
            unitCents: number;
            amountCents: number;
        };
        RecordedPayment: {
            invoice: components["schemas"]["Invoice"];
        };
        AdminInvoicePage: {
            invoices: components["schemas"]["Invoice"][];
            /** @description Pass as `cursor` for the next page; null when this is the last. */
            nextCursor: string | null;
            totals: components["schemas"]["InvoiceTotals"];
        };
        InvoiceTotals: {
            /** @description Still owed on invoices not yet past their due date. */
            openCents: number;
            /** @description Still owed on invoices past their due date. */
            overdueCents: number;
            /** @description Payments received in the current Alaska-time month. */
            paidThisMonthCents: number;
        };
        InvoiceDetail: {
            invoice: components["schemas"]["Invoice"];
            payments: components["schemas"]["InvoicePayment"][];
            /** @description The invoice's credit note, if any. */
            creditNote: components["schemas"]["Invoice"] | null;
        };
        InvoicePayment: {
            /** Format: uuid */
            id: string;
            amountCents: number;
            /** @enum {string} */
            currency: "USD";
            /** @enum {string} */
            method: "bank-transfer" | "check";
            reference: string;
            /** Format: date */
            receivedOn: string;
            /** Format: date-time */
            recordedAt: string;
        };
        OwnPay: {
            /** @description Earned and not yet paid out, from the ledger. */
            dueCents: number;
            /** @description Paid out so far. */
            paidCents: number;
            /** @description Newest first. */
            statements: components["schemas"]["PayStatement"][];
            /** @description Newest first. */
            payouts: components["schemas"]["Payout"][];
            /**
             * @description How the pay reaches the technician: recorded by an admin, or by Stripe once their account is set up.
             * @enum {string}
             */
            payoutAccount: "recorded-by-admin" | "not-set-up" | "set-up";
        };
        PayStatement: {
            /** Format: uuid */
            id: string;
            requestId: string;
            ticketNumber: string;
            /** Format: date-time */
            issuedAt: string;
            lines: components["schemas"]["PayLine"][];
            totalCents: number;
        };
        PayLine: {
            /** @enum {string} */
            code: "pay-fixed" | "pay-hours" | "pay-standby" | "pay-special-vehicle" | "pay-cost-reimbursement";
            description: string;
            quantity: number;
            unitCents: number;
            amountCents: number;
        };
        Payout: {
            /** Format: uuid */
            id: string;
            technicianId: string;
            amountCents: number;
            /** @enum {string} */
            method: "bank-transfer" | "check" | "stripe-transfer";
            /** @description The transfer or check reference; a Stripe transfer's id once sent. */
            reference: string;
            /** Format: date */
            paidOn: string;
            /** Format: date-time */
            recordedAt: string;
            /** @description A Stripe transfer no longer due but not yet confirmed by Stripe; sent again under the same key until it is. */
            pending: boolean;
        };
        PayoutAccountLink: {
            /**
             * Format: uri
             * @description Stripe's page where the technician gives (or changes) their bank details.
             */
            url: string;
        };
        TechnicianPayList: {
            technicians: components["schemas"]["TechnicianPay"][];
        };
        TechnicianPay: {
            technicianId: string;
            fullName: string;
            dueCents: number;
            paidCents: number;
            lastPaidOn: string | null;
        };
        RecordedPayout: {
            payout: components["schemas"]["Payout"];
        };
        InvoiceCharge: {
            charge: {
                /** @constant */
                provider: "stripe";
                paymentIntentId: string;
                /** @description Confirms the payment in the browser with Stripe's own library. */
                clientSecret: string;
                amountCents: number;
                /** @enum {string} */
                currency: "USD";
            } | {
                /** @constant */
                provider: "invoice-and-record";
                amountCents: number;
                /** @enum {string} */
                currency: "USD";
            };
        };
        PaymentNoticeReceived: {
            /** @constant */
            received: true;
        };
        PriceTableAnswer: {
            priceTable: components["schemas"]["PriceTable"];
            /** @description When an admin last saved it; null while the defaults stand. */
            updatedAt: string | null;
        };
        RequestEstimateAnswer: {
            estimate: components["schemas"]["RequestEstimate"];
        };
        RequestEstimate: {
            requestId: string;
            /** @enum {string} */
            serviceType: "remote-hands" | "remote-eyes" | "custom-request";
            proPackage: boolean;
            expectedHours: number;
            scheduledVisits: number;
            /** @description A custom request is priced by a quote. */
            quoteRequired: boolean;
            /** @enum {string} */
            currency: "USD";
            lines: components["schemas"]["EstimateLine"][];
            totalCents: number;
            /** Format: date-time */
            estimatedAt: string;
        };
        EstimateLine: {
            code: string;
            description: string;
            quantity: number;
            unitCents: number;
            amountCents: number;
        };
        QuoteOutcome: {
            /** Format: uuid */
            requestId: string;
            /** @enum {string} */
            status: "Quote needed" | "Quoted" | "Submitted" | "Dispatching" | "Accepted" | "On hold" | "On site" | "Work done" | "Completed" | "Cancelled";
            quote: components["schemas"]["RequestQuote"];
        };
        CompanyPaymentTerms: {
            /** Format: uuid */
            companyId: string;
            termsDays: number;
            /** @description True while no admin has set terms for the company: the default applies. */
            isDefault: boolean;
        };
        /** @description A photo's marks, oldest first. */
        PhotoStrokes: {
            /** Format: uuid */
            fileId: string;
            /** @description Oldest first. */
            items: components["schemas"]["StoredStroke"][];
        };
        SiteCosts: {
            /** @description Check-in to check-out, summed over visits, each started minute counted; held time and time between visits is not; a visit under way counts up to now. */
            onSiteMinutes: number;
            standbyDays: number;
            specialVehicleUsed: boolean;
            extraHoursApproved: number;
            /** @description Oldest first. */
            costs: components["schemas"]["JobCost"][];
            /** @description Oldest first. */
            moreHours: components["schemas"]["MoreHoursAsk"][];
        };
        JobCost: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "parts" | "travel";
            description: string;
            amountCents: number;
            receipt: components["schemas"]["JobFile"];
            /** Format: date-time */
            loggedAt: string;
        };
        MoreHoursAsk: {
            /** Format: uuid */
            id: string;
            hours: number;
            reason: string;
            /** @enum {string} */
            status: "pending" | "approved" | "declined";
            /** Format: date-time */
            askedAt: string;
            decidedAt: string | null;
        };
        /** @description The pay the request's next offers carry. */
        RequestPay: {
            pay: components["schemas"]["JobPay"];
            paySetByAdmin: boolean;
        };
        TechnicianSignupInfoOutput: {
            name: string;
            /** Format: email */
            email?: string;
            address?: string;
            /** @description The home community. */
            city: string;
            /** @enum {string} */
            state: "Alaska";
            zipCode: string;
            phone: string;
            /** @default false */
            smsConsent: boolean;
        };
        CompanySignupInfoOutput: {
            /** @description The contact person. */
            name: string;
            /** Format: email */
            email?: string;
            companyName: string;
            address: string;
            city: string;
            /** @description One of the 50 US states. */
            state: string;
            zipCode: string;
            phone: string;
            website?: string;
            /** @default false */
            smsConsent: boolean;
        };
        AvailabilityOutput: {
            /** @default false */
            weekdays: boolean;
            /** @default false */
            weekends: boolean;
            /** @default false */
            evenings: boolean;
            /** @default false */
            overnight: boolean;
        };
        TechnicianReferenceOutput: {
            id: string;
            name: string;
            phoneNumber: string;
            /** @default  */
            relationship: string;
        };
        /** @description Metadata fields, each optional in a request body. */
        TechnicianMetadataFields: {
            handyman?: components["schemas"]["TagList"];
            it?: components["schemas"]["TagList"];
            electrical?: components["schemas"]["TagList"];
            fieldwork?: components["schemas"]["TagList"];
            availability?: components["schemas"]["AvailabilityOutput"];
            responseTime?: components["schemas"]["TagList"];
            hasFishCamp?: boolean;
            fishCampResp?: components["schemas"]["LongText"];
            hasTravel?: boolean;
            travelResponse?: components["schemas"]["LongText"];
            training?: components["schemas"]["TagList"];
            certifications?: components["schemas"]["TagList"];
            toolsTech?: components["schemas"]["TagList"];
            toolsHandTools?: components["schemas"]["TagList"];
            toolsTransport?: components["schemas"]["TagList"];
            toolsOther?: components["schemas"]["TagList"];
            goodFit?: components["schemas"]["LongText"];
            isTribalMember?: boolean;
            tribe?: string;
            ageVerified?: boolean;
            backgroundCheck?: boolean;
            discord?: boolean;
            policyAccepted?: boolean;
            references?: components["schemas"]["TechnicianReferenceOutput"][];
        };
    };
    responses: {
        /** @description Any other failure, as RFC 9457 problem details. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No bearer token, or the token is invalid or expired. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many requests from this client address (`too_many_requests`); see Retry-After. */
        TooManyRequests: {
            headers: {
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The Idempotency-Key was already used for another request (`idempotency_key_reused`). */
        IdempotencyKeyReused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `validation_failed`: a filter or sort the list does not know, a malformed date, a cursor no page gave, or unknown fields. */
        ListQueryInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is neither a company nor an admin (`forbidden`). */
        CompanyOrAdminOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `not_found` ('Service request not found'): no request with this id that the caller may see (another company's answers the same as an unknown id). */
        ServiceRequestNotVisible: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `request_not_reviewable`: no work waits for review (e.g. 'A request that is On site has no work waiting for review'). */
        NotReviewable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is larger than 100 kB (`payload_too_large`). */
        CompanyTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller holds no company role (`forbidden`): a technician, an admin, or an account that has not finished signing up. */
        CompanyOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is not a technician (`forbidden`), or named another technician's `userId`. */
        TechnicianOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `validation_failed`: one `{ field, message }` per invalid field with the product's message (e.g. 'Home Community is required', 'You must accept the privacy policy to continue'); unknown fields, lists of more than 100 entries, entries over 100 characters and texts over 5,000 characters are refused; nothing is stored. */
        TechnicianInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `onboarding_incomplete`: the final review was saved before every earlier step; or, for a location, `location_exists`: the technician already has one. */
        OnboardingIncomplete: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is a company or an admin (`forbidden`); an admin is not a technician. */
        TechnicianRoleOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `validation_failed`: no ETA or not a date-time ('Please enter when you expect to arrive'), one in the past or more than a year ahead, or unknown fields. */
        EtaInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description 'Offer not found' (`offer_not_found`): no offer of the caller's has this id, whether unknown or another technician's. */
        OfferNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `job_taken` ('This job has already been taken by another technician') when someone else accepted the request first; `offer_closed` ('This offer is no longer open') when the offer expired, was answered or withdrawn, or the request was cancelled. */
        OfferConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `validation_failed`: no reason ('Please give a reason for the hold'), a missing or invalid ETA, or unknown fields. */
        HoldInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `not_found` ('Service request not found'): no request assigned to the caller has this id, whether unknown or another technician's. */
        JobNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `request_not_holdable`: only an Accepted or On hold request can be put on hold (e.g. 'A request that is Dispatching cannot be put on hold'). */
        NotHoldable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `request_not_resumable`: the request is not On hold (e.g. 'A request that is Accepted is not on hold'). */
        NotResumable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `validation_failed`: a missing or invalid `capturedAt`, one in the future, an invalid location, a missing text or summary, a `clientId` that is not a UUID, or unknown fields (one entry per field in `errors`). */
        OnSiteInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `not_found` ('Service request not found'): no service request has this id. */
        RequestNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is an admin (`forbidden`); admins hold no location. Neither does an account that has not finished signing up. */
        NoLocations: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `validation_failed`: one `{ field, message }` per invalid field with the spec's message (e.g. 'Company name is required'), including the address check's ('ZIP code does not belong to the selected state'); unknown fields are refused; nothing is stored. */
        CompanyInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `not_found`: the user has no company yet, or the location id is not one of the company's (another company's id answers the same). */
        CompanyNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `location_exists`: the company already has a location with this address, city, state and ZIP code. */
        LocationExists: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The account has not finished signing up (`forbidden`): it holds no product role yet. */
        SignupUnfinished: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `validation_failed`: one `{ field, message }` per invalid field (e.g. 'Please give a reason for the rejection'); unknown fields are refused; nothing is stored. */
        AdminInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is a company or a technician (`forbidden`). */
        AdminOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `not_found`: no technician or company has this id. */
        AdminNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `vetting_move_not_allowed`: the move is not allowed from the technician's current status. */
        VettingMoveNotAllowed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `validation_failed`: no technician or too many at once, one named twice, a missing or invalid ETA, unknown fields, or (on `technicianIds` or `technicianId`) a technician who is not a candidate for the request ('This technician is not Approved or does not cover the community'). */
        DispatchInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `request_not_dispatchable`: the request is no longer waiting for a technician (e.g. 'A request that is Accepted can no longer be offered'). */
        NotDispatchable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `not_found` ('Service request not found'): no request with this id whose thread the caller is part of (another company's, or a job not assigned to the caller, answers like an unknown id). */
        ThreadNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No bearer token, or the token is invalid or expired. */
        LiveUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The token carries no product role yet. */
        LiveNoProductRole: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other failure, as RFC 9457 problem details. */
        LiveError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No notice of the caller has this id. */
        NotificationNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description An unknown kind, or a value not true or false. */
        NotificationSettingsInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No bearer token, or the token is invalid or expired. */
        ScheduleUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is not an admin. */
        ScheduleAdminOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other failure, as RFC 9457 problem details. */
        ScheduleError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No bearer token, or the token is invalid or expired. */
        CallUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is neither the job's technician in good standing, a user of the job's company, nor an admin (`forbidden`); for a signal, hang-up or keep-alive, not one of the call's people (`call_not_participant`). */
        CallNotAllowed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No request with this id (`not_found`). */
        CallJobNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A call is already open on the job (`call_already_open`; the problem carries it as `call`, to join instead), or the job is not accepted or on site (`job_not_callable`). */
        BffCallNotStartable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["CallAlreadyOpenProblem"];
            };
        };
        /** @description Any other failure, as RFC 9457 problem details. */
        CallError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No call with this id (`call_not_found`). */
        CallNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Two other people are in the call (`call_full`, `This call is full.`), or it has ended (`call_ended`). */
        CallNotJoinable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The call has ended (`call_ended`, `This call has ended.`). */
        CallEnded: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Not a signal, or one too large; one entry per field (e.g. `sdp`: `A session description can be at most 16384 bytes`). */
        CallSignalInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The call has used its minute's budget of signals (`call_signals_limited`). */
        CallSignalsTooMany: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No bearer token, or the token is invalid or expired. */
        BffBillingUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller lacks the role (`forbidden`). */
        BffBillingForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No such invoice (`not_found`). */
        BffInvoiceNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other failure, as RFC 9457 problem details. */
        BffBillingError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Invalid fields (`validation_failed`), one entry per field in `errors`; nothing is stored. */
        BffBillingInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Nothing is due, the invoice is already credited, or the document is a credit note. */
        BffBillingConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Invalid parameters (`validation_failed`), one entry per field in `errors`. */
        FinanceInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No bearer token, or the token is invalid or expired. */
        FinanceUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is not an admin (`forbidden`). */
        FinanceAdminOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other failure, as RFC 9457 problem details. */
        FinanceError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No document has this id (`not_found`). */
        FinanceInvoiceNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No bearer token, or the token is invalid or expired. */
        PayUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is not a technician (`forbidden`). */
        PayTechnicianOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other failure, as RFC 9457 problem details. */
        PayError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Payouts are recorded by an admin here, with no account to set up (`payouts_recorded`). */
        PayoutAccountNotUsed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is not an admin (`forbidden`). */
        PayAdminOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Invalid fields (`validation_failed`), one entry per field in `errors`; nothing is stored. */
        PayInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Nothing is due to the technician (`nothing_due`). */
        PayoutRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No bearer token, or it is invalid or expired. */
        BffChargeUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is not a company (`forbidden`). */
        BffChargeForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No such invoice (`not_found`). */
        BffChargeNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Nothing is due (`nothing_due`), or the document is a credit note (`not_an_invoice`). */
        BffChargeRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other failure, as RFC 9457 problem details. */
        BffPaymentError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The signature does not match (`invalid_signature`), or the body is no notice (`validation_failed`). */
        BffPaymentNoticeUnsigned: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The provider takes no notices (`not_found`). */
        BffPaymentNoticesOff: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No bearer token, or the token is invalid or expired. */
        PriceUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller lacks the role (`forbidden`). */
        PriceForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other failure, as RFC 9457 problem details. */
        PriceError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Invalid fields (`validation_failed`), one entry per field in `errors`; nothing is stored. */
        PriceInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No request of the caller's company has this id, or it has no estimate yet (`not_found`); another company's looks the same. */
        EstimateNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Billing has not yet heard of the request (`request_not_known_yet`): it was submitted a moment ago; send the answers again shortly. */
        RequestNotKnownYet: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Invalid fields (`validation_failed`), one entry per field in `errors`; nothing is stored. */
        QuoteInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No bearer token, or the token is invalid or expired. */
        QuoteUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller lacks the role (`forbidden`). */
        QuoteForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No request with this id, or (for a company) another company's request (`not_found`). */
        QuoteRequestNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request is not waiting for this step: not a custom request needing a quote, or no quote to decide (`quote_not_open`). */
        QuoteConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other failure, as RFC 9457 problem details. */
        QuoteError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No bearer token, or the token is invalid or expired. */
        PaymentTermsUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is not an admin (`forbidden`). */
        PaymentTermsForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other failure, as RFC 9457 problem details. */
        PaymentTermsError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Invalid fields (`validation_failed`), one entry per field in `errors`; nothing is stored. */
        PaymentTermsInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No bearer token, or the token is invalid or expired. */
        StrokesUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No stored photo with this id that the caller may draw on (`not_found`): only the job's assigned technician, a user of its company and admins may. */
        StrokesPhotoNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other failure, as RFC 9457 problem details. */
        StrokesError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Invalid marks, one entry per field, e.g. `strokes.0.to.x` (`A point must lie on the photo`) or `strokes.0.text` (`Please write the text to place`); `strokes` when the photo would carry more than 100 marks. */
        StrokesInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A technician suspended or rejected while holding the job, which waits for an admin's decision (`job_awaiting_decision`). */
        StrokesJobHeld: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No bearer token, or the token is invalid or expired. */
        SiteCostsUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No request with this id the caller may see (`not_found`); another technician's job answers the same; an unknown cost (`cost_not_found`) or ask (`ask_not_found`). */
        SiteCostsNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other failure, as RFC 9457 problem details. */
        SiteCostsError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Invalid fields (`validation_failed`), one entry per field in `errors`: a bad amount, kind or description, a receipt that is not a stored receipt of this job by the caller or already goes with another cost, standby days out of range, hours out of range. */
        SiteCostsInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller lacks the role (`forbidden`). */
        SiteCostsForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The job is not on site or done (`job_not_costable`), more hours are asked off site (`job_not_on_site`), an ask already waits (`more_hours_pending`), the extra hours would pass MAX_PAY_CAP_HOURS (`too_many_hours`), the ask is decided (`ask_decided`) or the work is approved (`job_not_decidable`). */
        SiteCostsConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `validation_failed` with one entry per field and the field's message (e.g. `amountCents`: `The pay cannot be negative.`, `capHours`: `Hourly pay needs the most hours paid; fixed pay has none.`, `reason`: `Say why you are countering.`). */
        OfferPayInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No bearer token, or the token is invalid or expired. */
        OfferPayUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is not an admin (`forbidden`). */
        OfferPayAdminOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No request with this id (`not_found`). */
        PayRequestNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A technician has taken the job, so its pay is settled (`pay_locked`). */
        PayLocked: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other failure, as RFC 9457 problem details. */
        OfferPayError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is not a technician (`forbidden`), or is one no longer approved to take work (`technician_not_approved`). */
        CounterTechnicianOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No offer with this id made to the caller (`offer_not_found`). */
        CounterOfferOfferNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The offer expired, was taken or closed (`offer_closed`, `job_taken`), or a counter-offer on it still waits for an answer (`counter_offer_open`). */
        CounterOfferRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No counter-offer with this id (`counter_offer_not_found`). */
        CounterOfferNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The counter-offer was already answered or withdrawn (`counter_offer_closed`), or the job was taken meanwhile (`job_taken`). */
        CounterOfferClosed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description A UUID made once per submission and sent again with every resend of it, passed on to the service that makes the write. A resend after the first attempt committed gets the first answer again and nothing new is stored; the same key with another body answers 422 `idempotency_key_reused`; a resend while the first attempt is still running waits for it, or after 3 s answers 409 `idempotency_key_in_flight` with Retry-After. 1 to 255 visible ASCII characters, else 400 `invalid_idempotency_key`. Keys are kept 7 days. */
        IdempotencyKey: string;
        /** @description Accepted so that a queued save can be resent with the key it was queued with; the save replaces the stored values, so a resend converges without it and the value is not read. */
        IdempotencyKeyAccepted: string;
        /** @description The request's id (the job the call is about). */
        BffCallJobId: string;
        /** @description The call's id. */
        BffCallId: string;
        /** @description Names the payout: the same key sent again records nothing new and answers as the first time did. */
        PayoutIdempotencyKey: string;
        BffStripeSignature: string;
        /** @description The request's id. */
        QuoteRequestId: string;
        /** @description The company's id. */
        TermsCompanyId: string;
        /** @description The photo's id; a file the caller may not draw on answers 404 like an unknown one. */
        StrokesFileId: string;
        /** @description The mark's id, as its device made it. */
        StrokeId: string;
        /** @description The request's id. */
        SiteCostsRequestId: string;
        /** @description The request's id. */
        PayRequestId: string;
        /** @description The offer's id; an offer made to another technician answers 404 like an unknown one. */
        CounterOfferOfferId: string;
        /** @description The counter-offer's id. */
        CounterOfferId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getRuntimeConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Identity provider settings for keycloak-js and the support mailbox. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuntimeConfig"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getUser: {
        parameters: {
            query?: {
                /** @description 'true' composes the profile afresh, past the bff's copy (which then holds the fresh one): a client's read after its own change, whichever replica answers. */
                bypassCache?: "true";
                /** @description A timestamp a client adds to defeat caches. */
                t?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user's profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    saveOrFetchTmpUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupDraft"] | components["schemas"]["DraftRef"];
            };
        };
        responses: {
            /** @description The draft read back, or (save) an unclaimed draft with this uuid replaced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TmpUserData"] | components["schemas"]["TmpUserSaved"];
                };
            };
            /** @description The draft was saved. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TmpUserSaved"];
                };
            };
            /** @description `validation_failed` with one `{ field, message }` per invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such draft (fetch), or it expired or an account took it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `draft_claimed`: an account has taken the draft with this uuid (save). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteTmpUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DraftRef"];
            };
        };
        responses: {
            /** @description The draft is gone (or was never there). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: the uuid is missing or malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    completeSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DraftRef"];
            };
        };
        responses: {
            /** @description The sign-up is complete. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupCompletion"];
                };
            };
            /** @description `validation_failed`: a malformed uuid, or the company service refused the draft's company (fields named as in the draft, e.g. `info.zipCode`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The account already holds another product role than the draft's user type. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The draft does not exist or expired (and this account has not signed up). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `draft_claimed`: another account took the draft; `already_registered`: this account finished a different sign-up before. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `upstream_failed`: a service or Keycloak failed half-way; retry. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `role_assignment_unavailable`: roles cannot be assigned right now; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getCaptchaChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A signed challenge (ALTCHA v2 format), never cached. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaptchaChallenge"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID made once per submission and sent again with every resend of it, passed on to the service that makes the write. A resend after the first attempt committed gets the first answer again and nothing new is stored; the same key with another body answers 422 `idempotency_key_reused`; a resend while the first attempt is still running waits for it, or after 3 s answers 409 `idempotency_key_in_flight` with Retry-After. 1 to 255 visible ASCII characters, else 400 `invalid_idempotency_key`. Keys are kept 7 days. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessage"];
            };
        };
        responses: {
            /** @description Stored; the e-mail to the support mailbox is on its way. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageReceipt"];
                };
            };
            /** @description Invalid fields or captcha (`validation_failed`, one entry per field in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 100 kB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listCompanyServiceRequests: {
        parameters: {
            query?: {
                /** @description The previous page's `nextCursor`; absent for the first page. A cursor made under another `sort`, or not made by the server, is a 400 naming `cursor`. */
                cursor?: string;
                limit?: number;
                sort?: "newest" | "oldest" | "preferredDate";
                /** @description Keeps the entries that hold it anywhere in the text the list searches, ignoring case (`%` and `_` are plain characters); blank keeps all. */
                q?: string;
                status?: "Quote needed" | "Quoted" | "Submitted" | "Dispatching" | "Accepted" | "On hold" | "On site" | "Work done" | "Completed" | "Cancelled";
                /** @description One of the company's locations, by id. */
                location?: string;
                /** @description Preferred service date on or after. */
                from?: string;
                /** @description Preferred service date on or before. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRequestSummaries"];
                };
            };
            400: components["responses"]["ListQueryInvalid"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller does not hold the company role (`forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    submitCompanyServiceRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID made once per submission and sent again with every resend of it, passed on to the service that makes the write. A resend after the first attempt committed gets the first answer again and nothing new is stored; the same key with another body answers 422 `idempotency_key_reused`; a resend while the first attempt is still running waits for it, or after 3 s answers 409 `idempotency_key_in_flight` with Retry-After. 1 to 255 visible ASCII characters, else 400 `invalid_idempotency_key`. Keys are kept 7 days. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceRequestForm"];
            };
        };
        responses: {
            /** @description A retry of a request already stored; nothing new was stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRequestSubmitted"];
                };
            };
            /** @description Stored under `serviceTicketNumber`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRequestSubmitted"];
                };
            };
            /** @description Invalid or unknown fields, or a location that is not the caller's (`validation_failed`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The caller does not hold the company role (`forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 100 kB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            422: components["responses"]["IdempotencyKeyReused"];
            default: components["responses"]["Error"];
        };
    };
    getServiceRequestDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRequestDetails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The caller is neither a company nor an admin (`forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No request with this id that the caller may see (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    cancelServiceRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestCancellation"];
            };
        };
        responses: {
            /** @description The cancelled request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRequestDetails"];
                };
            };
            /** @description No reason, or unknown fields (`validation_failed`, one entry per field in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The caller is neither a company nor an admin (`forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No request with this id that the caller may see (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The status no longer allows it (`request_not_cancellable`, e.g. `A request that is Cancelled can no longer be cancelled`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    approveServiceRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The completed request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRequestDetails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CompanyOrAdminOnly"];
            404: components["responses"]["ServiceRequestNotVisible"];
            409: components["responses"]["NotReviewable"];
            default: components["responses"]["Error"];
        };
    };
    sendBackServiceRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendBack"];
            };
        };
        responses: {
            /** @description The request sent back. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRequestDetails"];
                };
            };
            /** @description `validation_failed`: no target from SEND_BACK_TARGETS, no reason, or unknown fields (one entry per field in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CompanyOrAdminOnly"];
            404: components["responses"]["ServiceRequestNotVisible"];
            409: components["responses"]["NotReviewable"];
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    rateServiceRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewRating"];
            };
        };
        responses: {
            /** @description The job's ratings as the caller now sees them. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobRatings"];
                };
            };
            /** @description `validation_failed`: no score from 1 to 5, a comment too long, or unknown fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CompanyOnly"];
            404: components["responses"]["ServiceRequestNotVisible"];
            /** @description `request_not_rateable` when the job is not Completed, `rating_window_closed` once RATING_WINDOW_DAYS have passed since completion, `already_rated` when the caller's side has rated it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    reopenServiceRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WarrantyReopen"];
            };
        };
        responses: {
            /** @description The reopened request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRequestDetails"];
                };
            };
            /** @description `validation_failed`: no reason, or unknown fields (one entry per field in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CompanyOnly"];
            404: components["responses"]["ServiceRequestNotVisible"];
            /** @description `warranty_not_applicable` when the request is not a completed job of a type under warranty; `warranty_expired` ('The 7-day warranty for this job has ended') once `report.warrantyUntil` has passed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    getTechnicianMetadata: {
        parameters: {
            query?: {
                t?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianMetadata"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianOnly"];
            default: components["responses"]["Error"];
        };
    };
    saveTechnicianMetadata: {
        parameters: {
            query?: never;
            header?: {
                /** @description Accepted so that a queued save can be resent with the key it was queued with; the save replaces the stored values, so a resend converges without it and the value is not read. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyAccepted"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description Every field is optional; a request without a body counts as an empty object. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TechnicianMetadataSave"] | components["schemas"]["TechnicianCertificationsSave"] | components["schemas"]["OnboardingStepSave"];
            };
        };
        responses: {
            /** @description The caller's metadata after the save. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianMetadata"];
                };
            };
            400: components["responses"]["TechnicianInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianOnly"];
            409: components["responses"]["OnboardingIncomplete"];
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    getTechnicianCoverage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's service area. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianCoverage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianOnly"];
            default: components["responses"]["Error"];
        };
    };
    saveTechnicianCoverage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TechnicianCoverageSave"];
            };
        };
        responses: {
            /** @description The service area as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianCoverage"];
                };
            };
            /** @description `validation_failed`: one `{ field, message }` per invalid field with the product's message (e.g. 'Please choose a community from the list', 'Each community can be listed once', 'Days to arrive must be a whole number from 0 to 30', 'The end date cannot be before the start date'); unknown fields are refused and nothing is stored. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianOnly"];
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    listTechnicianUnavailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every period of the caller's. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnavailablePeriodList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianOnly"];
            default: components["responses"]["Error"];
        };
    };
    addTechnicianUnavailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewUnavailablePeriod"];
            };
        };
        responses: {
            /** @description The period as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnavailablePeriod"];
                };
            };
            /** @description `validation_failed`: one `{ field, message }` per invalid field with the product's message (e.g. 'Please choose a community from the list', 'Each community can be listed once', 'Days to arrive must be a whole number from 0 to 30', 'The end date cannot be before the start date'); unknown fields are refused and nothing is stored. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianOnly"];
            /** @description The caller already keeps the most periods allowed (`too_many_periods`); nothing is stored. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    deleteTechnicianUnavailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianOnly"];
            /** @description 'Unavailable period not found' (`period_not_found`): no period of the caller's has this id, whether unknown or another technician's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getTechnicianJobs: {
        parameters: {
            query?: {
                /** @description The previous page's `nextCursor`; absent for the first page. A cursor made under another `sort`, or not made by the server, is a 400 naming `cursor`. */
                cursor?: string;
                limit?: number;
                sort?: "upcoming" | "preferredDate" | "newest";
                /** @description Keeps the entries that hold it anywhere in the text the list searches, ignoring case (`%` and `_` are plain characters); blank keeps all. */
                q?: string;
                status?: "Quote needed" | "Quoted" | "Submitted" | "Dispatching" | "Accepted" | "On hold" | "On site" | "Work done" | "Completed" | "Cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the caller's jobs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianJobs"];
                };
            };
            400: components["responses"]["ListQueryInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianRoleOnly"];
            default: components["responses"]["Error"];
        };
    };
    getTechnicianOffers: {
        parameters: {
            query?: {
                /** @description The previous page's `nextCursor`; absent for the first page. A cursor made under another `sort`, or not made by the server, is a 400 naming `cursor`. */
                cursor?: string;
                limit?: number;
                sort?: "oldest" | "newest";
                /** @description Keeps the entries that hold it anywhere in the text the list searches, ignoring case (`%` and `_` are plain characters); blank keeps all. */
                q?: string;
                serviceType?: "remote-hands" | "remote-eyes" | "custom-request";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the caller's offers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianOffers"];
                };
            };
            400: components["responses"]["ListQueryInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianRoleOnly"];
            default: components["responses"]["Error"];
        };
    };
    acceptJobOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The offer's id. */
                offerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfferAcceptance"];
            };
        };
        responses: {
            /** @description The job, now the caller's. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianJob"];
                };
            };
            400: components["responses"]["EtaInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianRoleOnly"];
            404: components["responses"]["OfferNotFound"];
            409: components["responses"]["OfferConflict"];
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    declineJobOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The offer's id. */
                offerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfferDecline"];
            };
        };
        responses: {
            /** @description Declined. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: no reason from DECLINE_REASONS ('Please choose a reason'), a note over 500 characters, or unknown fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianRoleOnly"];
            404: components["responses"]["OfferNotFound"];
            409: components["responses"]["OfferConflict"];
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    holdTechnicianJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WeatherHold"];
            };
        };
        responses: {
            /** @description The job on hold. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianJob"];
                };
            };
            400: components["responses"]["HoldInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianRoleOnly"];
            404: components["responses"]["JobNotFound"];
            409: components["responses"]["NotHoldable"];
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    resumeTechnicianJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job, Accepted again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianJob"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianRoleOnly"];
            404: components["responses"]["JobNotFound"];
            409: components["responses"]["NotResumable"];
            default: components["responses"]["Error"];
        };
    };
    checkInTechnicianJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckIn"];
            };
        };
        responses: {
            /** @description The job, On site. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianJob"];
                };
            };
            400: components["responses"]["OnSiteInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianRoleOnly"];
            404: components["responses"]["JobNotFound"];
            /** @description `job_not_checkinable`: only an Accepted or On hold job can be checked in to (e.g. 'A job that is Completed cannot be checked in to'). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    addServiceLogEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewServiceLogEntry"];
            };
        };
        responses: {
            /** @description This `clientId` was already stored; the stored entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceLogEntry"];
                };
            };
            /** @description The stored entry. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceLogEntry"];
                };
            };
            400: components["responses"]["OnSiteInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianRoleOnly"];
            404: components["responses"]["JobNotFound"];
            /** @description `job_not_loggable` when the job is neither On site nor Work done; `log_full` once the job holds SERVICE_LOG_LIMITS.entriesMax (200) entries. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    rateTechnicianJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewRating"];
            };
        };
        responses: {
            /** @description The job's ratings as the caller now sees them. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobRatings"];
                };
            };
            /** @description `validation_failed`: no score from 1 to 5, a comment too long, or unknown fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianRoleOnly"];
            404: components["responses"]["JobNotFound"];
            /** @description `request_not_rateable` when the job is not Completed, `rating_window_closed` once RATING_WINDOW_DAYS have passed since completion, `already_rated` when the caller's side has rated it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    checkOutTechnicianJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckOut"];
            };
        };
        responses: {
            /** @description The job, Work done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianJob"];
                };
            };
            400: components["responses"]["OnSiteInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianRoleOnly"];
            404: components["responses"]["JobNotFound"];
            /** @description `job_not_checkoutable`: only an On site job can be checked out of (e.g. 'A job that is Accepted cannot be checked out of'). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    createUpload: {
        parameters: {
            query?: never;
            header: {
                "Tus-Resumable": "1.0.0";
                /** @description The file's size in bytes, at most MAX_JOB_FILE_BYTES (25 MB). */
                "Upload-Length": number;
                /** @description Comma-separated `key base64(value)` pairs. */
                "Upload-Metadata": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The upload exists; send its bytes with PATCH at the Location. */
            201: {
                headers: {
                    Location?: string;
                    "Upload-Expires"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed` with one `{ field, message }` per bad metadata entry (or `Upload-Length`), the messages of messages.jobFiles; `invalid_metadata` for a header that is not tus metadata. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description A photo from a caller who is not a technician (`forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No request with this id that the caller may add files to (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `job_not_uploadable` (the job is neither On site nor Work done), `photo_limit` (the job has all its photos), `file_already_uploaded` (this clientId is stored: the device counts the file as done). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `payload_too_large`: Upload-Length over 25 MB; `unfinished_uploads_full`: the caller's unfinished uploads already hold UNFINISHED_UPLOADS_MAX_MEGABYTES (bytes received, not announced). Each with its message. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `too_many_unfinished_uploads`: the caller already has UNFINISHED_UPLOADS_MAX_COUNT uploads unfinished; one must finish or be cancelled first. Also the per-user write limit (`Retry-After`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    describeUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tus-Version, Tus-Extension (creation, termination, expiration) and Tus-Max-Size. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    cancelUpload: {
        parameters: {
            query?: never;
            header: {
                "Tus-Resumable": "1.0.0";
            };
            path: {
                /** @description The upload's id, which is the file's. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description No unfinished upload of the caller's under this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getUploadOffset: {
        parameters: {
            query?: never;
            header: {
                "Tus-Resumable": "1.0.0";
            };
            path: {
                /** @description The upload's id, which is the file's. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Upload-Offset (bytes held) and Upload-Length. */
            200: {
                headers: {
                    "Upload-Offset"?: number;
                    "Upload-Length"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description No unfinished upload of the caller's under this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    sendUploadBytes: {
        parameters: {
            query?: never;
            header: {
                "Tus-Resumable": "1.0.0";
                "Upload-Offset": number;
            };
            path: {
                /** @description The upload's id, which is the file's. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/offset+octet-stream": string;
            };
        };
        responses: {
            /** @description Bytes written; Upload-Offset is the new offset. On the last bytes, the file is stored. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal of the file when stored (the service-request service's field errors). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No unfinished upload of the caller's under this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upload-Offset differs from the server's (tus, plain text); or, on the last bytes, the job no longer takes the photo (`job_not_uploadable`, `photo_limit`), when nothing is kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The upload was given up after ABANDONED_UPLOAD_HOURS. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description More bytes than Upload-Length (tus, plain text); `unfinished_uploads_full` when these bytes would take the caller's unfinished uploads past UNFINISHED_UPLOADS_MAX_MEGABYTES (nothing written, the upload goes on once another finishes or is cancelled); or, on the last bytes, `image_too_large`: the image's header declares more than MAX_IMAGE_MEGAPIXELS, refused before any pixel is decoded, nothing kept. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `unsupported_file` ('The file is not the image or document it claims to be'): the bytes are not the declared type; nothing is kept and the file's record is gone. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listRequestDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored documents, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["JobFile"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RequestNotFound"];
            default: components["responses"]["Error"];
        };
    };
    downloadJobFile: {
        parameters: {
            query?: {
                /** @description '1' to save the file under its name (Content-Disposition: attachment). */
                download?: "1";
            };
            header?: never;
            path: {
                fileId: string;
                variant: "original" | "display" | "thumbnail";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bytes, with Cache-Control `private, max-age=3600` and X-Content-Type-Options `nosniff`. */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description A signed-in user without the company, technician or admin role (`forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not_found` ('File not found'): unknown, not the caller's to read, not stored yet, or a resized copy of a document. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company's locations, oldest first, or the technician's location. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"][] | components["schemas"]["TechnicianLocationRead"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NoLocations"];
            default: components["responses"]["Error"];
        };
    };
    addLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID made once per submission and sent again with every resend of it, passed on to the service that makes the write. A resend after the first attempt committed gets the first answer again and nothing new is stored; the same key with another body answers 422 `idempotency_key_reused`; a resend while the first attempt is still running waits for it, or after 3 s answers 409 `idempotency_key_in_flight` with Retry-After. 1 to 255 visible ASCII characters, else 400 `invalid_idempotency_key`. Keys are kept 7 days. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewLocation"] | components["schemas"]["NewTechnicianLocation"];
            };
        };
        responses: {
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedLocation"] | components["schemas"]["TechnicianLocationAnswer"];
                };
            };
            400: components["responses"]["CompanyInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NoLocations"];
            404: components["responses"]["CompanyNotFound"];
            409: components["responses"]["LocationExists"];
            413: components["responses"]["CompanyTooLarge"];
            422: components["responses"]["IdempotencyKeyReused"];
            default: components["responses"]["Error"];
        };
    };
    deleteLocation: {
        parameters: {
            query?: {
                id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["CompanyInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NoLocations"];
            404: components["responses"]["CompanyNotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every field is optional; a request without a body counts as an empty object. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LocationChanges"] | components["schemas"]["TechnicianLocationChanges"];
            };
        };
        responses: {
            /** @description The location as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"] | components["schemas"]["TechnicianLocationAnswer"];
                };
            };
            400: components["responses"]["CompanyInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NoLocations"];
            404: components["responses"]["CompanyNotFound"];
            409: components["responses"]["LocationExists"];
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    updateCompany: {
        parameters: {
            query?: never;
            header?: {
                /** @description Accepted so that a queued save can be resent with the key it was queued with; the save replaces the stored values, so a resend converges without it and the value is not read. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyAccepted"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyUpdate"];
            };
        };
        responses: {
            /** @description The company as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["CompanyInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CompanyOnly"];
            404: components["responses"]["CompanyNotFound"];
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's company. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CompanyOnly"];
            404: components["responses"]["CompanyNotFound"];
            default: components["responses"]["Error"];
        };
    };
    saveProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Accepted so that a queued save can be resent with the key it was queued with; the save replaces the stored values, so a resend converges without it and the value is not read. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyAccepted"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyProfilePanel"] | components["schemas"]["UserProfileChanges"];
            };
        };
        responses: {
            /** @description The user after the save. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["CompanyInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SignupUnfinished"];
            404: components["responses"]["CompanyNotFound"];
            /** @description `location_exists` (company: another of its locations has this address), or `email_taken`: another account holds the e-mail address. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailConfirmation"];
            };
        };
        responses: {
            /** @description The user with the new address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description `validation_failed`: no token. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SignupUnfinished"];
            /** @description `email_change_invalid`: no pending address has this token (used, replaced or never issued); `email_change_expired`: the link is older than 24 hours. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `email_taken`: another account took the address meanwhile; nothing changed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    checkAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewLocation"];
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressCheckResult"];
                };
            };
            400: components["responses"]["CompanyInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CompanyOnly"];
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    listAdminTechnicians: {
        parameters: {
            query?: {
                /** @description The previous page's `nextCursor`; absent for the first page. A cursor made under another `sort`, or not made by the server, is a 400 naming `cursor`. */
                cursor?: string;
                limit?: number;
                sort?: "name" | "newest" | "lastLogin";
                /** @description Keeps the entries that hold it anywhere in the text the list searches, ignoring case (`%` and `_` are plain characters); blank keeps all. */
                q?: string;
                status?: "onboarding" | "applied" | "interview" | "background_check" | "approved" | "rejected" | "suspended";
                region?: "aleutians-east" | "aleutians-west" | "anchorage" | "bethel" | "bristol-bay" | "chugach" | "copper-river" | "denali" | "dillingham" | "fairbanks-north-star" | "haines" | "hoonah-angoon" | "juneau" | "kenai-peninsula" | "ketchikan-gateway" | "kodiak-island" | "kusilvak" | "lake-and-peninsula" | "matanuska-susitna" | "nome" | "north-slope" | "northwest-arctic" | "petersburg" | "prince-of-wales-hyder" | "sitka" | "skagway" | "southeast-fairbanks" | "wrangell" | "yakutat" | "yukon-koyukuk";
                community?: string;
                skill?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTechnicianList"];
                };
            };
            400: components["responses"]["AdminInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            default: components["responses"]["Error"];
        };
    };
    getAdminTechnicianDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminTechnicianLookup"];
            };
        };
        responses: {
            /** @description The technician's details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTechnicianDetails"];
                };
            };
            400: components["responses"]["AdminInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["AdminNotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateAdminTechnicianMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminTechnicianMetadataUpdate"];
            };
        };
        responses: {
            /** @description The technician's details after the edit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTechnicianDetails"];
                };
            };
            400: components["responses"]["AdminInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["AdminNotFound"];
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    changeTechnicianVetting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VettingChange"];
            };
        };
        responses: {
            /** @description The technician's details after the move. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTechnicianDetails"];
                };
            };
            400: components["responses"]["AdminInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["AdminNotFound"];
            409: components["responses"]["VettingMoveNotAllowed"];
            default: components["responses"]["Error"];
        };
    };
    getDispatchCandidates: {
        parameters: {
            query: {
                /** @description A community of the reference list (ALASKA_COMMUNITIES), any case; 'St.' reads as 'Saint'. */
                community: string;
                serviceType: "remote-hands" | "remote-eyes" | "custom-request";
                /** @description The day of the work, YYYY-MM-DD. */
                date: string;
                /** @description One of TIME_RANGES, or empty when the request names none. */
                timeRange?: "8:00 AM - 10:00 AM" | "10:00 AM - 12:00 PM" | "12:00 PM - 2:00 PM" | "2:00 PM - 4:00 PM" | "4:00 PM - 6:00 PM" | "Anytime" | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The candidates, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DispatchCandidates"];
                };
            };
            400: components["responses"]["AdminInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            default: components["responses"]["Error"];
        };
    };
    listAdminRatings: {
        parameters: {
            query?: {
                technicianId?: string;
                companyId?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the jobs and their ratings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRatings"];
                };
            };
            400: components["responses"]["AdminInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            default: components["responses"]["Error"];
        };
    };
    getDispatchQueue: {
        parameters: {
            query?: {
                /** @description The previous page's `nextCursor`; absent for the first page. A cursor made under another `sort`, or not made by the server, is a 400 naming `cursor`. */
                cursor?: string;
                limit?: number;
                sort?: "oldest" | "newest";
                /** @description Keeps the entries that hold it anywhere in the text the list searches, ignoring case (`%` and `_` are plain characters); blank keeps all. */
                q?: string;
                status?: "Quote needed" | "Quoted" | "Submitted" | "Dispatching" | "Accepted" | "On hold" | "On site" | "Work done" | "Completed" | "Cancelled";
                community?: string;
                /** @description Only the requests smart dispatch flagged for an admin (true), or only the others. */
                flagged?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the queue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DispatchQueue"];
                };
            };
            400: components["responses"]["ListQueryInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            default: components["responses"]["Error"];
        };
    };
    getInProgressRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests in progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InProgressRequests"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            default: components["responses"]["Error"];
        };
    };
    offerServiceRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DispatchOffers"];
            };
        };
        responses: {
            /** @description The request's queue entry with its offers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DispatchQueueEntry"];
                };
            };
            400: components["responses"]["DispatchInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotDispatchable"];
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    assignServiceRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DirectAssignment"];
            };
        };
        responses: {
            /** @description The assigned request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRequestDetails"];
                };
            };
            400: components["responses"]["DispatchInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotDispatchable"];
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    setSmartDispatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmartDispatchSetting"];
            };
        };
        responses: {
            /** @description The request's queue entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DispatchQueueEntry"];
                };
            };
            400: components["responses"]["AdminInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotDispatchable"];
            default: components["responses"]["Error"];
        };
    };
    holdServiceRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WeatherHold"];
            };
        };
        responses: {
            /** @description The request on hold. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRequestDetails"];
                };
            };
            400: components["responses"]["HoldInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotHoldable"];
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    resumeServiceRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request, Accepted again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRequestDetails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotResumable"];
            default: components["responses"]["Error"];
        };
    };
    listAdminCompanies: {
        parameters: {
            query?: {
                /** @description The previous page's `nextCursor`; absent for the first page. A cursor made under another `sort`, or not made by the server, is a 400 naming `cursor`. */
                cursor?: string;
                limit?: number;
                sort?: "name" | "newest";
                /** @description Keeps the entries that hold it anywhere in the text the list searches, ignoring case (`%` and `_` are plain characters); blank keeps all. */
                q?: string;
                locations?: "with" | "without";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCompanyList"];
                };
            };
            400: components["responses"]["AdminInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            default: components["responses"]["Error"];
        };
    };
    getAdminCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCompanyDetails"];
                };
            };
            400: components["responses"]["AdminInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["AdminNotFound"];
            default: components["responses"]["Error"];
        };
    };
    jobMessageThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thread as the caller's side reads it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobMessageThread"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ThreadNotFound"];
            default: components["responses"]["Error"];
        };
    };
    postJobMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewJobMessage"];
            };
        };
        responses: {
            /** @description This `clientId` was already posted; the stored message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobMessage"];
                };
            };
            /** @description The stored message. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobMessage"];
                };
            };
            /** @description Invalid fields: `text` (`Please write a message or attach a file`), or `attachmentIds` when a file is not a stored attachment the caller uploaded to this request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ThreadNotFound"];
            /** @description The thread holds MESSAGE_LIMITS.messagesMax messages already (`thread_full`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["CompanyTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    markJobMessagesRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessagesRead"];
            };
        };
        responses: {
            /** @description Marked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid fields, or `through` when the message is not one of this thread. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ThreadNotFound"];
            default: components["responses"]["Error"];
        };
    };
    unreadJobMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadMessages"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The caller is neither a company, a technician nor an admin (`forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listHeldJobs: {
        parameters: {
            query?: {
                /** @description Only this technician's jobs (Keycloak subject). */
                technicianId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The held jobs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldJobs"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            default: components["responses"]["Error"];
        };
    };
    decideHeldJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The held job's request id. */
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HeldJobDecisionBody"];
            };
        };
        responses: {
            /** @description The decision as recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldJobDecided"];
                };
            };
            400: components["responses"]["AdminInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["RequestNotFound"];
            /** @description `held_job_not_pending` (no decision is awaited for this job) or `job_not_reassignable` (the job has moved on, e.g. was cancelled). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    recordTechnicianFact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VettingFactChange"];
            };
        };
        responses: {
            /** @description The technician's details afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTechnicianDetails"];
                };
            };
            400: components["responses"]["AdminInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["AdminNotFound"];
            default: components["responses"]["Error"];
        };
    };
    addInterviewNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InterviewNote"];
            };
        };
        responses: {
            /** @description The technician's details afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTechnicianDetails"];
                };
            };
            400: components["responses"]["AdminInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["AdminNotFound"];
            default: components["responses"]["Error"];
        };
    };
    listNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The inbox. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationInbox"];
                };
            };
            401: components["responses"]["LiveUnauthorized"];
            403: components["responses"]["LiveNoProductRole"];
            default: components["responses"]["LiveError"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The notice's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Marked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["LiveUnauthorized"];
            403: components["responses"]["LiveNoProductRole"];
            404: components["responses"]["NotificationNotFound"];
            default: components["responses"]["LiveError"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Marked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["LiveUnauthorized"];
            403: components["responses"]["LiveNoProductRole"];
            default: components["responses"]["LiveError"];
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            401: components["responses"]["LiveUnauthorized"];
            403: components["responses"]["LiveNoProductRole"];
            default: components["responses"]["LiveError"];
        };
    };
    changeNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSettingsChange"];
            };
        };
        responses: {
            /** @description The settings as they now are. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            400: components["responses"]["NotificationSettingsInvalid"];
            401: components["responses"]["LiveUnauthorized"];
            403: components["responses"]["LiveNoProductRole"];
            default: components["responses"]["LiveError"];
        };
    };
    liveEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the last event the client received. */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream (`text/event-stream`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["LiveStreamMessage"];
                };
            };
            401: components["responses"]["LiveUnauthorized"];
            403: components["responses"]["LiveNoProductRole"];
            default: components["responses"]["LiveError"];
        };
    };
    getAttention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The items and counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attention"];
                };
            };
            /** @description No bearer token, or the token is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller is neither a company, a technician nor an admin (`forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error (`internal_error`), or a service it needs failed (502). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listUnavailabilityForAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The periods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledUnavailablePeriodList"];
                };
            };
            401: components["responses"]["ScheduleUnauthorized"];
            403: components["responses"]["ScheduleAdminOnly"];
            default: components["responses"]["ScheduleError"];
        };
    };
    listCalls: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id (the job the call is about). */
                id: components["parameters"]["BffCallJobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calls. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallList"];
                };
            };
            401: components["responses"]["CallUnauthorized"];
            403: components["responses"]["CallNotAllowed"];
            404: components["responses"]["CallJobNotFound"];
            default: components["responses"]["CallError"];
        };
    };
    startCall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id (the job the call is about). */
                id: components["parameters"]["BffCallJobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ringing call and the ICE servers. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallWithIceServers"];
                };
            };
            401: components["responses"]["CallUnauthorized"];
            403: components["responses"]["CallNotAllowed"];
            404: components["responses"]["CallJobNotFound"];
            409: components["responses"]["BffCallNotStartable"];
            default: components["responses"]["CallError"];
        };
    };
    getCallIceServers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id (the job the call is about). */
                id: components["parameters"]["BffCallJobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ICE servers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IceServerList"];
                };
            };
            401: components["responses"]["CallUnauthorized"];
            403: components["responses"]["CallNotAllowed"];
            404: components["responses"]["CallJobNotFound"];
            default: components["responses"]["CallError"];
        };
    };
    joinCall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The call's id. */
                callId: components["parameters"]["BffCallId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The call as it now is and the ICE servers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallWithIceServers"];
                };
            };
            401: components["responses"]["CallUnauthorized"];
            403: components["responses"]["CallNotAllowed"];
            404: components["responses"]["CallNotFound"];
            409: components["responses"]["CallNotJoinable"];
            default: components["responses"]["CallError"];
        };
    };
    hangUpCall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The call's id. */
                callId: components["parameters"]["BffCallId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The call as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallAnswer"];
                };
            };
            401: components["responses"]["CallUnauthorized"];
            403: components["responses"]["CallNotAllowed"];
            404: components["responses"]["CallNotFound"];
            default: components["responses"]["CallError"];
        };
    };
    keepCallAlive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The call's id. */
                callId: components["parameters"]["BffCallId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Noted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["CallUnauthorized"];
            403: components["responses"]["CallNotAllowed"];
            404: components["responses"]["CallNotFound"];
            409: components["responses"]["CallEnded"];
            default: components["responses"]["CallError"];
        };
    };
    sendCallSignal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The call's id. */
                callId: components["parameters"]["BffCallId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallSignalSend"];
            };
        };
        responses: {
            /** @description Passed on. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["CallSignalInvalid"];
            401: components["responses"]["CallUnauthorized"];
            403: components["responses"]["CallNotAllowed"];
            404: components["responses"]["CallNotFound"];
            409: components["responses"]["CallEnded"];
            429: components["responses"]["CallSignalsTooMany"];
            default: components["responses"]["CallError"];
        };
    };
    getOwnInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document as a PDF, made by billing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["BffBillingUnauthorized"];
            403: components["responses"]["BffBillingForbidden"];
            404: components["responses"]["BffInvoiceNotFound"];
            default: components["responses"]["BffBillingError"];
        };
    };
    getInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document as a PDF, made by billing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["BffBillingUnauthorized"];
            403: components["responses"]["BffBillingForbidden"];
            404: components["responses"]["BffInvoiceNotFound"];
            default: components["responses"]["BffBillingError"];
        };
    };
    listOwnInvoices: {
        parameters: {
            query?: {
                status?: "open" | "paid" | "overdue" | "credited";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            400: components["responses"]["BffBillingInvalid"];
            401: components["responses"]["BffBillingUnauthorized"];
            403: components["responses"]["BffBillingForbidden"];
            default: components["responses"]["BffBillingError"];
        };
    };
    recordInvoicePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountCents: number;
                    /** @enum {string} */
                    currency: "USD";
                    /** @enum {string} */
                    method: "bank-transfer" | "check";
                    reference: string;
                    /** Format: date */
                    receivedOn: string;
                };
            };
        };
        responses: {
            /** @description The invoice after the payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordedPayment"];
                };
            };
            400: components["responses"]["BffBillingInvalid"];
            401: components["responses"]["BffBillingUnauthorized"];
            403: components["responses"]["BffBillingForbidden"];
            404: components["responses"]["BffInvoiceNotFound"];
            409: components["responses"]["BffBillingConflict"];
            default: components["responses"]["BffBillingError"];
        };
    };
    issueCreditNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The credit note. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BffBillingInvalid"];
            401: components["responses"]["BffBillingUnauthorized"];
            403: components["responses"]["BffBillingForbidden"];
            404: components["responses"]["BffInvoiceNotFound"];
            409: components["responses"]["BffBillingConflict"];
            default: components["responses"]["BffBillingError"];
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description The previous page's `nextCursor`; absent for the first page. A cursor made under another `sort`, or not made by the server, is a 400 naming `cursor`. */
                cursor?: string;
                limit?: number;
                sort?: "newest";
                /** @description Keeps the entries that hold it anywhere in the text the list searches, ignoring case (`%` and `_` are plain characters); blank keeps all. */
                q?: string;
                status?: "open" | "paid" | "overdue" | "credited";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminInvoicePage"];
                };
            };
            400: components["responses"]["FinanceInvalid"];
            401: components["responses"]["FinanceUnauthorized"];
            403: components["responses"]["FinanceAdminOnly"];
            default: components["responses"]["FinanceError"];
        };
    };
    exportInvoices: {
        parameters: {
            query?: {
                status?: "open" | "paid" | "overdue" | "credited";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV, with a header row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["FinanceInvalid"];
            401: components["responses"]["FinanceUnauthorized"];
            403: components["responses"]["FinanceAdminOnly"];
            default: components["responses"]["FinanceError"];
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceDetail"];
                };
            };
            401: components["responses"]["FinanceUnauthorized"];
            403: components["responses"]["FinanceAdminOnly"];
            404: components["responses"]["FinanceInvoiceNotFound"];
            default: components["responses"]["FinanceError"];
        };
    };
    getOwnPay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pay. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnPay"];
                };
            };
            401: components["responses"]["PayUnauthorized"];
            403: components["responses"]["PayTechnicianOnly"];
            default: components["responses"]["PayError"];
        };
    };
    openPayoutAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The set-up page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutAccountLink"];
                };
            };
            401: components["responses"]["PayUnauthorized"];
            403: components["responses"]["PayTechnicianOnly"];
            409: components["responses"]["PayoutAccountNotUsed"];
            default: components["responses"]["PayError"];
        };
    };
    listTechnicianPay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The technicians. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianPayList"];
                };
            };
            401: components["responses"]["PayUnauthorized"];
            403: components["responses"]["PayAdminOnly"];
            default: components["responses"]["PayError"];
        };
    };
    recordTechnicianPayout: {
        parameters: {
            query?: never;
            header: {
                /** @description Names the payout: the same key sent again records nothing new and answers as the first time did. */
                "Idempotency-Key": components["parameters"]["PayoutIdempotencyKey"];
            };
            path: {
                /** @description The technician's id. */
                technicianId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    method: "bank-transfer" | "check";
                    reference: string;
                    /** Format: date */
                    paidOn: string;
                };
            };
        };
        responses: {
            /** @description The payout. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordedPayout"];
                };
            };
            400: components["responses"]["PayInvalid"];
            401: components["responses"]["PayUnauthorized"];
            403: components["responses"]["PayAdminOnly"];
            409: components["responses"]["PayoutRefused"];
            default: components["responses"]["PayError"];
        };
    };
    chargeOwnInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How to pay the balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceCharge"];
                };
            };
            401: components["responses"]["BffChargeUnauthorized"];
            403: components["responses"]["BffChargeForbidden"];
            404: components["responses"]["BffChargeNotFound"];
            409: components["responses"]["BffChargeRefused"];
            default: components["responses"]["BffPaymentError"];
        };
    };
    receivePaymentNotice: {
        parameters: {
            query?: never;
            header: {
                "Stripe-Signature": components["parameters"]["BffStripeSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentNotice"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentNoticeReceived"];
                };
            };
            400: components["responses"]["BffPaymentNoticeUnsigned"];
            404: components["responses"]["BffPaymentNoticesOff"];
            default: components["responses"]["BffPaymentError"];
        };
    };
    getPriceTable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table, the defaults until an admin saves one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceTableAnswer"];
                };
            };
            401: components["responses"]["PriceUnauthorized"];
            403: components["responses"]["PriceForbidden"];
            default: components["responses"]["PriceError"];
        };
    };
    updatePriceTable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceTable"];
            };
        };
        responses: {
            /** @description The table as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceTableAnswer"];
                };
            };
            400: components["responses"]["PriceInvalid"];
            401: components["responses"]["PriceUnauthorized"];
            403: components["responses"]["PriceForbidden"];
            default: components["responses"]["PriceError"];
        };
    };
    getRequestEstimate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored estimate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestEstimateAnswer"];
                };
            };
            401: components["responses"]["PriceUnauthorized"];
            403: components["responses"]["PriceForbidden"];
            404: components["responses"]["EstimateNotFound"];
            default: components["responses"]["PriceError"];
        };
    };
    putRequestEstimate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EstimateAnswers"];
            };
        };
        responses: {
            /** @description The stored estimate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestEstimateAnswer"];
                };
            };
            400: components["responses"]["PriceInvalid"];
            401: components["responses"]["PriceUnauthorized"];
            403: components["responses"]["PriceForbidden"];
            404: components["responses"]["EstimateNotFound"];
            409: components["responses"]["RequestNotKnownYet"];
            default: components["responses"]["PriceError"];
        };
    };
    quoteServiceRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: components["parameters"]["QuoteRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Quote"];
            };
        };
        responses: {
            /** @description The quoted request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteOutcome"];
                };
            };
            400: components["responses"]["QuoteInvalid"];
            401: components["responses"]["QuoteUnauthorized"];
            403: components["responses"]["QuoteForbidden"];
            404: components["responses"]["QuoteRequestNotFound"];
            409: components["responses"]["QuoteConflict"];
            default: components["responses"]["QuoteError"];
        };
    };
    acceptQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: components["parameters"]["QuoteRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request, back to Submitted with its accepted quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteOutcome"];
                };
            };
            401: components["responses"]["QuoteUnauthorized"];
            403: components["responses"]["QuoteForbidden"];
            404: components["responses"]["QuoteRequestNotFound"];
            409: components["responses"]["QuoteConflict"];
            default: components["responses"]["QuoteError"];
        };
    };
    declineQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: components["parameters"]["QuoteRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteDecline"];
            };
        };
        responses: {
            /** @description The cancelled request and the quote it declined. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteOutcome"];
                };
            };
            400: components["responses"]["QuoteInvalid"];
            401: components["responses"]["QuoteUnauthorized"];
            403: components["responses"]["QuoteForbidden"];
            404: components["responses"]["QuoteRequestNotFound"];
            409: components["responses"]["QuoteConflict"];
            default: components["responses"]["QuoteError"];
        };
    };
    getPaymentTerms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company's id. */
                companyId: components["parameters"]["TermsCompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company's payment terms, used for the due date of its next invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyPaymentTerms"];
                };
            };
            401: components["responses"]["PaymentTermsUnauthorized"];
            403: components["responses"]["PaymentTermsForbidden"];
            default: components["responses"]["PaymentTermsError"];
        };
    };
    setPaymentTerms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company's id. */
                companyId: components["parameters"]["TermsCompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentTerms"];
            };
        };
        responses: {
            /** @description The company's payment terms, used for the due date of its next invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyPaymentTerms"];
                };
            };
            400: components["responses"]["PaymentTermsInvalid"];
            401: components["responses"]["PaymentTermsUnauthorized"];
            403: components["responses"]["PaymentTermsForbidden"];
            default: components["responses"]["PaymentTermsError"];
        };
    };
    listPhotoStrokes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The photo's id; a file the caller may not draw on answers 404 like an unknown one. */
                fileId: components["parameters"]["StrokesFileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The marks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoStrokes"];
                };
            };
            401: components["responses"]["StrokesUnauthorized"];
            404: components["responses"]["StrokesPhotoNotFound"];
            default: components["responses"]["StrokesError"];
        };
    };
    addPhotoStrokes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The photo's id; a file the caller may not draw on answers 404 like an unknown one. */
                fileId: components["parameters"]["StrokesFileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewStrokes"];
            };
        };
        responses: {
            /** @description All the photo's marks. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoStrokes"];
                };
            };
            400: components["responses"]["StrokesInvalid"];
            401: components["responses"]["StrokesUnauthorized"];
            403: components["responses"]["StrokesJobHeld"];
            404: components["responses"]["StrokesPhotoNotFound"];
            default: components["responses"]["StrokesError"];
        };
    };
    removePhotoStroke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The photo's id; a file the caller may not draw on answers 404 like an unknown one. */
                fileId: components["parameters"]["StrokesFileId"];
                /** @description The mark's id, as its device made it. */
                strokeId: components["parameters"]["StrokeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["StrokesUnauthorized"];
            403: components["responses"]["StrokesJobHeld"];
            404: components["responses"]["StrokesPhotoNotFound"];
            default: components["responses"]["StrokesError"];
        };
    };
    getSiteCosts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: components["parameters"]["SiteCostsRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job's site costs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteCosts"];
                };
            };
            401: components["responses"]["SiteCostsUnauthorized"];
            404: components["responses"]["SiteCostsNotFound"];
            default: components["responses"]["SiteCostsError"];
        };
    };
    logJobCost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: components["parameters"]["SiteCostsRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewJobCost"];
            };
        };
        responses: {
            /** @description The job's site costs with the new cost. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteCosts"];
                };
            };
            400: components["responses"]["SiteCostsInvalid"];
            401: components["responses"]["SiteCostsUnauthorized"];
            403: components["responses"]["SiteCostsForbidden"];
            404: components["responses"]["SiteCostsNotFound"];
            409: components["responses"]["SiteCostsConflict"];
            default: components["responses"]["SiteCostsError"];
        };
    };
    removeJobCost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: components["parameters"]["SiteCostsRequestId"];
                /** @description The cost's id. */
                costId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job's site costs without the cost. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteCosts"];
                };
            };
            401: components["responses"]["SiteCostsUnauthorized"];
            403: components["responses"]["SiteCostsForbidden"];
            404: components["responses"]["SiteCostsNotFound"];
            409: components["responses"]["SiteCostsConflict"];
            default: components["responses"]["SiteCostsError"];
        };
    };
    setSiteFacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: components["parameters"]["SiteCostsRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteFacts"];
            };
        };
        responses: {
            /** @description The job's site costs with the facts recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteCosts"];
                };
            };
            400: components["responses"]["SiteCostsInvalid"];
            401: components["responses"]["SiteCostsUnauthorized"];
            403: components["responses"]["SiteCostsForbidden"];
            404: components["responses"]["SiteCostsNotFound"];
            409: components["responses"]["SiteCostsConflict"];
            default: components["responses"]["SiteCostsError"];
        };
    };
    askMoreHours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: components["parameters"]["SiteCostsRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewMoreHoursAsk"];
            };
        };
        responses: {
            /** @description The job's site costs with the new ask, pending. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteCosts"];
                };
            };
            400: components["responses"]["SiteCostsInvalid"];
            401: components["responses"]["SiteCostsUnauthorized"];
            403: components["responses"]["SiteCostsForbidden"];
            404: components["responses"]["SiteCostsNotFound"];
            409: components["responses"]["SiteCostsConflict"];
            default: components["responses"]["SiteCostsError"];
        };
    };
    approveMoreHours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: components["parameters"]["SiteCostsRequestId"];
                /** @description The ask's id. */
                askId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job's site costs after the decision. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteCosts"];
                };
            };
            401: components["responses"]["SiteCostsUnauthorized"];
            403: components["responses"]["SiteCostsForbidden"];
            404: components["responses"]["SiteCostsNotFound"];
            409: components["responses"]["SiteCostsConflict"];
            default: components["responses"]["SiteCostsError"];
        };
    };
    declineMoreHours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: components["parameters"]["SiteCostsRequestId"];
                /** @description The ask's id. */
                askId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job's site costs after the decision. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteCosts"];
                };
            };
            401: components["responses"]["SiteCostsUnauthorized"];
            403: components["responses"]["SiteCostsForbidden"];
            404: components["responses"]["SiteCostsNotFound"];
            409: components["responses"]["SiteCostsConflict"];
            default: components["responses"]["SiteCostsError"];
        };
    };
    setRequestPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id. */
                id: components["parameters"]["PayRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    basis: "fixed" | "hourly";
                    amountCents: number;
                    capHours: number | null;
                    standbyDayCents: number;
                    specialVehicleCents: number;
                };
            };
        };
        responses: {
            /** @description The request's pay. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestPay"];
                };
            };
            400: components["responses"]["OfferPayInvalid"];
            401: components["responses"]["OfferPayUnauthorized"];
            403: components["responses"]["OfferPayAdminOnly"];
            404: components["responses"]["PayRequestNotFound"];
            409: components["responses"]["PayLocked"];
            default: components["responses"]["OfferPayError"];
        };
    };
    counterJobOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The offer's id; an offer made to another technician answers 404 like an unknown one. */
                offerId: components["parameters"]["CounterOfferOfferId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CounterOfferProposal"];
            };
        };
        responses: {
            /** @description The counter-offer, waiting for an admin. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterOffer"];
                };
            };
            400: components["responses"]["OfferPayInvalid"];
            401: components["responses"]["OfferPayUnauthorized"];
            403: components["responses"]["CounterTechnicianOnly"];
            404: components["responses"]["CounterOfferOfferNotFound"];
            409: components["responses"]["CounterOfferRefused"];
            default: components["responses"]["OfferPayError"];
        };
    };
    acceptCounterOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The counter-offer's id. */
                counterId: components["parameters"]["CounterOfferId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counter-offer, accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterOffer"];
                };
            };
            401: components["responses"]["OfferPayUnauthorized"];
            403: components["responses"]["OfferPayAdminOnly"];
            404: components["responses"]["CounterOfferNotFound"];
            409: components["responses"]["CounterOfferClosed"];
            default: components["responses"]["OfferPayError"];
        };
    };
    declineCounterOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The counter-offer's id. */
                counterId: components["parameters"]["CounterOfferId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CounterOfferDecline"];
            };
        };
        responses: {
            /** @description The counter-offer, declined. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterOffer"];
                };
            };
            400: components["responses"]["OfferPayInvalid"];
            401: components["responses"]["OfferPayUnauthorized"];
            403: components["responses"]["OfferPayAdminOnly"];
            404: components["responses"]["CounterOfferNotFound"];
            409: components["responses"]["CounterOfferClosed"];
            default: components["responses"]["OfferPayError"];
        };
    };
}

/**
 * generated — do not edit. Source: src/endpoints/service-request.ts
 * Regenerate with `npm run generate -w @rha/contracts`.
 */

export interface paths {
    "/service-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the caller's own service requests
         * @description The requests the caller submitted, `limit` (50 unless asked) a page, narrowed by status, location, preferred service date and `q` (a part of the ticket number or job description, ignoring case), newest first unless `sort` (newest, oldest, preferredDate) says otherwise. Pages follow each other by `cursor`, so a request submitted meanwhile neither repeats nor skips a row.
         */
        get: operations["listServiceRequests"];
        put?: never;
        /**
         * Submit a service request
         * @description Validates the answers with the shared service-request schema (spec messages), checks that the location is one of the caller's (else a `location` field error), stores the request with hidden follow-up answers emptied and publishes `service-request.submitted.v1`. The ticket number keeps its `YYYYMMDD-NNNN` format and is unique within the caller's company (other companies may hold the same number); when the company holds it already the stored request gets a free number of the same date and the response names it. Sending the same answers with the same ticket number again (a retry after a lost response) returns the request stored the first time with 200 instead of storing a second one.
         */
        post: operations["createServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One request with its answers and timeline (its company or an admin)
         * @description A company reads only requests of its own company (the company service names the caller's company); another company's request answers 404 like an unknown id, so its existence is not revealed. An admin reads any. Technicians get 403.
         */
        get: operations["getServiceRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service-requests/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a request (its company or an admin)
         * @description Allowed while the request is Submitted, Dispatching, Accepted or On hold. In one transaction the request becomes Cancelled, the timeline gets an entry naming the caller (role and name from the token) with the reason as its note, and `service-request.cancelled.v1` goes to the outbox. Concurrent cancellations of one request queue on its row: the first succeeds, the others get 409.
         */
        post: operations["cancelServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve the work done (its company or an admin)
         * @description From Work done to Completed: the completion time is stored and, for a service type that carries the warranty, the end of the warranty; the timeline names the caller and `service-request.completed.v1` goes out. Another company's request answers 404.
         */
        post: operations["approveServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service-requests/{id}/send-back": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the work done back to the technician (its company or an admin)
         * @description From Work done to On site (the technician is still there) or Accepted (another visit is needed), with the reason as the timeline note; the automatic approval is called off and `service-request.sent-back.v1` goes out.
         */
        post: operations["sendBackServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service-requests/{id}/reopen": {
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
         * @description From Completed back to Accepted with the same technician, the reason as the timeline note; publishes `service-request.reopened.v1`. Only a service type that carries the warranty (`warranty_not_applicable` otherwise) and only until the warranty ends (`warranty_expired`).
         */
        post: operations["reopenServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/service-requests/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many service requests each of the given companies has (admins only)
         * @description One entry per distinct id asked, in the order asked; 0 for a company with none.
         */
        get: operations["countAdminServiceRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/service-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company's service requests, newest first (admins only)
         * @description At most the 200 newest; empty for a company with none or an unknown id.
         */
        get: operations["listAdminServiceRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ratings of one technician's or one company's completed jobs (admins only)
         * @description Completed jobs with at least one rating whose assigned technician (`technicianId`) or company (`companyId`) is the one named, newest completion first, `ADMIN_PAGE_SIZE` (50) a page, each with both ratings whether revealed or not. Exactly one of `technicianId` and `companyId` is given. `total` counts all that match.
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
    "/admin/dispatch/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the requests waiting for a technician (admins only)
         * @description Requests that are Submitted or Dispatching, `limit` (50 unless asked) a page, narrowed by status, community, flag and `q` (a part of the ticket number or job description, ignoring case), oldest first unless `sort` (oldest, newest) says otherwise; the next page by `cursor`. Each with what smart dispatch has done (last wave, next wave, flag) and every offer made, newest first.
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
    "/admin/dispatch/in-progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The requests a technician holds, Accepted or On hold (admins only)
         * @description Soonest preferred date first, at most 200, each with the technician, the ETA and, while On hold, the reason of the latest hold.
         */
        get: operations["getDispatchInProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/service-requests/{id}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer a request to chosen technicians (admins only)
         * @description Allowed while the request is Submitted or Dispatching. Every technician named must be a candidate for the request (Approved and covering its community, not away on its date), as the technician service ranks them; otherwise a `technicianIds` field error. In one transaction the request becomes Dispatching, the offers are stored (open for `OFFER_EXPIRY_MINUTES`), the timeline gets an entry and `service-request.dispatched.v1` lists the offers made. A technician already holding an open offer keeps it; one whose offer was declined or expired is offered again.
         */
        post: operations["offerServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/service-requests/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a request to one technician directly (admins only)
         * @description As an accept made by the admin for the technician, who must be a candidate for the request (else a `technicianId` field error), offered before or not. The request becomes Accepted with the technician and the ETA, every other open offer is withdrawn and `service-request.accepted.v1` goes out. Only a Submitted or Dispatching request can be assigned.
         */
        post: operations["assignServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/service-requests/{id}/smart-dispatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Turn smart dispatch of a request on or off (admins only)
         * @description Off, smart dispatch sends no further waves for the request (offers already out stay open). On again, a request that is not flagged and has no wave scheduled gets its next wave at the next tick. Only a Submitted or Dispatching request has the setting.
         */
        put: operations["setSmartDispatch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/service-requests/{id}/hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put an accepted request on hold, with the reason and the new ETA (admins only)
         * @description From Accepted (or On hold again, which replaces the reason and the ETA) to On hold, with the reason as the timeline note; publishes `service-request.on-hold.v1`.
         */
        post: operations["holdServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/service-requests/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a held request up again (admins only)
         * @description From On hold back to Accepted, keeping the ETA of the hold; publishes `service-request.resumed.v1`.
         */
        post: operations["resumeServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/technicians/me/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the jobs the caller holds (technicians only)
         * @description The requests assigned to the caller (Accepted, On hold, On site, Work done, Completed, and those cancelled after they took them), `limit` (50 unless asked) a page, narrowed by status and `q` (a part of the ticket number or job description, ignoring case), upcoming first (jobs still ahead by arrival, soonest first, then the finished ones, latest first) unless `sort` (upcoming, preferredDate, newest) says otherwise; the next page by `cursor`. Each with the site (address, contact person, phone).
         */
        get: operations["listTechnicianJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/technicians/me/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the caller's open offers (technicians only)
         * @description Offers addressed to the caller that are still open (not expired, the request still waiting for a technician), `limit` (50 unless asked) a page, narrowed by service type and `q` (a part of the ticket number or job description, ignoring case), oldest offer first unless `sort` (oldest, newest) says otherwise; the next page by `cursor`. The site is not given until the caller holds the job.
         */
        get: operations["listTechnicianOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/technicians/me/offers/{offerId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an open offer, with the ETA (technicians only)
         * @description The first accept wins: the request becomes Accepted with the caller as its technician, every other open offer is withdrawn and `service-request.accepted.v1` goes out, all in one transaction. Later accepts get 409 `job_taken`; an offer that expired, was declined or withdrawn gets 409 `offer_closed`.
         */
        post: operations["acceptOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/technicians/me/offers/{offerId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an open offer, with a reason (technicians only)
         * @description The offer is closed with the reason (and the note after it); the request does not move.
         */
        post: operations["declineOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/technicians/me/jobs/{requestId}/hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put one's own job on hold, with the reason and the new ETA (technicians only)
         * @description As the admin's hold, for the technician the request is assigned to; anyone else's job answers 404 like an unknown one.
         */
        post: operations["holdTechnicianJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/technicians/me/jobs/{requestId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take one's own held job up again (technicians only)
         * @description As the admin's resume, for the technician the request is assigned to.
         */
        post: operations["resumeTechnicianJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/technicians/me/jobs/{requestId}/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Arrive on site (technicians only)
         * @description From Accepted or On hold to On site, for the technician the request is assigned to. Keeps the time the device gave apart from the time the server received it, and the location only when the technician shared it; publishes `service-request.checked-in.v1`.
         */
        post: operations["checkInTechnicianJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/technicians/me/jobs/{requestId}/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an entry to the job's service log (technicians only)
         * @description While the job is On site or Work done. The entry's `clientId` is made on the device: sending the same one again (a retry after a dropped link) answers the entry stored the first time with 200 and stores nothing new. The request's status does not move.
         */
        post: operations["addServiceLogEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/technicians/me/jobs/{requestId}/check-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish the work, with its summary (technicians only)
         * @description From On site to Work done, the summary as the timeline note; the company then reviews the work, and silence for `AUTO_APPROVE_HOURS` counts as approval. Publishes `service-request.work-done.v1`.
         */
        post: operations["checkOutTechnicianJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service-requests/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask leave to upload a file onto a job, before its bytes are sent
         * @description Called by the upload endpoint with the uploader's token. A photo may be added only by the job's assigned technician while it is On site or Work done, and only while the job has room for it: the photos stored or still uploading (and younger than a day) count against the limit of the service type (20 for Remote Eyes, else `PHOTO_LIMIT`). An attachment may be added by any party of the job's conversation: its company, its assigned technician or an admin, whatever the status. A document only by the request's company. The `clientId` is made on the device: a file already stored under it answers 409 `file_already_uploaded` (the device counts it as done); an upload still unfinished under it is replaced by this new one.
         */
        post: operations["createJobFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service-requests/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The documents the company supplied with its request
         * @description The request's stored files of kind `document`, oldest first. Read by the request's company, the technician the job is assigned to and admins; anyone else (a technician only offered the job included) is answered 404, like an unknown id. Only the request's company may upload them (`POST /service-requests/{id}/files` with kind `document`).
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
    "/files/unfinished": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own uploads not yet finished
         * @description Asked by the upload endpoint before it lets the caller start an upload or send more bytes, to hold each user to a number of unfinished uploads and to the bytes they keep: the records of the caller's files still uploading and younger than ABANDONED_UPLOAD_HOURS, oldest first, whatever their job.
         */
        get: operations["listUnfinishedUploads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file's record, when the caller may read it
         * @description Asked by the upload endpoint on every upload request and every download. A stored file is read by the job's company, its currently assigned technician and admins; an unfinished upload only by the one who started it. Anyone else is answered 404, like an unknown id.
         */
        get: operations["getJobFile"];
        put?: never;
        post?: never;
        /**
         * Give up an unfinished upload
         * @description Only the one who started it, and only while it is still uploading (the device stopped it, or the upload endpoint refused its bytes). A stored file is not deleted here: 404.
         */
        delete: operations["deleteJobFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{fileId}/stored": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that an upload's bytes were checked and stored
         * @description Only the one who started the upload, while it is uploading; the same caller asking again once it is stored gets the same answer. A photo is checked again against the job's status and its limit (stored photos only), so the job may have moved on or filled up meanwhile: 409, and the upload endpoint removes the bytes. Records the real type, size and pixel size.
         */
        post: operations["markJobFileStored"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service-requests/{id}/rating": {
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
         * @description Once per job, while it is Completed and within `RATING_WINDOW_DAYS` of completion. When the technician has rated too, both ratings are revealed and `service-request.ratings-revealed.v1` is published.
         */
        post: operations["rateServiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/technicians/me/jobs/{requestId}/rating": {
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
         * @description Once per job, while it is Completed and within `RATING_WINDOW_DAYS` of completion. When the company has rated too, both ratings are revealed and `service-request.ratings-revealed.v1` is published.
         */
        post: operations["rateTechnicianJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service-requests/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The request's message thread, oldest first (its company, assigned technician or an admin)
         * @description The caller's side is the request's company (role `company`), its currently assigned technician, or support (an admin). Anyone else, and an unknown id, answers 404.
         */
        get: operations["jobMessageThread"];
        put?: never;
        /**
         * Post a message to the request's thread
         * @description Text, attachments (files the caller uploaded to this request as `attachment`, already stored), or both. The `clientId` is made on the device: posting the same one again answers the stored message with 200 and stores nothing new. The caller's side counts as having read the thread up to its own message.
         */
        post: operations["postJobMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service-requests/{id}/messages/read": {
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
         * @description The read mark only moves forward; an older message leaves it where it is.
         */
        post: operations["markJobMessagesRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's unread messages per request, for the dashboard's counts
         * @description A company counts the threads of its company's requests, a technician those of the jobs assigned to them, an admin every thread (as support). Only requests with unread messages are listed, newest message first.
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
    "/admin/held-jobs": {
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
    "/admin/held-jobs/{requestId}/decision": {
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
    "/attention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What waits for the caller among requests, jobs and messages, newest first
         * @description A company: its company's requests with work done awaiting review, on hold, or that no technician took (smart dispatch ran out of waves), and threads with unread messages. A technician: the next visit among the jobs they hold (soonest arrival), their open offers and the work sent back to them. An admin: requests smart dispatch could not place, jobs past their arrival without a check-in, and jobs of suspended or rejected technicians awaiting a decision. The counts are the caller's open offers, unread messages and work awaiting their review.
         */
        get: operations["serviceRequestAttention"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service-requests/{id}/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The job's calls, newest first (the open one, if any, first)
         * @description Every call of the job with who took part, when, how long (from `connectedAt` to `endedAt`) and how it ended: the calls' part of the job's timeline.
         */
        get: operations["listCalls"];
        put?: never;
        /**
         * Start a call on the job (its technician, a user of its company, or an admin)
         * @description Allowed while the job is held by its technician and not finished (Accepted, On hold, On site). The call rings for the other side: the technician when an expert starts it, the company's users when the technician does. Publishes `service-request.call-changed.v1`. A suspended or rejected technician, and anyone else, answers 403.
         */
        post: operations["startCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calls/{callId}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a ringing or active call of a job
         * @description The second person makes the call active; a person already in it joins again (another device, a reload). Publishes `service-request.call-changed.v1`.
         */
        post: operations["joinCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calls/{callId}/hang-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave a call; it ends when nobody is left in it
         * @description A ringing call hung up by its starter ends at once. Publishes `service-request.call-changed.v1`. Hanging up an ended call answers it as it is.
         */
        post: operations["hangUpCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calls/{callId}/keep-alive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tell the service the caller is still in the call
         * @description A call that nobody signals or keeps alive for `CALL_IDLE_TIMEOUT_SECONDS` ends as dropped; a client in a call sends this every half of that or so.
         */
        post: operations["keepCallAlive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calls/{callId}/signals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pass a WebRTC signal to the call's other person
         * @description Only a person in the call may signal. The signal goes to the other person's live stream as `callSignal` (through `service-request.call-signal.v2`), and keeps the call alive. Each call carries at most `CALL_SIGNALS_PER_MINUTE` signals a minute, whoever sends them.
         */
        post: operations["sendCallSignal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stills/{fileId}/strokes": {
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
    "/stills/{fileId}/strokes/{strokeId}": {
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
    "/service-requests/{id}/site-costs": {
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
    "/service-requests/{id}/costs": {
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
    "/service-requests/{id}/costs/{costId}": {
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
    "/service-requests/{id}/site-facts": {
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
    "/service-requests/{id}/more-hours": {
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
    "/service-requests/{id}/more-hours/{askId}/approve": {
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
    "/service-requests/{id}/more-hours/{askId}/decline": {
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
    "/admin/service-requests/{id}/pay": {
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
    "/technicians/me/offers/{offerId}/counter": {
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
        post: operations["counterOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/counter-offers/{counterId}/accept": {
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
    "/admin/counter-offers/{counterId}/decline": {
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
    "/admin/service-requests/{id}/quote": {
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
    "/service-requests/{id}/quote/accept": {
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
    "/service-requests/{id}/quote/decline": {
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
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
        WarrantyReopen: {
            reason: string;
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
        /**
         * Format: date-time
         * @description When the technician expects to be on site, with its UTC offset; not in the past, within a year.
         */
        Eta: string;
        SmartDispatchSetting: {
            smartDispatch: boolean;
        };
        WeatherHold: {
            reason: string;
            eta: components["schemas"]["Eta"];
        };
        OfferAcceptance: {
            eta: components["schemas"]["Eta"];
        };
        OfferDecline: {
            /**
             * @description One of DECLINE_REASONS.
             * @enum {string}
             */
            reason: "Not available that day" | "Weather or travel conditions" | "Outside my skills" | "Too far to travel" | "Other";
            /** @default  */
            note: string;
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
        NewJobFile: {
            /**
             * @description A photo of the work, a file attached to a message, a document the company supplied with its request, the technician's recorded clip, the expert's voice note, or a cost's receipt.
             * @enum {string}
             */
            kind: "photo" | "attachment" | "document" | "clip" | "voiceNote" | "receipt";
            /** Format: uuid */
            clientId: string;
            fileName: string;
            contentType: string;
            size: number;
            capturedAt: components["schemas"]["CapturedAt"];
            /** @default false */
            keepLocation: boolean;
        };
        JobFileStored: {
            /** @enum {string} */
            contentType: "image/jpeg" | "image/png" | "image/webp" | "application/pdf" | "video/webm" | "video/mp4" | "audio/webm" | "audio/mp4" | "audio/ogg";
            size: number;
            width: number | null;
            height: number | null;
        };
        NewRating: {
            score: number;
            /** @default  */
            comment: string;
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
        Quote: {
            amountCents: number;
            /** @default  */
            note: string;
        };
        QuoteDecline: {
            reason: string;
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
        StoredServiceRequest: {
            /** Format: uuid */
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
        AdminRequestCounts: {
            counts: components["schemas"]["AdminRequestCount"][];
        };
        AdminRequestCount: {
            /** Format: uuid */
            companyId: string;
            count: number;
        };
        AdminCompanyRequests: {
            requests: components["schemas"]["AdminCompanyRequest"][];
        };
        AdminCompanyRequest: {
            /** Format: uuid */
            id: string;
            ticketNumber: string;
            serviceType: components["schemas"]["ServiceType"];
            /** Format: date */
            preferredDate: string;
            /** Format: date-time */
            submittedAt: string;
            status: components["schemas"]["ServiceRequestStatus"];
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
         * @description Empty for remote-eyes, which has no time range.
         * @enum {string}
         */
        TimeRange: "8:00 AM - 10:00 AM" | "10:00 AM - 12:00 PM" | "12:00 PM - 2:00 PM" | "2:00 PM - 4:00 PM" | "4:00 PM - 6:00 PM" | "Anytime" | "";
        /**
         * @description A wave of smart dispatch (DISPATCH_WAVES), closest first.
         * @enum {string}
         */
        DispatchWave: "community" | "reach" | "region";
        /** @description A job pay in integer US cents: fixed (`capHours` null) or hourly up to `capHours`, plus the weather standby day and special vehicle pay. */
        JobPay: {
            /** @enum {string} */
            basis: "fixed" | "hourly";
            amountCents: number;
            capHours: number | null;
            standbyDayCents: number;
            specialVehicleCents: number;
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
        JobFileRecord: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            requestId: string;
            kind: components["schemas"]["JobFileKind"];
            /** @enum {string} */
            status: "uploading" | "stored";
            fileName: string;
            contentType: string;
            size: number;
            keepLocation: boolean;
            uploadedByCaller: boolean;
            receivedAt: string | null;
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
        CallAnswer: {
            call: components["schemas"]["Call"];
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
        QuoteOutcome: {
            /** Format: uuid */
            requestId: string;
            /** @enum {string} */
            status: "Quote needed" | "Quoted" | "Submitted" | "Dispatching" | "Accepted" | "On hold" | "On site" | "Work done" | "Completed" | "Cancelled";
            quote: components["schemas"]["RequestQuote"];
        };
        TechnicianRatingSummary: {
            /** @description One decimal; null before the first revealed rating. */
            average: number | null;
            count: number;
        };
    };
    responses: {
        /** @description Invalid fields, unknown fields or a location that is not the caller's; one entry per field with the spec's message (e.g. `Job description must be at least 10 characters`, `Please select a location`). */
        Invalid: {
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
        /** @description The caller does not hold the company role. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other failure, as RFC 9457 problem details. */
        Error: {
            headers: {
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
        /** @description The caller is neither a company nor an admin, e.g. a technician (`forbidden`). */
        CompanyOrAdmin: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No request with this id that the caller may see (`not_found`, `Service request not found`). */
        RequestNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request's status no longer allows it (`request_not_cancellable`, e.g. `A request that is Cancelled can no longer be cancelled`). */
        NotCancellable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Only a Work done request can be approved or sent back (`request_not_reviewable`, e.g. `A request that is Completed has no work waiting for review`). */
        NotReviewable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request is not a Completed one of a service type that carries the warranty (`warranty_not_applicable`), or the warranty has ended (`warranty_expired`, e.g. `The 7-day warranty for this job has ended`). */
        NotReopenable: {
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
        /** @description The request no longer waits for a technician (`request_not_dispatchable`, e.g. `A request that is Accepted can no longer be offered`). */
        NotDispatchable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Only an Accepted or On hold request can be put on hold (`request_not_holdable`, e.g. `A request that is Dispatching cannot be put on hold`). */
        NotHoldable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Only an On hold request can be resumed (`request_not_resumable`, e.g. `A request that is Accepted is not on hold`). */
        NotResumable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is not a technician, e.g. a company or an admin (`forbidden`). */
        TechnicianOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No offer with this id made to the caller (`offer_not_found`, `Offer not found`). */
        OfferNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Another technician took the job first (`job_taken`, `This job has already been taken by another technician`), or the offer expired, was declined or withdrawn, or the request was cancelled (`offer_closed`, `This offer is no longer open`). */
        OfferNotOpen: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Only an Accepted or On hold job can be checked in to (`job_not_checkinable`, e.g. `A job that is Work done cannot be checked in to`). */
        NotCheckInable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The job is neither On site nor Work done (`job_not_loggable`), or its log is full (`log_full`, `A job keeps at most 200 log entries`). */
        NotLoggable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Only an On site job can be checked out of (`job_not_checkoutable`, e.g. `A job that is Accepted cannot be checked out of`). */
        NotCheckOutable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A photo on a job that is neither On site nor Work done (`job_not_uploadable`), a job that has all its photos (`photo_limit`, e.g. `This job takes at most 20 photos`), or a file already stored under this `clientId` (`file_already_uploaded`). */
        NotUploadable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No file with this id that the caller may use this way (`not_found`, `File not found`). */
        FileNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The job is not Completed (`request_not_rateable`), its rating window has closed (`rating_window_closed`), or the caller's side has rated it already (`already_rated`). */
        NotRateable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is neither a company, a technician nor an admin (`forbidden`). */
        MessagePartyOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Invalid fields, e.g. `text` (`Please write a message or attach a file`), `attachmentIds` when a file is not a stored attachment the caller uploaded to this request (`An attached file was not found or has not finished uploading`), or `through` when the message is not one of this thread. */
        MessageInvalid: {
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
        /** @description A call is already open on the job (`call_already_open`; the problem carries it as `call`), or the job is not accepted or on site (`job_not_callable`). */
        CallNotStartable: {
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
    };
    parameters: {
        /** @description Correlates logs across the bff and services; echoed in the response. */
        RequestId: string;
        /** @description A UUID made once per submission and sent again with every resend of it. A resend after the first attempt committed gets the first answer again, with `Idempotent-Replayed: true`, and nothing new is stored; the same key with another body answers 422 `idempotency_key_reused`; a resend while the first attempt is still running waits for it, or after 3 s answers 409 `idempotency_key_in_flight` with Retry-After. 1 to 255 visible ASCII characters, else 400 `invalid_idempotency_key`. Keys are kept 7 days. */
        IdempotencyKey: string;
        /** @description The request's id; anything that is not one of the caller's requests answers 404. */
        ServiceRequestId: string;
        /** @description The offer's id; an offer made to another technician answers 404 like an unknown one. */
        OfferId: string;
        /** @description The request's id; a request not assigned to the caller answers 404 like an unknown one. */
        JobId: string;
        /** @description The file's id; a file the caller may not read answers 404 like an unknown one. */
        FileId: string;
        /** @description The request's id; a request whose thread the caller is not part of answers 404 like an unknown one. */
        ThreadId: string;
        /** @description The request's id (the job the call is about). */
        CallJobId: string;
        /** @description The call's id. */
        CallId: string;
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
        /** @description The request's id. */
        QuoteRequestId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listServiceRequests: {
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
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
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
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createServiceRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID made once per submission and sent again with every resend of it. A resend after the first attempt committed gets the first answer again, with `Idempotent-Replayed: true`, and nothing new is stored; the same key with another body answers 422 `idempotency_key_reused`; a resend while the first attempt is still running waits for it, or after 3 s answers 409 `idempotency_key_in_flight` with Retry-After. 1 to 255 visible ASCII characters, else 400 `invalid_idempotency_key`. Keys are kept 7 days. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
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
            /** @description A retry of a request already stored; nothing new is stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredServiceRequest"];
                };
            };
            /** @description The request is stored under the ticket number in the body. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredServiceRequest"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["Error"];
            422: components["responses"]["IdempotencyKeyReused"];
            default: components["responses"]["Error"];
        };
    };
    getServiceRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; anything that is not one of the caller's requests answers 404. */
                id: components["parameters"]["ServiceRequestId"];
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
            403: components["responses"]["CompanyOrAdmin"];
            404: components["responses"]["RequestNotFound"];
            default: components["responses"]["Error"];
        };
    };
    cancelServiceRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; anything that is not one of the caller's requests answers 404. */
                id: components["parameters"]["ServiceRequestId"];
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
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CompanyOrAdmin"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotCancellable"];
            default: components["responses"]["Error"];
        };
    };
    approveServiceRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; anything that is not one of the caller's requests answers 404. */
                id: components["parameters"]["ServiceRequestId"];
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
            403: components["responses"]["CompanyOrAdmin"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotReviewable"];
            default: components["responses"]["Error"];
        };
    };
    sendBackServiceRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; anything that is not one of the caller's requests answers 404. */
                id: components["parameters"]["ServiceRequestId"];
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
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CompanyOrAdmin"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotReviewable"];
            default: components["responses"]["Error"];
        };
    };
    reopenServiceRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; anything that is not one of the caller's requests answers 404. */
                id: components["parameters"]["ServiceRequestId"];
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
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotReopenable"];
            default: components["responses"]["Error"];
        };
    };
    countAdminServiceRequests: {
        parameters: {
            query: {
                companyId: string[];
            };
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
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
                    "application/json": components["schemas"]["AdminRequestCounts"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            default: components["responses"]["Error"];
        };
    };
    listAdminServiceRequests: {
        parameters: {
            query: {
                companyId: string;
            };
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCompanyRequests"];
                };
            };
            400: components["responses"]["Invalid"];
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
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
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
            /** @description Neither or both of `technicianId` and `companyId` (`Please name either a technician or a company`), a page that is not a whole number of at least 1, or an unknown field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
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
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
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
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            default: components["responses"]["Error"];
        };
    };
    getDispatchInProgress: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
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
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; anything that is not one of the caller's requests answers 404. */
                id: components["parameters"]["ServiceRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DispatchOffers"];
            };
        };
        responses: {
            /** @description The request as the queue shows it, with its offers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DispatchQueueEntry"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotDispatchable"];
            default: components["responses"]["Error"];
        };
    };
    assignServiceRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; anything that is not one of the caller's requests answers 404. */
                id: components["parameters"]["ServiceRequestId"];
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
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotDispatchable"];
            default: components["responses"]["Error"];
        };
    };
    setSmartDispatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; anything that is not one of the caller's requests answers 404. */
                id: components["parameters"]["ServiceRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmartDispatchSetting"];
            };
        };
        responses: {
            /** @description The request as the queue shows it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DispatchQueueEntry"];
                };
            };
            400: components["responses"]["Invalid"];
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
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; anything that is not one of the caller's requests answers 404. */
                id: components["parameters"]["ServiceRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WeatherHold"];
            };
        };
        responses: {
            /** @description The held request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRequestDetails"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotHoldable"];
            default: components["responses"]["Error"];
        };
    };
    resumeServiceRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; anything that is not one of the caller's requests answers 404. */
                id: components["parameters"]["ServiceRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resumed request. */
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
    listTechnicianJobs: {
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
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the jobs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianJobs"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianOnly"];
            default: components["responses"]["Error"];
        };
    };
    listTechnicianOffers: {
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
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the offers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianOffers"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianOnly"];
            default: components["responses"]["Error"];
        };
    };
    acceptOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The offer's id; an offer made to another technician answers 404 like an unknown one. */
                offerId: components["parameters"]["OfferId"];
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
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianOnly"];
            404: components["responses"]["OfferNotFound"];
            409: components["responses"]["OfferNotOpen"];
            default: components["responses"]["Error"];
        };
    };
    declineOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The offer's id; an offer made to another technician answers 404 like an unknown one. */
                offerId: components["parameters"]["OfferId"];
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
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianOnly"];
            404: components["responses"]["OfferNotFound"];
            409: components["responses"]["OfferNotOpen"];
            default: components["responses"]["Error"];
        };
    };
    holdTechnicianJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; a request not assigned to the caller answers 404 like an unknown one. */
                requestId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WeatherHold"];
            };
        };
        responses: {
            /** @description The held job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianJob"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianOnly"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotHoldable"];
            default: components["responses"]["Error"];
        };
    };
    resumeTechnicianJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; a request not assigned to the caller answers 404 like an unknown one. */
                requestId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resumed job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianJob"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianOnly"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotResumable"];
            default: components["responses"]["Error"];
        };
    };
    checkInTechnicianJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; a request not assigned to the caller answers 404 like an unknown one. */
                requestId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckIn"];
            };
        };
        responses: {
            /** @description The job, now On site. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianJob"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianOnly"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotCheckInable"];
            default: components["responses"]["Error"];
        };
    };
    addServiceLogEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; a request not assigned to the caller answers 404 like an unknown one. */
                requestId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewServiceLogEntry"];
            };
        };
        responses: {
            /** @description A retry of an entry already stored; nothing new is stored. */
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
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianOnly"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotLoggable"];
            default: components["responses"]["Error"];
        };
    };
    checkOutTechnicianJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; a request not assigned to the caller answers 404 like an unknown one. */
                requestId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckOut"];
            };
        };
        responses: {
            /** @description The job, now Work done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianJob"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianOnly"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotCheckOutable"];
            default: components["responses"]["Error"];
        };
    };
    createJobFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; anything that is not one of the caller's requests answers 404. */
                id: components["parameters"]["ServiceRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewJobFile"];
            };
        };
        responses: {
            /** @description The upload's record, still `uploading`; its id names the upload. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobFileRecord"];
                };
            };
            400: components["responses"]["Invalid"];
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
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotUploadable"];
            default: components["responses"]["Error"];
        };
    };
    listRequestDocuments: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; anything that is not one of the caller's requests answers 404. */
                id: components["parameters"]["ServiceRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored documents. */
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
    listUnfinishedUploads: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's unfinished uploads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["JobFileRecord"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    getJobFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The file's id; a file the caller may not read answers 404 like an unknown one. */
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobFileRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["FileNotFound"];
            default: components["responses"]["Error"];
        };
    };
    deleteJobFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The file's id; a file the caller may not read answers 404 like an unknown one. */
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record is gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["FileNotFound"];
            default: components["responses"]["Error"];
        };
    };
    markJobFileStored: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The file's id; a file the caller may not read answers 404 like an unknown one. */
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobFileStored"];
            };
        };
        responses: {
            /** @description The stored file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobFile"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["FileNotFound"];
            409: components["responses"]["NotUploadable"];
            default: components["responses"]["Error"];
        };
    };
    rateServiceRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; anything that is not one of the caller's requests answers 404. */
                id: components["parameters"]["ServiceRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewRating"];
            };
        };
        responses: {
            /** @description The job's ratings as the company now sees them. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobRatings"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotRateable"];
            default: components["responses"]["Error"];
        };
    };
    rateTechnicianJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; a request not assigned to the caller answers 404 like an unknown one. */
                requestId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewRating"];
            };
        };
        responses: {
            /** @description The job's ratings as the technician now sees them. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobRatings"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TechnicianOnly"];
            404: components["responses"]["RequestNotFound"];
            409: components["responses"]["NotRateable"];
            default: components["responses"]["Error"];
        };
    };
    jobMessageThread: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; a request whose thread the caller is not part of answers 404 like an unknown one. */
                id: components["parameters"]["ThreadId"];
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
            403: components["responses"]["MessagePartyOnly"];
            404: components["responses"]["RequestNotFound"];
            default: components["responses"]["Error"];
        };
    };
    postJobMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; a request whose thread the caller is not part of answers 404 like an unknown one. */
                id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewJobMessage"];
            };
        };
        responses: {
            /** @description A message already posted under this `clientId`; nothing new is stored. */
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
            400: components["responses"]["MessageInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["MessagePartyOnly"];
            404: components["responses"]["RequestNotFound"];
            /** @description The thread holds its most messages already (`thread_full`). */
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
    markJobMessagesRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The request's id; a request whose thread the caller is not part of answers 404 like an unknown one. */
                id: components["parameters"]["ThreadId"];
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
            400: components["responses"]["MessageInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["MessagePartyOnly"];
            404: components["responses"]["RequestNotFound"];
            default: components["responses"]["Error"];
        };
    };
    unreadJobMessages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
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
            403: components["responses"]["MessagePartyOnly"];
            default: components["responses"]["Error"];
        };
    };
    listHeldJobs: {
        parameters: {
            query?: {
                /** @description Only this technician's jobs (Keycloak subject). */
                technicianId?: string;
            };
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
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
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
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
            400: components["responses"]["Invalid"];
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
    serviceRequestAttention: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["MessagePartyOnly"];
            default: components["responses"]["Error"];
        };
    };
    listCalls: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's id (the job the call is about). */
                id: components["parameters"]["CallJobId"];
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
                id: components["parameters"]["CallJobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ringing call. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallAnswer"];
                };
            };
            401: components["responses"]["CallUnauthorized"];
            403: components["responses"]["CallNotAllowed"];
            404: components["responses"]["CallJobNotFound"];
            409: components["responses"]["CallNotStartable"];
            default: components["responses"]["CallError"];
        };
    };
    joinCall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The call's id. */
                callId: components["parameters"]["CallId"];
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
                callId: components["parameters"]["CallId"];
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
                callId: components["parameters"]["CallId"];
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
                callId: components["parameters"]["CallId"];
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
    counterOffer: {
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
}

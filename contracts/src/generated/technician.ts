/**
 * generated — do not edit. Source: src/endpoints/technician.ts
 * Regenerate with `npm run generate -w @rha/contracts`.
 */

export interface paths {
    "/technicians/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create the caller's technician record (idempotent sign-up step)
         * @description Creates the caller's record when it is missing and stores the given location only when the technician has none yet: an existing location is never overwritten. Calling it again changes nothing. Unlike the other routes it also admits a caller with no product role yet, as the sign-up's token is issued before the technician role is assigned; companies and admins get 403.
         */
        put: operations["registerTechnician"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/technicians/me/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's metadata and onboarding progress
         * @description Every metadata field (defaults until answered, also before any record exists), the owner's id and where the onboarding stands, so the questionnaire reopens at the first unfinished step.
         */
        get: operations["getOwnMetadata"];
        /**
         * Save the whole metadata object (the profile page)
         * @description Fields left out take their defaults; duplicate list entries are dropped. Onboarding progress is not changed.
         */
        put: operations["replaceOwnMetadata"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change only the fields sent (e.g. the settings panel's certifications)
         * @description Duplicate list entries are dropped. Onboarding progress is not changed.
         */
        patch: operations["updateOwnMetadata"];
        trace?: never;
    };
    "/technicians/me/onboarding/steps/{step}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save one onboarding step's fields and mark the step completed
         * @description The body holds exactly the step's own fields (its first field required, the follow-up details of fish camp, travel and tribe optional); any other field is refused. The age verification step needs `ageVerified: true` and the final review `policyAccepted: true`. Saving a step again stores the same values and marks nothing twice. The final review needs every earlier step completed (409 `onboarding_incomplete`); its first save completes the onboarding, which puts the technician up for vetting and publishes `technician.onboarding.completed.v1` once, also when saved again or concurrently.
         */
        put: operations["saveOnboardingStep"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/technicians/me/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's service location, null when none was added */
        get: operations["getOwnLocation"];
        put?: never;
        /**
         * Add the caller's service location
         * @description A technician has one location; 409 `location_exists` when it is already there.
         */
        post: operations["addOwnLocation"];
        /**
         * Delete the caller's service location
         * @description 404 `location_not_found` when there is none.
         */
        delete: operations["deleteOwnLocation"];
        options?: never;
        head?: never;
        /**
         * Change the caller's service location
         * @description The fields given replace the stored ones; 404 `location_not_found` before a location was added.
         */
        patch: operations["updateOwnLocation"];
        trace?: never;
    };
    "/technicians/me/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's service area
         * @description Home is the service location's community with its region and hub (null without a location in the community list). Until the caller first saves the list, `saved` is false and `reach` suggests the communities their travel answer names (by small plane, 1 day); nothing is stored by reading.
         */
        get: operations["getOwnCoverage"];
        /**
         * Replace the communities the caller reaches beyond home
         * @description The list replaces the stored one and marks the service area saved. Each community is one of the reference list, once; home is always covered and listing it is refused as a field error on its entry.
         */
        put: operations["replaceOwnCoverage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/technicians/me/unavailable-periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's unavailable periods, earliest start first */
        get: operations["listOwnUnavailablePeriods"];
        put?: never;
        /**
         * Add a period on which the caller takes no work
         * @description Both days are included; at most 50 periods are kept (409 `too_many_periods` beyond).
         */
        post: operations["addOwnUnavailablePeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/technicians/me/unavailable-periods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of the caller's unavailable periods */
        delete: operations["deleteOwnUnavailablePeriod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/technicians": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the technician directory: searched, filtered and sorted
         * @description Technicians in the order `sort` names: `name` (full name ignoring case), `newest` (latest sign-up first) or `lastLogin` (latest first, never signed in last), ties broken by id, `limit` a page, paged by cursor. `status` keeps one vetting status; `region` and `community` keep the technicians whose service location lies in that region (an `ALASKA_REGIONS` id) or community (as `ALASKA_COMMUNITIES` spells it); `skill` keeps those who ticked that item of the four skill lists. Name, e-mail, phone, sign-up and last login are the service's copy of identity's user, kept from `identity.user.changed.v1`; city, state and ZIP code come from the technician's service location (empty when there is none).
         */
        get: operations["listTechniciansForAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/unavailable-periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every technician's time away that has not ended, for the admin's schedule
         * @description The periods whose last day is today or later on Alaska's calendar, earliest start first, then by technician name; at most `COVERAGE_LIMITS.schedulePeriods` (500). The name is the service's copy of identity's user.
         */
        get: operations["listUnavailablePeriodsForAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/technicians/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything about one technician, interview notes included
         * @description The metadata with interview notes, the directory entry, the vetting status with its history (oldest first) and the moves allowed next, and the audit of admin edits (newest first).
         */
        get: operations["getTechnicianForAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/technicians/{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Store an admin's edit of a technician's metadata and interview notes
         * @description Fields left out keep their stored values. The names of the fields whose value changed are recorded in the audit with the admin (from the token) and the time, in the same transaction; an edit that changes nothing records nothing.
         */
        put: operations["updateTechnicianMetadataForAdmin"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/technicians/{id}/vetting": {
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
         * @description Only the moves `VETTING_TRANSITIONS` allows from the current status are accepted; a rejection needs a reason. The move, its history entry (admin, time, note, reason) and `technician.vetting.changed.v1` are stored in one transaction; of two concurrent moves from the same status only the first succeeds.
         */
        post: operations["changeTechnicianVetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dispatch/candidates": {
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
        get: operations["rankDispatchCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/internal/dispatch/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ranked technicians for smart dispatch and for checking an admin's choice
         * @description The ranking of `/admin/dispatch/candidates` for the service-request service, which acts for no signed-in user: it sends the shared service credential instead of a bearer token. `rank` keeps only the candidates of that rank (one wave of smart dispatch); `technicianId` keeps only the technicians named, at most `MAX_OFFERS_AT_ONCE` (20). Both filters apply before the limit of 50, so a named technician is found wherever they would rank.
         */
        get: operations["rankDispatchCandidatesInternally"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/internal/technicians/{technicianId}/standing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a technician stands in vetting
         * @description Asked by the service-request service while it holds the row of an offer being accepted, so a technician suspended or rejected a moment ago cannot take the work before the vetting event arrives. Only `approved` may accept.
         */
        get: operations["technicianStanding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/technicians/{id}/facts": {
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
    "/admin/technicians/{id}/interview-notes": {
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
    "/admin/attention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Applicants waiting on a vetting step, newest first
         * @description Technicians Applied, at Interview or at Background check, each with the time they reached that step (the latest vetting move, or the onboarding completion for a new applicant).
         */
        get: operations["technicianAttention"];
        put?: never;
        post?: never;
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
        TechnicianRegistration: {
            location?: components["schemas"]["NewTechnicianLocation"];
        };
        NewTechnicianLocation: {
            /** @description The home community. */
            city: string;
            /** @enum {string} */
            state: "Alaska";
            zipCode: string;
        };
        /** @description Metadata fields, each optional in a request body. */
        TechnicianMetadataFields: {
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
        /** @enum {string} */
        OnboardingStep: "ageVerification" | "it" | "handyman" | "electrical" | "fieldwork" | "availability" | "responseTime" | "fishCamp" | "travel" | "training" | "certifications" | "toolsTech" | "toolsHandTools" | "toolsTransport" | "toolsOther" | "goodFit" | "tribalMember" | "backgroundCheck" | "references" | "discord" | "finalReview";
        TechnicianLocationChanges: {
            /** @description The home community. */
            city?: string;
            /** @enum {string} */
            state?: "Alaska";
            zipCode?: string;
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
        VettingFactChange: {
            /** @enum {string} */
            fact: "backgroundCheckCompleted" | "discordJoined";
            recorded: boolean;
        };
        InterviewNote: {
            text: string;
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
        VettingStatus: "onboarding" | "applied" | "interview" | "background_check" | "approved" | "rejected" | "suspended";
        TechnicianLocationAnswer: {
            location: components["schemas"]["TechnicianLocation"];
        };
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
        ApplicantsAttention: {
            /** @description Newest first. */
            items: components["schemas"]["AttentionItem"][];
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
    };
    responses: {
        /** @description Invalid fields (`validation_failed`), one `{ field, message }` per field with the product's message (e.g. 'Home Community is required', 'Reference name is required'); unknown fields, lists of more than 100 entries, entries over 100 characters and texts over 5,000 characters are refused. Nothing is stored. */
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
        /** @description The caller is a company or an admin (`forbidden`). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is larger than 256 kB (`payload_too_large`). */
        TooLarge: {
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
        /** @description No such onboarding step (`not_found`). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The final review was saved before every earlier step was completed (`onboarding_incomplete`). */
        OnboardingIncomplete: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The technician already has a service location (`location_exists`). */
        LocationExists: {
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
        /** @description The technician has no service location (`location_not_found`). */
        LocationNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Invalid fields (`validation_failed`), one `{ field, message }` per field with the product's message (e.g. 'Please choose a community from the list', 'Each community can be listed once', 'The end date cannot be before the start date'); unknown fields are refused. Nothing is stored. */
        InvalidCoverage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller already keeps the most unavailable periods allowed (`too_many_periods`). */
        TooManyPeriods: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller has no period with this id (`period_not_found`), whether it is unknown or another technician's. */
        PeriodNotFound: {
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
        /** @description No technician has this id (`not_found`, no detail). */
        TechnicianNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The move is not allowed from the technician's current status (`vetting_move_not_allowed`); nothing is stored. */
        VettingMoveNotAllowed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The shared service credential is missing or wrong (`unauthorized`). */
        InternalOnly: {
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
        /** @description Accepted so that a queued save can be resent with the key it was queued with; the save replaces the stored values, so a resend converges without it and the value is not read. */
        IdempotencyKeyAccepted: string;
        /** @description A UUID made once per submission and sent again with every resend of it. A resend after the first attempt committed gets the first answer again, with `Idempotent-Replayed: true`, and nothing new is stored; the same key with another body answers 422 `idempotency_key_reused`; a resend while the first attempt is still running waits for it, or after 3 s answers 409 `idempotency_key_in_flight` with Retry-After. 1 to 255 visible ASCII characters, else 400 `invalid_idempotency_key`. Keys are kept 7 days. */
        IdempotencyKey: string;
        /** @description The unavailable period's id. */
        PeriodId: string;
        /** @description The technician's Keycloak subject. */
        TechnicianId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    registerTechnician: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description Every field is optional; a request without a body counts as an empty object. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TechnicianRegistration"];
            };
        };
        responses: {
            /** @description The technician's location as stored (null when there is none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianLocationRead"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            default: components["responses"]["Error"];
        };
    };
    getOwnMetadata: {
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
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    replaceOwnMetadata: {
        parameters: {
            query?: never;
            header?: {
                /** @description Accepted so that a queued save can be resent with the key it was queued with; the save replaces the stored values, so a resend converges without it and the value is not read. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyAccepted"];
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description Every field is optional; a request without a body counts as an empty object. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TechnicianMetadataFields"];
            };
        };
        responses: {
            /** @description The caller's metadata as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianMetadata"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            default: components["responses"]["Error"];
        };
    };
    updateOwnMetadata: {
        parameters: {
            query?: never;
            header?: {
                /** @description Accepted so that a queued save can be resent with the key it was queued with; the save replaces the stored values, so a resend converges without it and the value is not read. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyAccepted"];
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description Every field is optional; a request without a body counts as an empty object. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TechnicianMetadataFields"];
            };
        };
        responses: {
            /** @description The caller's metadata as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianMetadata"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            default: components["responses"]["Error"];
        };
    };
    saveOnboardingStep: {
        parameters: {
            query?: never;
            header?: {
                /** @description Accepted so that a queued save can be resent with the key it was queued with; the save replaces the stored values, so a resend converges without it and the value is not read. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyAccepted"];
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description One of the onboarding steps; any other value is a 404 `not_found`. */
                step: components["schemas"]["OnboardingStep"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TechnicianMetadataFields"];
            };
        };
        responses: {
            /** @description The caller's metadata and progress after the save. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianMetadata"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OnboardingIncomplete"];
            413: components["responses"]["TooLarge"];
            default: components["responses"]["Error"];
        };
    };
    getOwnLocation: {
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
            /** @description The caller's location or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianLocationRead"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    addOwnLocation: {
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
                "application/json": components["schemas"]["NewTechnicianLocation"];
            };
        };
        responses: {
            /** @description The location as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianLocationAnswer"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["LocationExists"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["IdempotencyKeyReused"];
            default: components["responses"]["Error"];
        };
    };
    deleteOwnLocation: {
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
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LocationNotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateOwnLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description Every field is optional; a request without a body counts as an empty object. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TechnicianLocationChanges"];
            };
        };
        responses: {
            /** @description The location as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianLocationAnswer"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LocationNotFound"];
            413: components["responses"]["TooLarge"];
            default: components["responses"]["Error"];
        };
    };
    getOwnCoverage: {
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
            /** @description The service area. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianCoverage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    replaceOwnCoverage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
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
            400: components["responses"]["InvalidCoverage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            default: components["responses"]["Error"];
        };
    };
    listOwnUnavailablePeriods: {
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
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    addOwnUnavailablePeriod: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
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
            400: components["responses"]["InvalidCoverage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["TooManyPeriods"];
            413: components["responses"]["TooLarge"];
            default: components["responses"]["Error"];
        };
    };
    deleteOwnUnavailablePeriod: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The unavailable period's id. */
                id: components["parameters"]["PeriodId"];
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
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PeriodNotFound"];
            default: components["responses"]["Error"];
        };
    };
    listTechniciansForAdmin: {
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
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
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
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            default: components["responses"]["Error"];
        };
    };
    listUnavailablePeriodsForAdmin: {
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
            /** @description The periods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledUnavailablePeriodList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            default: components["responses"]["Error"];
        };
    };
    getTechnicianForAdmin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The technician's Keycloak subject. */
                id: components["parameters"]["TechnicianId"];
            };
            cookie?: never;
        };
        requestBody?: never;
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["TechnicianNotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateTechnicianMetadataForAdmin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The technician's Keycloak subject. */
                id: components["parameters"]["TechnicianId"];
            };
            cookie?: never;
        };
        /** @description Every field is optional; a request without a body counts as an empty object. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AdminTechnicianMetadataEdit"];
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
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["TechnicianNotFound"];
            413: components["responses"]["TooLarge"];
            default: components["responses"]["Error"];
        };
    };
    changeTechnicianVetting: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The technician's Keycloak subject. */
                id: components["parameters"]["TechnicianId"];
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
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["TechnicianNotFound"];
            409: components["responses"]["VettingMoveNotAllowed"];
            default: components["responses"]["Error"];
        };
    };
    rankDispatchCandidates: {
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
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
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
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            default: components["responses"]["Error"];
        };
    };
    rankDispatchCandidatesInternally: {
        parameters: {
            query: {
                /** @description A community of the reference list (ALASKA_COMMUNITIES), any case; 'St.' reads as 'Saint'. */
                community: string;
                serviceType: "remote-hands" | "remote-eyes" | "custom-request";
                /** @description The day of the work, YYYY-MM-DD. */
                date: string;
                /** @description One of TIME_RANGES, or empty when the request names none. */
                timeRange?: "8:00 AM - 10:00 AM" | "10:00 AM - 12:00 PM" | "12:00 PM - 2:00 PM" | "2:00 PM - 4:00 PM" | "4:00 PM - 6:00 PM" | "Anytime" | "";
                /** @description Only the candidates of this rank (DISPATCH_RANKS). */
                rank?: "lives_there" | "reaches_directly" | "same_region";
                /** @description Only these technicians (Keycloak subjects); repeat the parameter for several. */
                technicianId?: string | string[];
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
            /** @description The candidates, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DispatchCandidates"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["InternalOnly"];
            default: components["responses"]["Error"];
        };
    };
    technicianStanding: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The technician's Keycloak subject. */
                technicianId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The technician's vetting status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        technicianId: string;
                        /** @enum {string} */
                        vettingStatus: "onboarding" | "applied" | "interview" | "background_check" | "approved" | "rejected" | "suspended";
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["InternalOnly"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    recordTechnicianFact: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The technician's Keycloak subject. */
                id: components["parameters"]["TechnicianId"];
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
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["TechnicianNotFound"];
            default: components["responses"]["Error"];
        };
    };
    addInterviewNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The technician's Keycloak subject. */
                id: components["parameters"]["TechnicianId"];
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
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["TechnicianNotFound"];
            default: components["responses"]["Error"];
        };
    };
    technicianAttention: {
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
            /** @description The applicants. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicantsAttention"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            default: components["responses"]["Error"];
        };
    };
}

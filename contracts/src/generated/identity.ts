/**
 * generated — do not edit. Source: src/endpoints/identity.ts
 * Regenerate with `npm run generate -w @rha/contracts`.
 */

export interface paths {
    "/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's profile
         * @description Creates the caller's profile on first authenticated use from the token claims (sub, email, name; userType from the realm role company, technician or admin, else empty) and updates lastLogin when the previous one is more than five minutes old. Each of these writes publishes `identity.user.changed.v1` with the profile as stored; a read that writes nothing publishes nothing.
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the caller's contact details
         * @description Only the fields sent change. userType, ids and timestamps are not editable here. Publishes `identity.user.changed.v1` with the profile as saved. A new e-mail address does not replace the current one: it is kept as `pendingEmail` with a single-use token valid for 24 hours, and `identity.email-change.requested.v1` asks notification to mail the confirmation link to it (sending the current address again drops a pending one). An e-mail address another user holds (in any letter case) is refused with 409 `email_taken`.
         */
        patch: operations["updateCurrentUser"];
        trace?: never;
    };
    "/users/me/email-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put the caller's pending e-mail address in force
         * @description Takes the token of the confirmation link. Moves the pending address into `email`, clears the pending one and publishes `identity.user.changed.v1`. The token works once.
         */
        post: operations["confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/registration/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a sign-up draft for the caller and copy its profile fields
         * @description Gives the draft to the caller's account (no other account can take it afterwards) and copies fullName, phone, smsConsent and userType onto the profile, publishing `identity.user.changed.v1`. Idempotent. Accepts a token without a product role (the role is assigned by the registration). Answers `registered` when the draft is gone because the caller's registration already finished.
         */
        post: operations["claimSignupDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish the caller's sign-up from the draft
         * @description Claims the draft (as claimSignupDraft), assigns the realm role of its user type through the Keycloak Admin REST API (only when not mapped yet), then in one transaction marks the user registered (with companyId and locationId for a company sign-up), writes `identity.user.registered.v1` to the outbox (only the first time) and deletes the draft. Retrying after any failure finishes the job without duplicates; once registered, the same call answers the profile again.
         */
        post: operations["completeRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the sign-up form under the browser's uuid (anonymous)
         * @description Stores (or, for the same uuid, replaces) an unclaimed draft, kept 24 hours by default. The info is checked with the shared sign-up schemas: field errors carry the spec's messages, and `detail` carries the form's alert ('Please fill in all the required technician fields.', ...).
         */
        post: operations["saveSignupDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/drafts/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read an unclaimed, unexpired draft back (anonymous)
         * @description A POST so the uuid, the draft's only key, never appears in URLs or access logs.
         */
        post: operations["lookupSignupDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/drafts/{uuid}": {
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
         * Forget an unclaimed draft (anonymous)
         * @description Idempotent: 204 whether or not the draft existed. A claimed draft is left to its registration, which deletes it when it finishes.
         */
        delete: operations["deleteSignupDraft"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        UserChanges: {
            fullName?: string;
            /** Format: email */
            email?: string;
            phone?: string;
            smsConsent?: boolean;
        };
        EmailConfirmation: {
            token: string;
        };
        DraftRef: {
            /**
             * Format: uuid
             * @description The random uuid the browser made for the draft and keeps in session storage.
             */
            uuid: string;
            secret: components["schemas"]["DraftSecret"];
        };
        /** @description The key identity made when it created the draft, returned only to the browser that created it; every later read, save, delete or claim of the draft must present it. */
        DraftSecret: string;
        /** @description companyId and locationId together, for a company sign-up only. */
        RegistrationRequest: {
            /**
             * Format: uuid
             * @description The random uuid the browser made for the draft and keeps in session storage.
             */
            uuid: string;
            secret: components["schemas"]["DraftSecret"];
            /** Format: uuid */
            companyId?: string;
            /** Format: uuid */
            locationId?: string;
        };
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
        IdentityUser: {
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
            /** @description A new address waiting for its confirmation link to be opened; `email` stays in force until then. */
            pendingEmail: string | null;
        };
        /** @enum {string} */
        UserType: "company" | "technician" | "admin" | "";
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
        DraftClaim: {
            /** @constant */
            status: "claimed";
            /** @constant */
            userType: "technician";
            info: components["schemas"]["TechnicianSignupInfoOutput"];
        } | {
            /** @constant */
            status: "claimed";
            /** @constant */
            userType: "company";
            info: components["schemas"]["CompanySignupInfoOutput"];
        } | {
            /** @constant */
            status: "registered";
            userType: components["schemas"]["UserType"];
        };
        SavedDraft: {
            /** Format: uuid */
            uuid: string;
            secret: components["schemas"]["DraftSecret"];
            /** Format: date-time */
            expiresAt: string;
        };
        DraftData: {
            /** @constant */
            userType: "technician";
            info: components["schemas"]["TechnicianSignupInfoOutput"];
        } | {
            /** @constant */
            userType: "company";
            info: components["schemas"]["CompanySignupInfoOutput"];
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
        /** @enum {string} */
        SignupUserType: "technician" | "company";
    };
    responses: {
        /** @description No bearer token, or the token is invalid or expired. */
        Unauthorized: {
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
        /** @description `validation_failed` with one `{ field, message }` per invalid field. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No such draft, or it expired. */
        DraftNotFound: {
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
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCurrentUser: {
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
            /** @description The caller's profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    updateCurrentUser: {
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
                "application/json": components["schemas"]["UserChanges"];
            };
        };
        responses: {
            /** @description The updated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityUser"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description `email_taken`: another account holds this e-mail address; nothing changed. */
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
    confirmEmailChange: {
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
                "application/json": components["schemas"]["EmailConfirmation"];
            };
        };
        responses: {
            /** @description The profile with its new address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityUser"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description `email_change_invalid`: the caller has no pending address with this token; `email_change_expired`: the link is older than 24 hours. Nothing changed. */
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
    claimSignupDraft: {
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
                "application/json": components["schemas"]["DraftRef"];
            };
        };
        responses: {
            /** @description The claimed draft, or the news that the registration is already done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DraftClaim"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller already holds another product role than the draft's user type. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            404: components["responses"]["DraftNotFound"];
            /** @description `draft_claimed`: another account took the draft; `already_registered`: the caller finished another sign-up before. */
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
    completeRegistration: {
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
                "application/json": components["schemas"]["RegistrationRequest"];
            };
        };
        responses: {
            /** @description The registered profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityUser"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller already holds another product role than the draft's user type. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            404: components["responses"]["DraftNotFound"];
            /** @description `draft_claimed` or `already_registered`, as for claimSignupDraft. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Keycloak could not be reached or refused the role assignment; retry. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `role_assignment_unavailable`: identity has no Keycloak admin credentials. */
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
    saveSignupDraft: {
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
                "application/json": components["schemas"]["SignupDraft"];
            };
        };
        responses: {
            /** @description An unclaimed draft with this uuid was replaced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedDraft"];
                };
            };
            /** @description The draft was stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedDraft"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            /** @description `draft_claimed`: the uuid belongs to a draft an account has taken. */
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
    lookupSignupDraft: {
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
                "application/json": components["schemas"]["DraftRef"];
            };
        };
        responses: {
            /** @description The draft's data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DraftData"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["DraftNotFound"];
            default: components["responses"]["Error"];
        };
    };
    deleteSignupDraft: {
        parameters: {
            query?: never;
            header: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
                /** @description The draft's key, as returned when it was created. */
                "x-draft-secret": components["schemas"]["DraftSecret"];
            };
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft is gone (or was never there). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            default: components["responses"]["Error"];
        };
    };
}

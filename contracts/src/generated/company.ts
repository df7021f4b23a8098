/**
 * generated — do not edit. Source: src/endpoints/company.ts
 * Regenerate with `npm run generate -w @rha/contracts`.
 */

export interface paths {
    "/companies/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's company */
        get: operations["getOwnCompany"];
        /**
         * Create the caller's company with its first location (idempotent sign-up step)
         * @description Checks the address, then creates the company and its first location in one transaction. When the caller already owns a company nothing is created: that company is returned with its first location's id (a company left without locations gets this one). Concurrent calls create one company.
         */
        put: operations["registerCompany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the caller's company name or website
         * @description An empty website removes it.
         */
        patch: operations["updateOwnCompany"];
        trace?: never;
    };
    "/companies/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The Company Profile panel's save, in one transaction
         * @description Checks the address, then saves the company name and website and one location together: the location named by `location.id` (404 when it is not the caller's), else the company's first location, else a new one. Creates the company when the caller has none yet. The user's e-mail and phone are identity's.
         */
        put: operations["saveCompanyProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/me/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's company locations, oldest first
         * @description Empty when the caller has no company yet. The first entry is the company's main location.
         */
        get: operations["listOwnLocations"];
        put?: never;
        /**
         * Add a location to the caller's company
         * @description Checks the address first. Address, city, state and ZIP code are unique per company (409 `location_exists`). 404 when the caller has no company yet.
         */
        post: operations["addOwnLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/me/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's locations
         * @description 404 when the location does not exist or belongs to another company.
         */
        get: operations["getOwnLocation"];
        put?: never;
        post?: never;
        /**
         * Delete one of the caller's locations
         * @description 404 when the location does not exist or belongs to another company.
         */
        delete: operations["deleteOwnLocation"];
        options?: never;
        head?: never;
        /**
         * Change one of the caller's locations
         * @description The given fields replace the stored ones and the result is checked as a whole address. 404 when the location does not exist or belongs to another company; 409 `location_exists` when the result equals another of the company's locations.
         */
        patch: operations["updateOwnLocation"];
        trace?: never;
    };
    "/addresses/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a US address against the ZIP code database
         * @description The state must be one of the 50 US states, the ZIP code must exist and belong to that state, and for Alaska the city (village) must be one the ZIP code serves. Companies may ask; others get 403. A malformed body is a 400; a well-formed address that fails the check is a 200 with `valid: false` and one entry per failing field.
         */
        post: operations["checkAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the companies: searched, filtered and sorted (admins only)
         * @description Companies in the order `sort` names: `name` (ignoring case) or `newest` (latest created first), ties broken by id, `limit` a page, paged by cursor. `locations` keeps the companies `with` at least one location or `without` any. The contact is the owning user's name, e-mail and phone as identity last reported them (empty until known); the location count comes from the same query.
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
    "/admin/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One company with its locations, oldest first (admins only)
         * @description A malformed id is a 400; an unknown one a 404 `not_found`.
         */
        get: operations["getAdminCompany"];
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
        CompanyRegistration: {
            companyName: string;
            /** @description An http(s) URL; empty or absent for none (on a change: removes it). */
            website?: string;
            location: components["schemas"]["NewLocation"];
        };
        NewLocation: {
            address?: string;
            city: string;
            /** @description A state name (Alaska) or its USPS code (AK); stored as the name. */
            state: string;
            zipCode: string;
        };
        CompanyChanges: {
            companyName?: string;
            /** @description An http(s) URL; empty or absent for none (on a change: removes it). */
            website?: string;
        };
        CompanyProfileSave: {
            companyName: string;
            /** @description An http(s) URL; empty or absent for none (on a change: removes it). */
            website?: string;
            location: components["schemas"]["ProfileLocation"];
        };
        ProfileLocation: {
            address?: string;
            city: string;
            /** @description A state name (Alaska) or its USPS code (AK); stored as the name. */
            state: string;
            zipCode: string;
            /**
             * Format: uuid
             * @description The location to change; absent means the company's first location.
             */
            id?: string;
        };
        LocationUpdate: {
            address?: string;
            city?: string;
            /** @description A state name (Alaska) or its USPS code (AK); stored as the name. */
            state?: string;
            zipCode?: string;
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
        RegisteredCompany: {
            company: components["schemas"]["Company"];
            /** Format: uuid */
            locationId: string;
        };
        CompanyProfile: {
            company: components["schemas"]["Company"];
            location: components["schemas"]["Location"];
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
        CreatedLocation: {
            /** Format: uuid */
            id: string;
        };
        AddressCheckResult: {
            valid: boolean;
            errors: components["schemas"]["FieldError"][];
        };
        AdminCompanyList: {
            companies: components["schemas"]["AdminCompanyEntry"][];
            /** @description Pass as `cursor` for the next page; null when this is the last. */
            nextCursor: string | null;
        };
        AdminCompanyEntry: {
            /** Format: uuid */
            id: string;
            name: string;
            contact: components["schemas"]["AdminCompanyContact"];
            /** @description Empty when the company has none. */
            website: string;
            locationCount: number;
            /** Format: date-time */
            createdAt: string;
        };
        AdminCompanyContact: {
            fullName: string;
            email: string;
            phone: string;
        };
        AdminCompanyDetails: {
            company: components["schemas"]["AdminCompanyEntry"];
            locations: components["schemas"]["AdminCompanyLocation"][];
        };
        AdminCompanyLocation: {
            /** Format: uuid */
            id: string;
            address: string;
            city: string;
            state: string;
            zipCode: string;
        };
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
        /** @description The caller is a technician or an admin (`forbidden`), or, except for the sign-up's PUT /companies/me, an account that has not finished signing up. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller has no company, or no location with this id (`not_found`). */
        NotFound: {
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
        /** @description Invalid fields (`validation_failed`), one entry per field in `errors` with the spec's message; nothing is stored. Address check failures name `city`, `state` or `zipCode` (under `location.` where the address is nested). */
        Invalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is larger than 16 kB (`payload_too_large`). */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The company already has a location with this address, city, state and ZIP code (`location_exists`). */
        Conflict: {
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
        /** @description The caller is a company or a technician (`forbidden`). */
        AdminOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No company has this id (`not_found`). */
        AdminNotFound: {
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
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOwnCompany: {
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
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    registerCompany: {
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
                "application/json": components["schemas"]["CompanyRegistration"];
            };
        };
        responses: {
            /** @description The caller's company and the id of its first location. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisteredCompany"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            default: components["responses"]["Error"];
        };
    };
    updateOwnCompany: {
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
                "application/json": components["schemas"]["CompanyChanges"];
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
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            default: components["responses"]["Error"];
        };
    };
    saveCompanyProfile: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyProfileSave"];
            };
        };
        responses: {
            /** @description The company and the location as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyProfile"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            default: components["responses"]["Error"];
        };
    };
    listOwnLocations: {
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
            /** @description The caller's locations, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"][];
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
                "application/json": components["schemas"]["NewLocation"];
            };
        };
        responses: {
            /** @description The new location's id. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedLocation"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["IdempotencyKeyReused"];
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
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The location. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
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
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
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
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Every field is optional; a request without a body counts as an empty object. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LocationUpdate"];
            };
        };
        responses: {
            /** @description The location as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            default: components["responses"]["Error"];
        };
    };
    checkAddress: {
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
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
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
                    "application/json": components["schemas"]["AdminCompanyList"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            default: components["responses"]["Error"];
        };
    };
    getAdminCompany: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company and its locations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCompanyDetails"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["AdminNotFound"];
            default: components["responses"]["Error"];
        };
    };
}

/**
 * generated — do not edit. Source: openapi/bff.yaml
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
         * @description The identity profile composed with the user's location (city, state, zipCode) from its owner. `bypassCache` and `t` are accepted so a client can force a fresh read.
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        RuntimeConfig: {
            /** @description Keycloak base URL as the browser reaches it. */
            keycloakUrl: string;
            realm: string;
            clientId: string;
        };
        /** @enum {string} */
        UserType: "company" | "technician" | "admin" | "";
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
            /** Format: date-time */
            lastLogin: string | null;
            city: string | null;
            state: string | null;
            zipCode: string | null;
            /** @constant */
            emailVerified: true;
            /**
             * Format: date-time
             * @description Same as createdAt (read by the admin list).
             */
            userCreation: string;
        };
        FieldError: {
            /** @description Dotted path of the offending field. */
            field: string;
            message: string;
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
    };
    parameters: never;
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
            /** @description Identity provider settings for keycloak-js. */
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
}

/**
 * generated — do not edit. Source: openapi/identity.yaml
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
         * @description Creates the caller's profile on first authenticated use from the token claims (sub, email, name; userType from the realm role company, technician or admin, else empty) and updates lastLogin.
         */
        get: operations["getCurrentUser"];
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
        /** @enum {string} */
        UserType: "company" | "technician" | "admin" | "";
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
            /** Format: date-time */
            lastLogin: string | null;
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
}

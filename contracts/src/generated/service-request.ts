/**
 * generated — do not edit. Source: openapi/service-request.yaml
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
         * The caller's own service requests, newest first
         * @description At most the 100 newest requests submitted by the caller.
         */
        get: operations["listServiceRequests"];
        put?: never;
        /**
         * Submit a service request
         * @description Validates the answers with the shared service-request schema (spec messages), checks that the location is one of the caller's (else a `location` field error), stores the request with hidden follow-up answers emptied and publishes `service-request.submitted.v1`. The ticket number keeps its `YYYYMMDD-NNNN` format; when it is already taken the stored request gets a free number of the same date and the response names it. Sending the same answers with the same ticket number again (a retry after a lost response) returns the request stored the first time with 200 instead of storing a second one.
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @enum {string} */
        ServiceType: "remote-hands" | "remote-eyes" | "custom-request";
        /**
         * @description An answer to a yes/no question; empty when the question was not shown.
         * @enum {string}
         */
        YesNoOrEmpty: "yes" | "no" | "";
        /**
         * @description Empty for remote-eyes, which has no time range.
         * @enum {string}
         */
        TimeRange: "8:00 AM - 10:00 AM" | "10:00 AM - 12:00 PM" | "12:00 PM - 2:00 PM" | "2:00 PM - 4:00 PM" | "4:00 PM - 6:00 PM" | "Anytime" | "";
        /**
         * @description 'greated-than-8' is the spec's stored spelling.
         * @enum {string}
         */
        VideoDuration: "less-than-30" | "30-60" | "1-2" | "2-4" | "4-6" | "6-8" | "greated-than-8" | "";
        /** @description The Create Service Request form, every field as text. The rules live in the shared zod schema `serviceRequestSchema` of @rha/contracts: the preferred date is not in the past, remote-hands and custom-request need a time range, restricted access needs a contact person and a phone number of at least 10 characters. Answers to questions the form did not show are stored empty. */
        ServiceRequestForm: {
            /** @description YYYYMMDD-NNNN with NNNN from 1000 to 9999, made by the form when it opens. */
            serviceTicketNumber: string;
            serviceType: components["schemas"]["ServiceType"];
            jobDescription: string;
            /** @description Id of one of the caller's company locations. */
            location: string;
            restrictedAccess?: components["schemas"]["YesNoOrEmpty"];
            keysNeeded?: string;
            /** Format: date */
            preferredDate: string;
            preferredTimeRange?: components["schemas"]["TimeRange"];
            liveVideoRequired?: components["schemas"]["YesNoOrEmpty"];
            hasWifi?: components["schemas"]["YesNoOrEmpty"];
            wantProPackage?: components["schemas"]["YesNoOrEmpty"];
            hasOutlet?: components["schemas"]["YesNoOrEmpty"];
            connectionMethod?: string;
            videoDuration?: components["schemas"]["VideoDuration"];
            hasDocumentation?: components["schemas"]["YesNoOrEmpty"];
            contactPerson?: string;
            phoneNumber?: string;
            additionalInformation?: string;
        };
        StoredServiceRequest: {
            /** Format: uuid */
            id: string;
            /** @description The number the request is stored under; differs from the one sent when that was taken. */
            serviceTicketNumber: string;
        };
        /** @enum {string} */
        ServiceRequestStatus: "Submitted" | "Dispatching" | "Accepted" | "On hold" | "On site" | "Work done" | "Completed" | "Cancelled";
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
        };
        /** @description Every answer as stored, empty when its question was not shown. */
        StoredAnswers: WithRequired<components["schemas"]["ServiceRequestForm"], "restrictedAccess" | "keysNeeded" | "preferredTimeRange" | "liveVideoRequired" | "hasWifi" | "wantProPackage" | "hasOutlet" | "connectionMethod" | "videoDuration" | "hasDocumentation" | "contactPerson" | "phoneNumber" | "additionalInformation">;
        /** @enum {string} */
        TimelineRole: "company" | "technician" | "admin" | "system";
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
        AssignedTechnician: {
            firstName: string;
            community: string;
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
            answers: components["schemas"]["StoredAnswers"];
            /** @description Oldest first. */
            timeline: components["schemas"]["TimelineEntry"][];
            /** @description Null until a technician has accepted the request. */
            assignedTechnician: components["schemas"]["AssignedTechnician"] | null;
        };
        RequestCancellation: {
            reason: string;
        };
        AdminRequestCount: {
            /** Format: uuid */
            companyId: string;
            count: number;
        };
        AdminRequestCounts: {
            counts: components["schemas"]["AdminRequestCount"][];
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
        AdminCompanyRequests: {
            requests: components["schemas"]["AdminCompanyRequest"][];
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
        /** @description The caller is a company or a technician (`forbidden`). */
        AdminOnly: {
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
        /** @description The request's id; anything that is not one of the caller's requests answers 404. */
        ServiceRequestId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listServiceRequests: {
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
            /** @description The caller's requests, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRequestSummary"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createServiceRequest: {
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
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};

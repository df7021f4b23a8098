/**
 * generated — do not edit. Source: src/endpoints/notification.ts
 * Regenerate with `npm run generate -w @rha/contracts`.
 */

export interface paths {
    "/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a contact message and queue its e-mail to the support mailbox
         * @description Stores the message and its e-mail (status pending) in one transaction, then answers 202; a dispatcher sends the e-mail with retries and records each attempt. The captcha the bff verified is recorded in the same transaction: a second message with the same `captchaId` is refused with 409 `captcha_already_used` and stores nothing.
         */
        post: operations["createContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's newest notifications and how many are unread
         * @description Only the notices addressed to the token's subject, newest first, at most NOTIFICATION_INBOX_SIZE.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}/read": {
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
         * @description Marking it again keeps the first time. A notice of someone else answers 404 like an unknown id, so its existence is not revealed.
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read": {
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
    "/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which kinds of notice the caller also gets by e-mail
         * @description Every kind is e-mailed until its owner switches it off.
         */
        get: operations["getNotificationSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Switch some kinds' e-mail on or off for the caller
         * @description The kinds left out keep their setting. Answers the settings as they now are.
         */
        patch: operations["changeNotificationSettings"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ContactMessageSubmission: {
            name: string;
            /**
             * Format: email
             * @description The sender's address; the e-mail's Reply-To.
             */
            email: string;
            message: string;
            /** @description Id of the captcha challenge the bff verified (its nonce); accepted once. */
            captchaId: string;
            /**
             * Format: date-time
             * @description When the challenge expires; its id is remembered until then.
             */
            captchaExpiresAt: string;
        };
        NotificationSettingsChange: {
            email: {
                [key: string]: boolean;
            };
        };
        ContactMessageAccepted: {
            /**
             * Format: uuid
             * @description Id of the stored contact message.
             */
            id: string;
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
        /** @description The service credential is missing or wrong. */
        Unauthorized: {
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
        /** @description No bearer token, or the token is invalid or expired. */
        BearerUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The token carries no product role (a sign-up not completed). */
        NoProductRole: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description A UUID made once per submission and sent again with every resend of it. A resend after the first attempt committed gets the first answer again, with `Idempotent-Replayed: true`, and nothing new is stored; the same key with another body answers 422 `idempotency_key_reused`; a resend while the first attempt is still running waits for it, or after 3 s answers 409 `idempotency_key_in_flight` with Retry-After. 1 to 255 visible ASCII characters, else 400 `invalid_idempotency_key`. Keys are kept 7 days. */
        IdempotencyKey: string;
        /** @description Correlates logs across the bff and services; echoed in the response. */
        RequestId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createContactMessage: {
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
                "application/json": components["schemas"]["ContactMessageSubmission"];
            };
        };
        responses: {
            /** @description Stored; the e-mail is queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageAccepted"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Unauthorized"];
            /** @description The captcha solution was already used (`captcha_already_used`). */
            409: {
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
    listNotifications: {
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
            /** @description The inbox. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationInbox"];
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["NoProductRole"];
            default: components["responses"]["Error"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlates logs across the bff and services; echoed in the response. */
                "x-request-id"?: components["parameters"]["RequestId"];
            };
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
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["NoProductRole"];
            /** @description No notice of the caller has this id (`notification_not_found`). */
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
    markAllNotificationsRead: {
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
            /** @description Marked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["NoProductRole"];
            default: components["responses"]["Error"];
        };
    };
    getNotificationSettings: {
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
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["NoProductRole"];
            default: components["responses"]["Error"];
        };
    };
    changeNotificationSettings: {
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
                "application/json": components["schemas"]["NotificationSettingsChange"];
            };
        };
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
            400: components["responses"]["Error"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["NoProductRole"];
            default: components["responses"]["Error"];
        };
    };
}

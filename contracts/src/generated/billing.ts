/**
 * generated — do not edit. Source: src/endpoints/billing.ts
 * Regenerate with `npm run generate -w @rha/contracts`.
 */

export interface paths {
    "/invoices/me": {
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
    "/invoices/me/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's company's invoices as a PDF */
        get: operations["getOwnInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every invoice and credit note, newest first, optionally by status */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any invoice or credit note as a PDF */
        get: operations["getInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invoices/{id}/payments": {
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
         * @description The amount is in USD cents, more than zero and never above what is still due (400 on `amountCents`). The ledger moves the amount from the company receivable to cash in the same transaction.
         */
        post: operations["recordInvoicePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invoices/{id}/credit-notes": {
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
    "/admin/companies/{companyId}/payment-terms": {
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        PaymentTerms: {
            termsDays: number;
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
        RecordedPayment: {
            invoice: components["schemas"]["Invoice"];
        };
        CompanyPaymentTerms: {
            /** Format: uuid */
            companyId: string;
            termsDays: number;
            /** @description True while no admin has set terms for the company: the default applies. */
            isDefault: boolean;
        };
    };
    responses: {
        /** @description No bearer token, or the token is invalid or expired. */
        BillingUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is not a company (`forbidden`). */
        BillingCompanyOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other failure, as RFC 9457 problem details. */
        BillingError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No invoice of the caller's has this id (`not_found`); another company's looks the same. */
        InvoiceNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Invalid fields (`validation_failed`), one entry per field in `errors`; nothing is stored. */
        BillingInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is not an admin (`forbidden`). */
        BillingAdminOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Nothing is due (`nothing_due`), or the document is a credit note (`not_an_invoice`). */
        PaymentRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The invoice already has a credit note (`already_credited`), or is one (`not_an_invoice`). */
        CreditRefused: {
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
    };
    parameters: {
        /** @description Names the payment: the same key sent again records nothing new and answers as the first time did. */
        BillingIdempotencyKey: string;
        /** @description The company's id. */
        TermsCompanyId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
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
            401: components["responses"]["BillingUnauthorized"];
            403: components["responses"]["BillingCompanyOnly"];
            default: components["responses"]["BillingError"];
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
            /** @description The document as a PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["BillingUnauthorized"];
            403: components["responses"]["BillingCompanyOnly"];
            404: components["responses"]["InvoiceNotFound"];
            default: components["responses"]["BillingError"];
        };
    };
    listInvoices: {
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
            400: components["responses"]["BillingInvalid"];
            401: components["responses"]["BillingUnauthorized"];
            403: components["responses"]["BillingAdminOnly"];
            default: components["responses"]["BillingError"];
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
            /** @description The document as a PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["BillingUnauthorized"];
            403: components["responses"]["BillingAdminOnly"];
            404: components["responses"]["InvoiceNotFound"];
            default: components["responses"]["BillingError"];
        };
    };
    recordInvoicePayment: {
        parameters: {
            query?: never;
            header: {
                /** @description Names the payment: the same key sent again records nothing new and answers as the first time did. */
                "Idempotency-Key": components["parameters"]["BillingIdempotencyKey"];
            };
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
            400: components["responses"]["BillingInvalid"];
            401: components["responses"]["BillingUnauthorized"];
            403: components["responses"]["BillingAdminOnly"];
            404: components["responses"]["InvoiceNotFound"];
            409: components["responses"]["PaymentRefused"];
            default: components["responses"]["BillingError"];
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
            400: components["responses"]["BillingInvalid"];
            401: components["responses"]["BillingUnauthorized"];
            403: components["responses"]["BillingAdminOnly"];
            404: components["responses"]["InvoiceNotFound"];
            409: components["responses"]["CreditRefused"];
            default: components["responses"]["BillingError"];
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
}

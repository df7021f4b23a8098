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
    "/admin/invoices": {
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
    "/admin/invoices/export.csv": {
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
    "/admin/invoices/{id}": {
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
    "/pay/me": {
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
    "/admin/pay": {
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
    "/admin/technicians/{technicianId}/payouts": {
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
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
            method: "bank-transfer" | "check";
            reference: string;
            /** Format: date */
            paidOn: string;
            /** Format: date-time */
            recordedAt: string;
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
        /** @description The caller is not an admin (`forbidden`). */
        BillingAdminOnly: {
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
    };
    parameters: {
        /** @description Names the payment: the same key sent again records nothing new and answers as the first time did. */
        BillingIdempotencyKey: string;
        /** @description Names the payout: the same key sent again records nothing new and answers as the first time did. */
        PayoutIdempotencyKey: string;
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
}

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
    "/pay/me/payout-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open (once) the caller's payout account at Stripe and answer the page to set it up
         * @description The account is the caller's own, made once and paid out to their bank every week; asked again, it answers a fresh page for the same account. The page returns to the product's earnings page.
         */
        post: operations["openPayoutAccount"];
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
    "/invoices/me/{id}/charge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay one of the caller's company's invoices: its whole balance, as the ledger holds it
         * @description With the stripe provider, a PaymentIntent for the balance (the same one while the balance stands); with invoice-and-record, the balance to send by bank transfer or check. The payment counts once the provider reports it.
         */
        post: operations["chargeOwnInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payment provider's signed notices (Stripe's webhook)
         * @description Believed only when the Stripe-Signature header matches the raw body under the webhook secret. A succeeded PaymentIntent of an invoice records its payment once, by the event's id: the same event again changes nothing. Notices the ledger cannot take (an unknown or settled invoice) are answered and logged for an admin.
         */
        post: operations["receivePaymentNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price-table": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current price table: Remote Eyes price, scheduled-visit discounts, standby day rate */
        get: operations["getPriceTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/price-table": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace the price table
         * @description Remote Eyes within its advertised range, discounts in basis points on bands that follow one another from 2 visits, the last open-ended. Estimates made from now on use it; stored estimates keep their figures.
         */
        put: operations["updatePriceTable"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{id}/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A request's stored estimate (its company's, or any for an admin) */
        get: operations["getRequestEstimate"];
        /**
         * Estimate the caller's company's request from its expected hours and visits
         * @description Service type and Pro Package come from the submitted request; the total is computed here with the current price table and stored. Sending again replaces the estimate.
         */
        put: operations["putRequestEstimate"];
        post?: never;
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
        PaymentNotice: {
            id: string;
            type: string;
        } & {
            [key: string]: unknown;
        };
        PriceTable: {
            remoteEyesCents: number;
            discountBands: {
                minVisits: number;
                maxVisits: number | null;
                basisPoints: number;
            }[];
            weatherStandbyDayCents: number;
        };
        EstimateAnswers: {
            expectedHours: number;
            scheduledVisits: number;
        };
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
            /**
             * @description How the pay reaches the technician: recorded by an admin, or by Stripe once their account is set up.
             * @enum {string}
             */
            payoutAccount: "recorded-by-admin" | "not-set-up" | "set-up";
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
            method: "bank-transfer" | "check" | "stripe-transfer";
            /** @description The transfer or check reference; a Stripe transfer's id once sent. */
            reference: string;
            /** Format: date */
            paidOn: string;
            /** Format: date-time */
            recordedAt: string;
            /** @description A Stripe transfer no longer due but not yet confirmed by Stripe; sent again under the same key until it is. */
            pending: boolean;
        };
        PayoutAccountLink: {
            /**
             * Format: uri
             * @description Stripe's page where the technician gives (or changes) their bank details.
             */
            url: string;
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
        InvoiceCharge: {
            charge: {
                /** @constant */
                provider: "stripe";
                paymentIntentId: string;
                /** @description Confirms the payment in the browser with Stripe's own library. */
                clientSecret: string;
                amountCents: number;
                /** @enum {string} */
                currency: "USD";
            } | {
                /** @constant */
                provider: "invoice-and-record";
                amountCents: number;
                /** @enum {string} */
                currency: "USD";
            };
        };
        PaymentNoticeReceived: {
            /** @constant */
            received: true;
        };
        PriceTableAnswer: {
            priceTable: components["schemas"]["PriceTable"];
            /** @description When an admin last saved it; null while the defaults stand. */
            updatedAt: string | null;
        };
        RequestEstimateAnswer: {
            estimate: components["schemas"]["RequestEstimate"];
        };
        RequestEstimate: {
            requestId: string;
            /** @enum {string} */
            serviceType: "remote-hands" | "remote-eyes" | "custom-request";
            proPackage: boolean;
            expectedHours: number;
            scheduledVisits: number;
            /** @description A custom request is priced by a quote. */
            quoteRequired: boolean;
            /** @enum {string} */
            currency: "USD";
            lines: components["schemas"]["EstimateLine"][];
            totalCents: number;
            /** Format: date-time */
            estimatedAt: string;
        };
        EstimateLine: {
            code: string;
            description: string;
            quantity: number;
            unitCents: number;
            amountCents: number;
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
        /** @description Payouts are recorded by an admin here, with no account to set up (`payouts_recorded`). */
        PayoutAccountNotUsed: {
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
        /** @description No bearer token, or it is invalid or expired. */
        ChargeUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller is not a company (`forbidden`). */
        ChargeCompanyOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No invoice of the caller's has this id. */
        ChargeInvoiceNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Nothing is due (`nothing_due`), or the document is a credit note (`not_an_invoice`). */
        ChargeRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The payment provider did not answer (`payment_provider_failed`); try again. */
        ChargeProviderFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other failure, as RFC 9457 problem details. */
        BillingChargeError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The signature does not match (`invalid_signature`), or the body is no notice (`validation_failed`); nothing is recorded. */
        PaymentNoticeUnsigned: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The invoice-and-record provider takes no notices (`not_found`). */
        PaymentNoticesOff: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No bearer token, or the token is invalid or expired. */
        PriceUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller lacks the role (`forbidden`). */
        PriceForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other failure, as RFC 9457 problem details. */
        PriceError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Invalid fields (`validation_failed`), one entry per field in `errors`; nothing is stored. */
        PriceInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No request of the caller's company has this id, or it has no estimate yet (`not_found`); another company's looks the same. */
        EstimateNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Billing has not yet heard of the request (`request_not_known_yet`): it was submitted a moment ago; send the answers again shortly. */
        RequestNotKnownYet: {
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
        /** @description Names the payout: the same key sent again records nothing new and answers as the first time did. */
        PayoutIdempotencyKey: string;
        StripeSignature: string;
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
    openPayoutAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The set-up page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutAccountLink"];
                };
            };
            401: components["responses"]["PayUnauthorized"];
            403: components["responses"]["PayTechnicianOnly"];
            409: components["responses"]["PayoutAccountNotUsed"];
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
    chargeOwnInvoice: {
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
            /** @description How to pay the balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceCharge"];
                };
            };
            401: components["responses"]["ChargeUnauthorized"];
            403: components["responses"]["ChargeCompanyOnly"];
            404: components["responses"]["ChargeInvoiceNotFound"];
            409: components["responses"]["ChargeRefused"];
            502: components["responses"]["ChargeProviderFailed"];
            default: components["responses"]["BillingChargeError"];
        };
    };
    receivePaymentNotice: {
        parameters: {
            query?: never;
            header: {
                "Stripe-Signature": components["parameters"]["StripeSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentNotice"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentNoticeReceived"];
                };
            };
            400: components["responses"]["PaymentNoticeUnsigned"];
            404: components["responses"]["PaymentNoticesOff"];
            default: components["responses"]["BillingChargeError"];
        };
    };
    getPriceTable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table, the defaults until an admin saves one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceTableAnswer"];
                };
            };
            401: components["responses"]["PriceUnauthorized"];
            403: components["responses"]["PriceForbidden"];
            default: components["responses"]["PriceError"];
        };
    };
    updatePriceTable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceTable"];
            };
        };
        responses: {
            /** @description The table as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceTableAnswer"];
                };
            };
            400: components["responses"]["PriceInvalid"];
            401: components["responses"]["PriceUnauthorized"];
            403: components["responses"]["PriceForbidden"];
            default: components["responses"]["PriceError"];
        };
    };
    getRequestEstimate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored estimate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestEstimateAnswer"];
                };
            };
            401: components["responses"]["PriceUnauthorized"];
            403: components["responses"]["PriceForbidden"];
            404: components["responses"]["EstimateNotFound"];
            default: components["responses"]["PriceError"];
        };
    };
    putRequestEstimate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service request's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EstimateAnswers"];
            };
        };
        responses: {
            /** @description The stored estimate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestEstimateAnswer"];
                };
            };
            400: components["responses"]["PriceInvalid"];
            401: components["responses"]["PriceUnauthorized"];
            403: components["responses"]["PriceForbidden"];
            404: components["responses"]["EstimateNotFound"];
            409: components["responses"]["RequestNotKnownYet"];
            default: components["responses"]["PriceError"];
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

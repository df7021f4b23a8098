export const INVOICES_LOAD_FAILED = 'Failed to load invoices. Please try again.';
export const INVOICE_LOAD_FAILED = 'Failed to load the invoice. Please try again.';
export const NO_INVOICES = 'No invoices found';
export const SELECT_INVOICE = 'Select an invoice to view details';
export const PDF_FAILED = 'The PDF could not be downloaded.';
export const CSV_FAILED = 'The CSV could not be downloaded.';
export const TECHNICIAN_PAY_LOAD_FAILED = 'Failed to load technician pay. Please try again.';
export const NO_TECHNICIAN_PAY = 'No technician has been paid or is owed yet';

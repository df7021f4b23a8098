export { FinanceTab } from './FinanceTab';
export { InvoiceStatusBadge } from './InvoiceStatusBadge';
export { displayDate } from './financeDates';
export { useDownload } from './useDownload';
export { PDF_FAILED } from './financeTexts';

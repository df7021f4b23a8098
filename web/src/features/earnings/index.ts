export { PayStatements } from './PayStatements';
export { Payouts } from './Payouts';
export { PayoutAccount, PAYOUT_SETUP_FAILED } from './PayoutAccount';
export { formatDay } from './days';

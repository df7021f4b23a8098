export { PayStatements } from './PayStatements';
export { Payouts } from './Payouts';
export { formatDay } from './days';

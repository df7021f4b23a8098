export { formatMoney, Money, type MoneyProps } from './Money.js';

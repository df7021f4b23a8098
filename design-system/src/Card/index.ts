export { Card, type CardElement, type CardProps, type CardVariant } from './Card.js';

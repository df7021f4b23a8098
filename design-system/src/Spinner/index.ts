export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner.js';

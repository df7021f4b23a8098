export { KeyFigure, type KeyFigureProps } from './KeyFigure.js';

export { Figures, type Figure, type FiguresProps } from './Figures.js';

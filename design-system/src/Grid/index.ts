export { Grid, type GridColumns, type GridElement, type GridProps } from './Grid.js';

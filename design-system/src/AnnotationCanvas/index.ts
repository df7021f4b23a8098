export {
  AnnotationCanvas,
  type AnnotationCanvasProps,
  type DrawnStroke,
} from './AnnotationCanvas.js';

export {
  Container,
  type ContainerElement,
  type ContainerPadding,
  type ContainerProps,
  type ContainerSize,
} from './Container.js';

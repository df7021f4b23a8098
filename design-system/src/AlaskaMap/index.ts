export { AlaskaMap, type AlaskaMapProps, type MapPoint, type MapPointKind } from './AlaskaMap.js';

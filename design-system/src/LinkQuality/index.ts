export {
  LinkQuality,
  type LinkDirection,
  type LinkLevel,
  type LinkQualityProps,
} from './LinkQuality.js';

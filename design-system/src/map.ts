// The map is its own entry point: pages load it on demand, so its drawing code and outline stay
// out of the bundle every visitor downloads.
export * from './AlaskaMap/index.js';

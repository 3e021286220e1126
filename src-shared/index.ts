/**
 * The shared layer: pure TypeScript written once for the core and the renderer alike (no Node,
 * no DOM, no Electron; eslint.config.js enforces it and test/lint/layering.test.ts proves it).
 */
export * from './counting';
export * from './errors';
export * from './import-words';
export * from './refusals';
export * from './caption-groups';
export * from './first-line';
export * from './zone-name';
export * from './shorten';
export * from './wall-time';
export * from './wall-showing';
export * from './photo-rules';
export * from './refusal-aspect';
export * from './refusal-photos';
export * from './group-by';

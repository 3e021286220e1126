export * from './errors';
export * from './urls';
export * from './cache';
export * from './allocate';
export { fitPhotos, defaultBudget, SAFETY_MARGIN, DEFAULT_MAX_PIXELS, type PhotoInput, type FittedPhoto, type FitOptions, type FitResult, type FitProgress } from './fit';
export { estimateJpegQuality, stripJpegMetadata } from './jpeg-strip';
export { INPUT_FORMATS, type OutputFormat } from './encode';
export * from './rules';
export { thumbnail } from './thumbnail';

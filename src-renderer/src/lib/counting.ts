/**
 * Character counting as each channel counts: the shared layer's one copy (src-shared/counting.ts),
 * which the core's preflight reads too, so the composer's counter and the core cannot disagree.
 */
export { countChars, cutAt, type CountMethod } from '../../../src-shared/counting';

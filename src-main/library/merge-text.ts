/** The 3-way text merge lives in the shared layer (w10undo: Compose's Undo uses it too): one truth. */
export { merge3 } from '../../src-shared/merge-text';

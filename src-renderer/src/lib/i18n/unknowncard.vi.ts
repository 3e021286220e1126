import type { MessagesShape } from './en';
import type { unknowncardEn } from './unknowncard.en';

/** Vietnamese strings of unknowncard: typed against `unknowncardEn`, so none can be missing. */
export const unknowncardVi: MessagesShape<typeof unknowncardEn> = {
  unknowncard: {
    knownFrom: 'Câu trả lời của Hub, do máy của {name} đọc được (cuộc gọi của chính máy này không nhận được trả lời).',
  },
};

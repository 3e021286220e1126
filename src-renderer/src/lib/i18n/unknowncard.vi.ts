import type { MessagesShape } from './en';
import type { unknowncardEn } from './unknowncard.en';

/** Vietnamese strings of unknowncard: typed against `unknowncardEn`, so none can be missing. */
export const unknowncardVi: MessagesShape<typeof unknowncardEn> = {
  unknowncard: {
    knownFrom: 'Câu trả lời của Hub, do máy của {name} đọc được (cuộc gọi của chính máy này không nhận được trả lời).',
    saidAskedYou: 'Hub trả lời như vậy khi bạn hỏi, lúc {time}.',
    saidRead: 'Hub trả lời như vậy khi Postroom đọc trạng thái của bài, lúc {time}.',
    readsTitle: 'Hub đã nói gì khi trạng thái bài được đọc',
    readLine: '{time} · {who} · {answer}',
    whoAskedBy: 'bạn ({name}) hỏi',
    whoAskedYou: 'bạn hỏi',
    whoRead: 'Postroom tự đọc trạng thái',
  },
};

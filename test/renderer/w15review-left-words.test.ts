/**
 * w15review (walk 14): a post Approve all leaves as not sent for review, worded for the reader's own steps (the core's
 * `youSubmit`, the table's submit verdict): Bảo, who may send Lan's draft himself, reads "you can send it, or Lan",
 * never "waits for Lan to send it"; a reader who may not keeps the wait; Lan reads hers as hers to send. en and vi.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { leftLine, leftWhy } from '../../src-renderer/src/lib/campaignLeft';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const notSent = { reason: 'not_submitted', n: 1, draftId: 'b', author: 'Lan' };

describe('a post not sent for review, as the reader may act on it (w15review)', () => {
  it('Bảo may send it: says so, naming Lan beside him', () => {
    expect(leftLine([{ ...notSent, youSubmit: true }], 0, 'Bảo', tr('en'))).toBe('1 left: not sent for review yet — you can send it, or Lan');
    expect(leftLine([{ ...notSent, youSubmit: true }], 0, 'Bảo', tr('vi'))).toBe('còn lại 1 bài: chưa gửi duyệt — bạn có thể gửi, hoặc Lan');
    expect(leftWhy({ reason: 'not_submitted', author: null, youSubmit: true }, 'Bảo', tr('en'))).toBe('not sent for review yet — you can send it');
  });
  it('a reader who may not send it keeps the wait for Lan; Lan reads it as hers', () => {
    expect(leftWhy(notSent, 'Bảo', tr('en'))).toBe('not sent for review — waits for Lan to send it');
    expect(leftWhy({ ...notSent, youSubmit: true }, 'Lan', tr('en'))).toBe('not sent for review — yours to send');
  });
});

/**
 * w9cli's follow-up: the core's `waiting_review` hold is a post NOT YET SENT for review (publisher/team.ts), and
 * the CLI now says "send it for review first". The renderer's generic problem line (Dry run rows, the Posts tab's
 * problems) said "Waiting for review", as if it had been sent; it says what the CLI and Compose's held line say.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { problemText } from '../../src-renderer/src/lib/problems';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const held = { code: 'waiting_review', field: null, message: 'waiting for approval by an owner or an approver: send it for review first' };

describe("a post not sent for review yet, as the generic problem line says it", () => {
  it('en: not sent for review yet, send it for review first', () => {
    expect(problemText(held, tr('en'), (k) => k)).toBe('Not sent for review yet: only an approved post is published. Send it for review first.');
  });
  it('vi: chưa gửi duyệt', () => {
    expect(problemText(held, tr('vi'), (k) => k)).toBe('Chưa gửi duyệt: chỉ bài đã được duyệt mới được đăng. Hãy gửi bài để duyệt trước.');
  });
  it('in review is still "waiting for approval"', () => {
    expect(problemText({ ...held, code: 'waiting_approval' }, tr('en'), (k) => k)).toBe('Waiting for approval: only an approved post is published.');
  });
});

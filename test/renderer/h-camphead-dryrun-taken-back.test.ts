/**
 * h-camphead (walk 44a, 7 rest): the app's Dry run tab said of Hạnh's two posts whose approval Marc took back "2 posts were
 * not sent for review" (its note) and "2 not sent for review yet" (its summary); she had sent them, Marc had approved them.
 * The note (splitWaiting over the rows' holds, the core's `withdrawn`) and the summary (the core's `rowsTakenBack`) say them
 * apart, in both languages. Failed on the old code: toSubmit 2 with no takenBack; the summary "2 not sent for review yet".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { splitWaiting } from '../../src-renderer/src/lib/reviewtruth';
import { reviewRowWords } from '../../src-renderer/src/screens/Campaigns/dryrun-words';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const WITHDRAWN = { by: 'Marc', at: '2026-11-29T10:40:00.000Z', comment: 'not B' };
const row = (draftId: string, withdrawn: boolean) => ({ draftId, held: true, problems: [{ code: 'waiting_review', ...(withdrawn ? { withdrawn: WITHDRAWN } : {}) }] });

describe("Hạnh's dry run of posts whose approval was taken back", () => {
  it('the note counts them apart, of those to submit', () => {
    expect(splitWaiting([row('a', true), row('b', true), row('c', false)])).toMatchObject({ toSubmit: 3, takenBack: 2 });
  });
  const summary = { rowsWaitingFor: { in_review: 0, to_submit: 3, changes: 0, resend: 0, role: 0 }, rowsTakenBack: 2, changesBy: [] };
  it('the summary says them apart (English)', () => {
    expect(reviewRowWords(summary, 'Hạnh', tr('en'))).toBe(', 1 not sent for review yet, 2 whose approval was taken back');
  });
  it('the summary says them apart (Vietnamese)', () => {
    expect(reviewRowWords(summary, 'Hạnh', tr('vi'))).toBe(', 1 chưa gửi duyệt, 2 bài đã bị rút lại duyệt');
  });
});

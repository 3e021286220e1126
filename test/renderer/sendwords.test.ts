/**
 * sendwords (issue 34, walk 5): a campaign's Send tab and header never call posts that only wait for
 * the team "problems". The held-back posts of a send are told by their reasons, from the core's
 * current dry run (`held`, `waiting`, `changes`, `teamSent`); the dry run's "rows with errors" leaves
 * out rows that only wait; a changes-requested row names who asked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { heldReasons, heldSplit, onlyProblems } from '../../src-renderer/src/lib/sendwords';
import { dryRunProblemText } from '../../src-renderer/src/screens/Campaigns/dryrun-words';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());
// sendtab: the split of the skipped posts is the core's (status `now.skipped`, campaigns send-now.ts); `waiting` counts `changes` too.
const now = (over: Partial<{ problems: number; waiting: number; changes: number; ready: number }> = {}) =>
  ({ skipped: { problems: 0, waiting: 0, changes: 0, ready: 0, ...over } });

describe('the posts a send held back, by their reasons', () => {
  it('walk 5 step 26: one waits for approval, one came back with changes: neither is a problem', () => {
    const s = heldSplit(2, now({ waiting: 2, changes: 1 }));
    expect(s).toEqual({ problems: 0, waiting: 1, changes: 1, ready: 0 });
    expect(onlyProblems(s)).toBe(false);
    const words = heldReasons(s!, 'an owner or an approver', tr('en'));
    expect(words).toBe('1 waiting for approval by an owner or an approver, 1 with changes requested');
    expect(words).not.toMatch(/problem/);
    expect(tr('en')('sendwords.sendCounts', { values: { handed: 2, skipped: 2, reasons: words, unsent: 0, withdrawn: 0 } }))
      .toBe('2 sent for publishing · 2 held back (1 waiting for approval by an owner or an approver, 1 with changes requested) · 0 not sent yet · 0 withdrawn');
    expect(heldReasons(s!, 'chủ sở hữu hoặc người duyệt', tr('vi'))).toBe('1 bài đang chờ chủ sở hữu hoặc người duyệt phê duyệt, 1 bài được yêu cầu sửa');
  });

  it('walk 5 step 58: a post approved since the send is ready to go, not a problem', () => {
    const s = heldSplit(2, now({ waiting: 1, ready: 1 }));
    expect(s).toEqual({ problems: 0, waiting: 1, changes: 0, ready: 1 });
    expect(heldReasons(s!, 'an owner', tr('en'))).toBe('1 waiting for approval by an owner, 1 ready to send now');
  });

  it('keeps "not sent for their problems" where it is true, and where no count can tell', () => {
    const s = heldSplit(2, now({ problems: 2 }));
    expect(s).toEqual({ problems: 2, waiting: 0, changes: 0, ready: 0 });
    expect(onlyProblems(s)).toBe(true);
    expect(heldSplit(2, null)).toBeNull();
    expect(heldSplit(0, now({ waiting: 2 }))).toBeNull();
    expect(onlyProblems(null)).toBe(true);
    // Mixed: one for its problems, one waiting; a teammate's send is neither.
    expect(heldSplit(2, now({ problems: 1, waiting: 1 }))).toEqual({ problems: 1, waiting: 1, changes: 0, ready: 0 });
    expect(heldReasons({ problems: 1, waiting: 0, changes: 0, ready: 0 }, 'x', tr('en'))).toBe('1 for its problems');
  });
});

// sendtab: the dry run's rows with errors are counted at their source (campaigns dryrun.ts summary.errors): test/campaigns/sendtab-now.test.ts.

describe('a changes-requested row names who asked', () => {
  it('says the name the core gives, in both languages; without one, the old words', () => {
    const p = { severity: 'error', code: 'changes_requested', field: null, message: 'changes requested', who: 'Bảo' };
    expect(dryRunProblemText(p, tr('en'), (k) => k)).toBe('Bảo asked for changes: edit the post and send it for review again.');
    expect(dryRunProblemText(p, tr('vi'), (k) => k)).toMatch(/Bảo/);
    expect(dryRunProblemText({ ...p, who: undefined }, tr('en'), (k) => k)).toBe('Changes were requested: edit the post and send it for review again.');
  });
});

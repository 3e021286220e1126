/**
 * w27sendtab (walk 23, 4): a campaign kept in a workspace that LEFT its team: its summary said "1 held back (1 for its
 * problems)" while its row said "not sent (you left the team …)". The core's count of a send now (send-now.ts) says how
 * many of `problems` the leave holds (`left`), from the same loop that gives the row its reason, and the words of the
 * header and the Send tab (sendwords heldNowSplit / heldReasons) give that reason, never "for its problems".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sendNow } from '../../src-main/campaigns';
import { campaigns, drafts } from '../../src-main/library';
import type { TeamPublishPort } from '../../src-main/publisher';
import { heldNowSplit, heldReasons } from '../../src-renderer/src/lib/sendwords';
import { heldNowReasons } from '../../src-main/cli/commands/campaign-status-words';
import { tempLibrary } from '../library/helpers';
import { loadWords, tr } from '../renderer/helpers';

beforeAll(() => loadWords());

/** The port of a workspace that left its team: every post of the team is held with `left_team`. */
const leftPort: TeamPublishPort = {
  me: { memberId: '', name: 'Lan' },
  approval: () => ({ waiting: 'left' }),
  contentRevision: () => 'r1',
  keyFor: (d, a, p) => `k-${d}-${a}-${p}`,
  claim: () => undefined,
  sharedOutcome: () => null,
  sharedOutcomes: () => [],
};

describe('a kept campaign of a team left', () => {
  it('its post is held because the workspace left the team: the summary says so, as the row does', () => {
    const { lib } = tempLibrary();
    const d = drafts.create(lib.db, { profile_id: 'p1', platforms: ['threads'], caption: 'Tết post', photos: [{ url: 'https://cdn.example.com/tet.jpg' }] });
    campaigns.create(lib.db, { name: 'Tết', draftIds: [d.id] });
    const now = sendNow({ posts: [d], skippedIds: new Set(), sent: new Map(), team: leftPort, dryHeld: null });
    expect(now.notSentWhy).toEqual([{ draftId: d.id, why: 'problems', left: true }]);
    expect(now).toMatchObject({ toSend: 0, held: 1, problems: 1, left: 1 });
    expect(heldReasons(heldNowSplit(now), 'Bảo', tr('vi'))).toBe('1 bài vì bạn đã rời nhóm');
    const en = tr('en');
    expect(heldReasons(heldNowSplit(now), 'Bảo', en)).toBe('1 because you left the team');
    expect(en('w21campaign.held', { values: { n: 1, reasons: heldReasons(heldNowSplit(now), 'Bảo', en) } })).toBe('1 held back (1 because you left the team)');
    // `postroom campaign status` says the same reason as the app's header.
    expect(heldNowReasons(now)).toBe('1 because you left the team');
  });

  it('a post with a problem of its own beside it keeps "for its problems", one each', () => {
    expect(heldReasons(heldNowSplit({ problems: 2, left: 1, waiting: 0, changes: 0 }), 'Bảo', tr('en'))).toBe('1 for its problems, 1 because you left the team');
  });
});

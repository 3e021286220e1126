/**
 * w16asnew (walk 15, finding 3): what "Send it as a new post at another time…" does, the core's one row per case
 * (publisher/team-actions.ts newTimeStep), as the app reads it with the review settings. In a team that requires
 * approval, the time is part of what is approved: choosing one sends the post back to review — checked against the
 * review core itself (contentRevision changes with the time), so the row cannot drift from what truly happens.
 */
import { describe, expect, it } from 'vitest';
import { NEW_TIME_STEPS, newTimeStep } from '../../src-main/publisher';
import { contentRevision } from '../../src-main/team';

describe('w16asnew: newTimeStep, row by row', () => {
  const rows: Array<[string, { team: boolean; approvalRequired: boolean }, (typeof NEW_TIME_STEPS)[number]]> = [
    ['a team that requires approval', { team: true, approvalRequired: true }, 'review_first'],
    ['a team that does not require approval', { team: true, approvalRequired: false }, 'sends'],
    ['one person’s workspace (its settings say required: nobody else approves)', { team: false, approvalRequired: true }, 'sends'],
    ['one person’s workspace', { team: false, approvalRequired: false }, 'sends'],
  ];
  for (const [name, f, step] of rows) it(`${name}: ${step}`, () => expect(newTimeStep(f)).toBe(step));

  it('review_first is true of the review core: a new time is a new content revision (the approval no longer holds)', () => {
    const d = { caption: 'Tết', title: '', captions: [], platforms: ['facebook'], profile_id: 'p1', photos: [], fields: {}, scheduled_at: '2027-01-15T08:00:00+07:00', timezone: 'Asia/Ho_Chi_Minh', add_to_queue: false };
    expect(contentRevision({ ...d, scheduled_at: '2027-01-16T08:00:00+07:00' })).not.toBe(contentRevision(d));
  });
});

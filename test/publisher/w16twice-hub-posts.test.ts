/**
 * w16twice (walk 15, finding 2): draftHubPosts in a team — the posts the Hub holds of a draft are this
 * journal's and the teammates' sends (Lan's laptop sent the older text, this one the new): each once,
 * with its sender; a teammate's replay of this computer's call is no second post.
 */
import { describe, expect, it } from 'vitest';
import { drafts, publishJobs, type WritableDB } from '../../src-main/library';
import { draftHubPosts, type TeamOutcome } from '../../src-main/publisher';
import { tempLibrary } from '../library/helpers';
import { writeJournal } from './outcome-journal';

const OLD = 'Tết này uống gì? Cà phê muối giảm 20%.';
const NEW = 'Tết này uống gì? Cà phê muối giảm 30%.';

describe('draftHubPosts with teammates', () => {
  it('Lan’s older send and my newer one: two Hub posts, each with its sender; her replay of mine adds none', () => {
    const { lib } = tempLibrary();
    const db = lib.db as WritableDB;
    const d = drafts.create(db, { caption: NEW, platforms: ['facebook'], scheduled_at: '2027-01-16T08:00', timezone: 'UTC' });
    writeJournal(db, [{ draftId: d.id, workspaceId: d.workspaceId, profileId: 'prof_caphe', platforms: ['facebook'], caption: NEW, scheduledAt: '2027-01-16T08:00', timezone: 'UTC', at: Date.parse('2026-11-27T10:00:00Z'), patch: { state: 'awaiting', hubStatus: 'scheduled' } }]);
    const mine = publishJobs.listJobs(db, { draftId: d.id })[0]!;
    const lan = (key: string, caption: string, at: string, sentFirst: TeamOutcome['sentFirst']): TeamOutcome => ({
      id: `l-${key}`, draftId: d.id, key, platforms: ['facebook'], state: 'awaiting', hubStatus: 'scheduled', outcomes: null, lastError: null, nextAt: null,
      fields: { profile_id: 'prof_caphe', caption, scheduled_at: at, timezone: 'UTC' }, createdAt: Date.parse('2026-11-27T09:00:00Z'), at: Date.parse('2026-11-27T09:00:00Z'),
      scheduledAt: at, by: { memberId: 'm-lan', name: 'Lan' }, sentFirst,
    });
    const shared = [lan('k-lan-old', OLD, '2027-01-15T08:00', 'original'), lan(mine.idempotencyKey, NEW, '2027-01-16T08:00', 'replay')];
    const team = { me: { memberId: 'm-bao', name: 'Bảo' }, sharedOutcomes: (id: string) => shared.filter((o) => o.draftId === id) };
    expect(draftHubPosts(db, [d.id], team).get(d.id)!.map((p) => `${p.at} ${p.channels.join(',')} ${p.stage} ${p.by ?? 'me'} ${p.caption}`)).toEqual([
      `2027-01-15T08:00:00.000Z facebook scheduled Lan ${OLD}`,
      `2027-01-16T08:00:00.000Z facebook scheduled me ${NEW}`,
    ]);
    // Outside a team: this journal's one post.
    expect(draftHubPosts(db, [d.id]).get(d.id)!.map((p) => p.caption)).toEqual([NEW]);
  });
});

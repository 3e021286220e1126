/**
 * teamoutbox (issue 34, walk 4): `jobs.team`, the posts teammates' laptops sent, for the Outbox's
 * "Sent by teammates" group. The derivation is the publisher's (team-sends.ts); here each gets the
 * draft's caption, profile and campaign as this laptop's shared library has them.
 */
import { reviews, teamRows } from '../library';
import { contentRevision } from '../team';
import { teammateSends } from '../publisher';
import type { TeammateSendDto } from './contract';
import type { Services } from './services';
import { editedSinceSent } from './team-send-text';

export function teamSends(s: Services, limit = 200): TeammateSendDto[] {
  const ws = s.currentWorkspace();
  const team = ws.team ? s.teamPort(ws) : null;
  if (!team) return [];
  const db = s.library.db;
  const ids = [...new Set(teamRows.teamOutcomes(db, ws.id).map((o) => o.draft_id).filter((x): x is string => x !== null))];
  if (ids.length === 0) return [];
  const sends = teammateSends(db, ids, team).slice(0, limit);
  const drafts = new Map(s.library.drafts.getMany(db, [...new Set(sends.map((x) => x.draftId))]).map((d) => [d.id, d]));
  const campaignOf = new Map<string, string>();
  for (const c of s.library.campaigns.list(db, ws.id)) for (const d of c.draftIds) if (!campaignOf.has(d)) campaignOf.set(d, c.id);
  return sends.map(({ draftId, key, job, post }) => {
    const d = drafts.get(draftId);
    // teamsendtext (walk 5): the caption is the draft's NOW; say when the Hub holds an older approved one.
    const edited = d ? editedSinceSent(reviews.approvalsOf(db, draftId), draftId, key, contentRevision(d)) : null;
    return {
      id: job.id,
      draftId,
      state: job.state,
      platforms: [...job.platforms],
      outcomes: (job.outcomes ?? []).map((o) => ({ ...o })),
      lastError: job.lastError ? { ...job.lastError } : null,
      post,
      by: { name: job.by.name, at: new Date(job.by.at).toISOString(), ...(job.by.among ? { among: [...job.by.among] } : {}) },
      caption: (d?.caption || d?.title || '').slice(0, 280),
      profileId: d?.profile_id ?? null,
      campaignId: campaignOf.get(draftId) ?? null,
      scheduledAt: post.scheduledAt,
      timezone: post.timezone,
      editedSinceSent: edited,
    };
  });
}

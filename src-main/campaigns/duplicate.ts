/**
 * A whole campaign copied with a date offset ("the same month, a month later"), as Hootsuite and
 * Buffer let people reuse a plan: each post becomes a new draft (photos, per-channel captions, tags
 * and notes kept; state 'draft', whatever the original's), its time moved by the offset in its own
 * zone at the same wall-clock time, in the same order; the plan comes along with its start moved too.
 */
import { DateTime } from 'luxon';
import { campaignPlans, campaigns, draftSchedules, drafts, type Campaign, type WritableDB } from '../library';

export interface CampaignOffset { months: number; days: number }

/** `scheduledAt` moved by the offset at the same wall-clock time in its zone (31 January + 1 month = 28 or 29 February, as calendars do). */
export function offsetTime(scheduledAt: string, timezone: string | null, o: CampaignOffset): string | null {
  const withOffset = /(Z|[+-]\d\d:?\d\d)$/.test(scheduledAt);
  const t = DateTime.fromISO(scheduledAt, { zone: timezone ?? 'UTC', setZone: withOffset });
  if (!t.isValid) return null;
  const m = t.plus({ months: o.months, days: o.days });
  if (withOffset) return m.toISO({ suppressMilliseconds: true });
  return m.toFormat(scheduledAt.length > 16 ? "yyyy-MM-dd'T'HH:mm:ss" : "yyyy-MM-dd'T'HH:mm");
}

/** The copy, in one transaction. @throws LibraryError not_found (no such campaign) */
export function duplicateCampaign(db: WritableDB, id: string, opts: { name: string; offset: CampaignOffset }): Campaign {
  return db.transaction(() => {
    const src = campaigns.getCampaign(db, id);
    const live = drafts.existing(db, src.draftIds);
    const copies = src.draftIds.filter((d) => live.has(d)).map((d) => drafts.duplicate(db, d));
    draftSchedules.setSchedules(db, copies.filter((c) => c.scheduled_at !== null).map((c) => ({
      id: c.id, scheduledAt: offsetTime(c.scheduled_at as string, c.timezone, opts.offset) ?? c.scheduled_at, timezone: c.timezone, addToQueue: false,
    })));
    const copy = campaigns.create(db, { name: opts.name, notes: src.notes, draftIds: copies.map((c) => c.id) }, { workspaceId: src.workspaceId });
    const { plan } = campaignPlans.getPlan(db, src.id);
    campaignPlans.setPlan(db, copy.id, { ...plan, start: plan.start ? offsetTime(plan.start, plan.timezone, opts.offset) : plan.start });
    return campaigns.getCampaign(db, copy.id);
  }).immediate();
}

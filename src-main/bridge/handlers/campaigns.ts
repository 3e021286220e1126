/**
 * The campaign workflow over the bridge (issue 23): open, import, spread, dry run, send, and the
 * calendar. Files travel as text (the browser uploads and downloads them; never a server path).
 */
import { apply, applyBulk, postsWaiting, approvalChanges, calendarEntries, channelTimeChips, hubPostChips, otherHubPosts, campaignCollisions, whyFixed, CampaignSender, duplicateCampaign, planBulk, preview, setBulkValues, runDryRun, dryRunCsv, postSendWords, sentOutsideSend, campaignListStates, withdrawnVerdicts, type TeamSent, type CampaignStatus, type PlannerDeps } from '../../campaigns';
import { brandNames, cache, campaignImport, campaignPlans, campaigns, heldTimes, queueSettings, skippedTo, wallTimeOf, type Campaign, type Draft, type ReadableDB } from '../../library';
import { libraryDrafts, readDrafts, showingOfTime } from '../../publisher';
import type { BulkSetDto, BulkResultDto, CampaignCollisionDto, CampaignDetailDto, CampaignPostDto, CampaignDto, CampaignPostStatesDto, CampaignRestoreDto, CampaignStatusDto, CalendarEntryDto, ParsedInput, CampaignQueueDto } from '../contract';
import { rowSendsOf } from '../bylines';
import { rowSendPost } from './library';
import { leftCampaign } from '../../team';
import { calendarSent } from '../calendar-sent';
import { toBatchDto, type Outbox } from '../outbox';
import type { Services } from '../services';
import { keyedStatus, statusEvents } from '../status-events';

const toCampaign = (c: Campaign): CampaignDto => ({ id: c.id, name: c.name, draftCount: c.draftIds.length, createdAt: c.createdAt });
// h-uicall: with the key of its reasons' list (status-events.ts), so a window can tell an event's list from the one it holds.
export const toStatusDto = (s: CampaignStatus): CampaignStatusDto => keyedStatus({
  // w10camp: each batch's skipped posts by what held each back (campaigns/skip-reasons.ts).
  ...s, batches: s.batches.map((b) => ({ ...toBatchDto(b), pending: b.pending, skipped: b.skipped, skippedFor: b.skippedFor, sentBy: b.sentBy, ...(b.skippedSentBy ? { skippedSentBy: b.skippedSentBy } : {}),
    // h-hubdown (walk 33): its posts not at the Hub yet, a number, said only when some wait (events stay small).
    ...(b.waiting > 0 ? { waiting: b.waiting } : {}) })),
});

/**
 * Issue 31: a sent post is listed at the time its job sent (what the Hub holds), never at a later
 * edit of its draft, which is kept beside it; one sent to the queue is listed as queued.
 */
function atSentTimes(db: ReadableDB, posts: CampaignPostDto[]): CampaignPostDto[] {
  // Only a post the Hub holds (or has sent) is listed at its sent time; a refused or cancelled one goes with its draft.
  const sent = heldTimes.ofDrafts(db, posts.filter((p) => whyFixed(p.state) !== null).map((p) => p.id));
  for (const p of posts) {
    // Fresh objects of this call: filled in place (a campaign may list 10,000 posts).
    p.fixed = whyFixed(p.state);
    const h = sent.get(p.id);
    if (!h) continue;
    atHeldTime(p, h);
  }
  return posts;
}

/** The post listed at the time the Hub holds, the draft's own kept beside it when they differ. */
function atHeldTime(p: CampaignPostDto, h: { scheduledAt: string | null; timezone: string | null; queued: boolean }): void {
  const same = h.scheduledAt === p.scheduled_at && (h.scheduledAt === null || h.timezone === p.timezone) && h.queued === p.add_to_queue;
  if (same) return;
  Object.assign(p, { scheduled_at: h.scheduledAt, timezone: h.scheduledAt === null ? null : h.timezone, add_to_queue: h.queued, draft_scheduled_at: p.scheduled_at, draft_timezone: p.timezone });
}

/** The sender of the running app; its status changes go to the renderer's 'campaign' topic. */
export function createSender(s: Services, outbox: Outbox): CampaignSender {
  // h-uicall: an event carries the reasons' list only when it changed since the campaign's last event (status-events.ts).
  const shaped = statusEvents();
  return new CampaignSender({
    library: s.library,
    publisher: () => outbox.publisher(),
    team: () => s.teamPort(),
    activeWorkspace: () => s.currentWorkspace().id,
    onStatus: (st) => s.events.emit('campaign', shaped(toStatusDto(st))),
  });
}

/**
 * h-waiting (walk 36b, 4): the rows whose post may wait to reach the Hub (to-hub.ts postsWaiting reads their jobs): handed by
 * the campaign's Send, or being sent. The draft's mirrored state may still say `draft` of a post handed while the Hub does
 * not answer (its publisher waits offline before it writes the states again).
 */
const maySend = (p: { state: string; send: string | null }): boolean => p.send === 'handed' || p.state === 'sending';

export function campaignHandlers(s: Services, sender: CampaignSender) {
  const lib = s.library;
  const db = lib.db;
  const deps = (): PlannerDeps => {
    const ws = s.currentWorkspace().id;
    // Read once per profile per call: a dry run asks for every post, and each read is three queries.
    const source = libraryDrafts(lib, ws);
    const pins = new Map<string, ReturnType<PlannerDeps['pins']>>();
    return {
      library: lib, workspaceId: ws, now: () => s.clock.now(), team: s.teamPort(),
      knownProfiles: () => new Set(cache.profiles(db, ws).map((p) => p.profile_id)), brandProfiles: () => brandNames.brandProfilesOf(cache.profiles(db, ws)),
      pins: (p) => {
        if (!pins.has(p)) pins.set(p, source.pins?.(p) ?? null);
        return pins.get(p) ?? null;
      },
    };
  };
  const changed = (draftIds: string[], reason: 'updated' | 'imported' | 'created'): void => s.events.emit('library.changed', { draftIds, reason });
  return {
    'campaigns.get': (input: { id: string }): CampaignDetailDto => {
      const c = campaigns.getCampaign(db, input.id);
      const { plan, sendState } = campaignPlans.getPlan(db, c.id);
      const sends = new Map(campaignPlans.sends(db, c.id).map((x) => [x.draftId, x.outcome]));
      // The listed columns only (one query), not the hydrated drafts: the screen asks again as a send moves on.
      const posts = atSentTimes(db, campaigns.posts(db, c.id, { captionChars: 300 }).map((p) => ({ ...p, send: sends.get(p.id) ?? null })));
      // reviewui (issue 34): a post a teammate's laptop sent says so, and its state links where the post is (not this Outbox).
      // h-camphead (walk 44a, minor): and, when its channels go at two times, each channel's time (the Library row's reading).
      // h-twotimes (walk 45a, 1): and a post the Hub holds as two posts two members sent names each send, who and when (the
      // Library row's sends, bylines.ts rowSendsOf, one derivation), never one sender, a different one on each laptop.
      const ids = posts.map((p) => p.id);
      const rows = rowSendsOf(db, { draftIds: ids, sentIds: posts.filter((p) => p.state !== 'draft' && p.state !== 'cancelled').map((p) => p.id) }, readDrafts(db, ids, s.teamPort(s.currentWorkspace())));
      for (const p of posts) {
        const b = rows.by.get(p.id);
        if (b) p.sentBy = b.by;
        const times = b ? b.times : rows.times.get(p.id);
        if (times && times.length > 1) p.sentTimes = times;
        const each = rows.sends.get(p.id);
        if (each) p.sentSends = each.map((x) => ({ post: rowSendPost(x.post), here: x.here }));
      }
      // h-waiting (walk 36b, 4): a row whose calls never reached the Hub says so, as its Outbox card (to-hub.ts postsWaiting).
      const waiting = postsWaiting(db, posts.filter(maySend).map((p) => p.id), s.teamPort());
      for (const p of posts) if (waiting.has(p.id)) p.waitingHub = true;
      // teamcampaign, w9camp: a post a teammate sent (or whose call here replayed theirs) is sent by them; w16camprow (walk 15, 1): one this
      // laptop sent outside the Send (Compose) is sent from here. The one derivation the campaign's status counts by (campaigns/post-sends.ts).
      const words = postSendWords(sentOutsideSend(lib, c.id, s.teamPort()), posts.map((p) => p.id));
      const team = new Map<string, TeamSent>();
      for (const p of posts) {
        const w = words.get(p.id);
        if (w?.kind === 'teamSent') {
          p.teamSent = w.by;
          team.set(p.id, w.sent);
        } else if (w?.kind === 'sentHere') {
          p.sentHere = true;
          // h-replaywho (walk 41b, 2): a replay here of a call no teammate's outcome names: the Hub had it, not "sent from here".
          if (w.replayed) p.sentReplayed = true;
        } else if (w?.kind === 'replayed') p.sentReplayed = true; // h-campcount (walk 41b, 3): handed by the Send, the Hub had it already.
        else if (w?.kind === 'teamWithdrawn') p.teamWithdrawn = { by: w.by, at: w.at }; // h-withdrawn (walk 44b, 6)
      }
      // campaignslist: a post a teammate sent is listed at the time the Hub holds (their outcome's), as on their laptop.
      for (const p of posts) {
        const h = team.get(p.id)?.time;
        if (h) atHeldTime(p, h);
      }
      // w20again (walk 18, 3): the row names every time the Hub holds the post at (sent again as new: Dec 5 and Dec 6).
      const others = otherHubPosts(db, posts.filter((p) => p.fixed && !p.add_to_queue), s.teamPort());
      for (const p of posts) {
        const o = others.get(p.id);
        if (o) p.also_held = o.map((x) => ({ scheduled_at: wallTimeOf(x.scheduledAt, x.timezone), timezone: x.timezone, by: x.by, ...(showingOfTime(x.scheduledAt, x.timezone)?.nth === 'second' ? { second: true as const } : {}) }));
        // w23wall: a time kept as the second of two showings says so, as its wall clock no longer can.
        if (p.scheduled_at && showingOfTime(p.scheduled_at, p.timezone)?.nth === 'second') p.scheduled_second = true;
        // w16camprow (walk 15, 2): every row's time in the one form, its zone's wall clock (Compose writes an instant: "…08:00:00.000Z").
        if (p.scheduled_at) p.scheduled_at = wallTimeOf(p.scheduled_at, p.timezone);
        if (p.draft_scheduled_at) p.draft_scheduled_at = wallTimeOf(p.draft_scheduled_at, p.draft_timezone);
      }
      const left = leftCampaign(db, c.id); // w26left: read-only here, and why (the Campaign screen says it)
      return { ...toCampaign(c), plan, sendState, posts, ...(left ? { leftTeam: { team: left.team, leftAt: left.leftAt } } : {}) };
    },
    // campaignslist: the list's states from the one derivation the sender's status uses (send-state.ts).
    'campaigns.listStates': () => campaignListStates(lib, campaigns.list(db).map((c) => c.id), s.teamPort()),
    'campaigns.postStates': (input: { id: string }): CampaignPostStatesDto => {
      const { sendState } = campaignPlans.getPlan(db, input.id);
      const sends = new Map(campaignPlans.sends(db, input.id).map((x) => [x.draftId, x.outcome]));
      const states = campaigns.postStates(db, input.id);
      const waiting = postsWaiting(db, states.filter((p) => maySend({ ...p, send: sends.get(p.id) ?? null })).map((p) => p.id), s.teamPort());
      return { sendState, posts: states.map((p) => ({ ...p, send: sends.get(p.id) ?? null, ...(waiting.has(p.id) ? { waitingHub: true as const } : {}) })) };
    },
    'campaigns.rename': (input: { id: string; name: string }): CampaignDto => toCampaign(campaigns.update(db, input.id, { name: input.name })),
    'campaigns.delete': (input: { id: string }): { deleted: string } => {
      campaigns.remove(db, input.id);
      return { deleted: input.id };
    },
    'campaigns.removeDrafts': (input: { id: string; draftIds: string[] }): CampaignDto => {
      const drop = new Set(input.draftIds);
      const c = campaigns.getCampaign(db, input.id);
      return toCampaign(campaigns.update(db, input.id, { draftIds: c.draftIds.filter((d) => !drop.has(d)) }));
    },
    'campaigns.import': async (input: ParsedInput<'campaigns.import'>) => {
      const d = input.defaults ?? {};
      const r = await campaignImport.importIntoCampaign(db, input.id, {
        name: input.name, text: input.text, partial: input.partial ?? false, checkOnly: input.checkOnly ?? false, baseDir: s.dataDir, dateOrder: input.dateOrder ?? null, duplicates: input.duplicates ?? 'ask', ...(input.encoding ? { encoding: input.encoding } : {}), ...(input.encodingBy ? { encodingBy: input.encodingBy } : {}),
        defaults: { ...(d.profile_id !== undefined ? { profile_id: d.profile_id } : {}), ...(d.platforms ? { platforms: d.platforms } : {}), ...(d.timezone !== undefined ? { timezone: d.timezone } : {}) },
      });
      if (r.ids.length > 0) changed(r.ids, 'imported');
      return r;
    },
    'campaigns.template': (): { name: string; text: string } => ({ name: 'postroom-campaign-template.csv', text: campaignImport.template() }),
    'campaigns.queueSettings': async (input: { profileIds: string[]; refresh?: boolean | undefined }): Promise<CampaignQueueDto[]> => {
      const ws = s.currentWorkspace().id;
      const out: CampaignQueueDto[] = [];
      for (const profileId of input.profileIds) {
        if (input.refresh !== false) {
          try {
            const { client } = await s.hub();
            const r = await client.queueSettings(profileId, { signal: AbortSignal.timeout(10_000) });
            const q = queueSettings.put(db, ws, profileId, { timezone: r.settings?.timezone ?? 'UTC', slots: (r.settings?.slots ?? []).map((x) => ({ weekday: x.weekday, time: x.time })) });
            out.push({ ...q, fromCache: false });
            continue;
          } catch {
            // Offline, or the plan has no queue (403): the cached copy, if any, still plans.
          }
        }
        const cached = queueSettings.read(db, ws, profileId);
        if (cached) out.push({ ...cached, fromCache: true });
      }
      return out;
    },
    'campaigns.preview': (input: ParsedInput<'campaigns.preview'>) => {
      const pv = preview(deps(), input.id, input.plan);
      return { plan: pv.plan, items: pv.items };
    },
    'campaigns.applyPlan': (input: ParsedInput<'campaigns.applyPlan'>) => {
      const r = apply(deps(), input.id, input.plan);
      changed(r.items.filter((i) => i.problem === null).map((i) => i.id), 'updated');
      return r;
    },
    'campaigns.useBestHours': (input: ParsedInput<'campaigns.useBestHours'>) => {
      // The hours are read in the audience's zone; without one, the profile's queue zone (cached), else UTC.
      const timezone = input.timezone ?? queueSettings.read(db, s.currentWorkspace().id, input.profile_id)?.timezone ?? 'UTC';
      const { plan } = campaignPlans.getPlan(db, input.id);
      return campaignPlans.setPlan(db, input.id, { ...plan, mode: 'best_hours', bestHours: { profileId: input.profile_id, platform: input.platform, hours: input.hours, timezone } });
    },
    'campaigns.dryRun': (input: ParsedInput<'campaigns.dryRun'>) => {
      let posts: readonly Draft[] = [];
      const r = runDryRun(deps(), input.id, (p) => (posts = p));
      // The status listeners are told after this answer (sender.dryRunSeen): the dry run's rows are drawn first.
      void sender.dryRunSeen(input.id, r, posts);
      return r;
    },
    'campaigns.dryRunCsv': (input: { id: string }): { name: string; text: string } => {
      const c = campaigns.getCampaign(db, input.id);
      return { name: `${c.name.replace(/[^\p{L}\p{N}_-]+/gu, '-')}-dry-run.csv`, text: dryRunCsv(runDryRun(deps(), input.id).rows) };
    },
    'campaigns.send': async (input: ParsedInput<'campaigns.send'>) => toStatusDto(await sender.send(input.id, input.fingerprint !== undefined ? { fingerprint: input.fingerprint } : {})),
    'campaigns.pause': async (input: { id: string }) => toStatusDto(await sender.pause(input.id)),
    'campaigns.cancel': async (input: { id: string }) => {
      const r = await sender.cancel(input.id);
      return { ...toStatusDto(r), cancelledJobs: r.cancelledJobs };
    },
    'campaigns.status': async (input: { id: string }) => toStatusDto(await sender.status(input.id)),
    // w32restore: the campaign's withdrawn posts back to its next Send as the table's `restore` column allows (campaigns restore.ts).
    'campaigns.restoreWithdrawn': async (input: { id: string; checkOnly?: boolean | undefined }): Promise<CampaignRestoreDto> => {
      campaigns.getCampaign(db, input.id); // an unknown campaign is refused (not_found), not answered "nothing withdrawn"
      if (input.checkOnly) {
        const v = withdrawnVerdicts(lib, input.id, s.teamPort(), s.clock.now());
        const kept = v.flatMap((x) => (x.restore.do === 'refused' ? [{ draftId: x.draftId, row: x.row, reason: x.restore.reason }] : []));
        return { checkOnly: true, restored: v.filter((x) => x.restore.do !== 'refused').map((x) => x.draftId), kept, status: toStatusDto(await sender.status(input.id)) };
      }
      const { restored, kept, ...st } = await sender.restoreWithdrawn(input.id, s.clock.now());
      return { checkOnly: false, restored, kept, status: toStatusDto(st) };
    },
    'calendar.range': (input: { from: string; to: string }): CalendarEntryDto[] => {
      const ws = s.currentWorkspace().id, from = Date.parse(input.from), to = Date.parse(input.to);
      const entries = calendarEntries(db, ws, from, to, s.clock.now());
      // w20again (walk 18, 3): a chip for each other post the Hub holds of a draft (sent again as new), named by its sender.
      const also = hubPostChips(db, ws, entries, from, to, s.teamPort()).map((e): CalendarEntryDto => ({ ...e, state: e.state as CalendarEntryDto['state'], sent_by: e.also_held.by ? { name: e.also_held.by } : null }));
      // w43cal (walk 43a): a post whose channels go at two times is a chip on each day a part goes or went, each naming its own channels.
      const parts = channelTimeChips(db, ws, entries, from, to, s.teamPort());
      const split = (e: { id: string }): boolean => !parts.split.has(e.id);
      const partChips = parts.chips.map((e): CalendarEntryDto => {
        const { part, ...rest } = e;
        return { ...rest, state: e.state as CalendarEntryDto['state'], part: true, ...(part.by ? { sent_by: { name: part.by } } : {}) };
      });
      // calendar (walk 7): what the Hub holds (a teammate's send, an edit since) as the Outbox reads it.
      return [...calendarSent(s, entries).filter(split), ...also.filter(split), ...partChips]
        // w19time: each chip's time on its zone's clock (wallTimeOf), as every screen reads it; a time kept as "…08:00:00Z" in Berlin is 09:00 there;
        // w20dst: a kept 02:30 the clocks skip is the 03:30 it goes at (library skippedTo), as a drag writes it.
        .map((e) => Object.assign(e, { wall_at: e.scheduled_at === null ? null : skippedTo(e.scheduled_at, e.timezone) ?? wallTimeOf(e.scheduled_at, e.timezone) }));
    },
    // ---- Calendar and bulk work (issue 31) ----
    'posts.bulkPreview': (input: ParsedInput<'posts.bulkPreview'>): BulkResultDto => planBulk(db, input.ids, input.change, s.clock.now()),
    'posts.bulkApply': (input: ParsedInput<'posts.bulkApply'>): BulkResultDto => {
      // calendar (walk 7): approved posts a change sends back to review are said, as a drag's are.
      const { result: r, approvals } = approvalChanges(db, input.ids, () => applyBulk(db, input.ids, input.change, s.clock.now()));
      const moved = r.rows.filter((x) => x.after !== null).map((x) => x.id);
      if (moved.length > 0) changed(moved, 'updated');
      return approvals.length > 0 ? { ...r, approvals } : r;
    },
    'posts.bulkSet': (input: ParsedInput<'posts.bulkSet'>): BulkSetDto => {
      // calendar (walk 7): what the write did to approvals (a move drops one, its Undo may restore it), said by the core.
      const { result: r, approvals } = approvalChanges(db, input.items.map((x) => x.id), () => setBulkValues(db, input.items));
      const left = new Set(r.leftOut.map((x) => x.id));
      if (r.written > 0) changed(input.items.map((x) => x.id).filter((x) => !left.has(x)), 'updated');
      return approvals.length > 0 ? { ...r, approvals } : r;
    },
    // left31: posts that land on posts already planned or sent (said on the campaign's first screen).
    'campaigns.collisions': (input: { id: string }): CampaignCollisionDto[] =>
      // w16camprow (walk 15, 2): the collision's time in the one form, its zone's wall clock (library wallTimeOf), as the rows say it.
      campaignCollisions(db, s.currentWorkspace().id, input.id, s.clock.now()).map((x) => ({ ...x, scheduled_at: wallTimeOf(x.scheduled_at, x.timezone), other: { ...x.other, scheduled_at: x.other.scheduled_at && wallTimeOf(x.other.scheduled_at, x.other.timezone), state: x.other.state as CampaignCollisionDto['other']['state'] } })),
    'campaigns.duplicate': (input: ParsedInput<'campaigns.duplicate'>): CampaignDto => {
      const c = duplicateCampaign(db, input.id, { name: input.name, offset: input.offset });
      changed(c.draftIds, 'created');
      return toCampaign(c);
    },
  };
}

/** Exports a client preview (preview.ts item 1) and remembers it (item 2). */
import { cache, campaigns, type ClientExport, type Draft, drafts, isValidZone, type ReadableDB, reviews, type WritableDB } from '../../library';
import { thumbnail } from '../../media';
import type { TeamPublishPort } from '../../publisher';
import { contentRevision, type ReviewLang } from '../review';
import { ReviewError, type ReviewMember, reviewOf } from '../review-actions';
import { openChangeRequest, resentSinceRequest } from '../review-client';
import { clientRequestNotTaken } from '../review-unchanged';
import { ownEditApprovers } from '../version-review';
import { mayApproveAsMember, ownVersionWait } from './decisions';
import { exportDigest } from './format';
import { draftHubCalls } from './hub-calls';
import { type PhotoShown, type PreviewPost, previewVerdicts, renderPreview } from './page';
import { countVerdicts } from './verdict';
import { brandOf } from '../../../src-shared/brand';

async function photoViews(d: Draft, side: number): Promise<PhotoShown[]> {
  const out: PhotoShown[] = [];
  for (const p of d.photos) {
    if (p.source === 'url' || !p.path) {
      out.push(p.url ? { kind: 'url', url: p.url } : { kind: 'missing' });
      continue;
    }
    try {
      const t = await thumbnail(p.path, side);
      out.push({ kind: 'image', src: `data:${t.mime};base64,${t.bytes.toString('base64')}`, width: t.width, height: t.height, source: t.source });
    } catch {
      out.push({ kind: 'missing' });
    }
  }
  return out;
}
export interface ExportOptions {
  /** A campaign (its posts, in its order) ... */
  campaignId?: string;
  /** ... or chosen posts. */
  draftIds?: readonly string[];
  /** The CLIENT's time zone (IANA). */
  zone: string;
  lang: ReviewLang;
  member: ReviewMember;
  /** Longest side of an inlined photo (px). Default 640. */
  photoSide?: number;
  /** w16twice: in a team, its port: the teammates' sends of these posts are among the Hub's posts the page lists. */
  team?: Pick<TeamPublishPort, 'me' | 'sharedOutcomes' | 'sentFirst'> | null;
}

/** w27client: how many posts of the page a channel will not take as shown (`cannot`), or only may refuse (`may`). */
export interface PreviewChecks { cannot: number; may: number }

/**
 * Exports a client preview and remembers it.
 * @throws ReviewError `not_found` (a post or campaign), `preview_empty`; RangeError on an unknown zone.
 */
export async function exportClientPreview(db: WritableDB, o: ExportOptions): Promise<{ html: string; export: ClientExport; checks: PreviewChecks }> {
  if (!isValidZone(o.zone)) throw new RangeError(`unknown time zone "${o.zone}"`);
  let campaignName: string | null = null;
  let ids: readonly string[] = o.draftIds ?? [];
  if (o.campaignId) {
    let c;
    try {
      c = campaigns.get(db, o.campaignId);
    } catch {
      throw new ReviewError('not_found', `campaign ${o.campaignId} not found`, { details: { campaignId: o.campaignId } });
    }
    campaignName = c.name;
    ids = c.draftIds;
  }
  const list = ids.map((id) => {
    try {
      return drafts.get(db, id);
    } catch {
      throw new ReviewError('not_found', `post ${id} not found`, { details: { draftId: id } });
    }
  }).filter((d) => !d.deletedAt);
  if (list.length === 0) throw new ReviewError('preview_empty', 'nothing to preview: no posts');
  const names = new Map<string, string>();
  const profilesOf = new Set(list.map((d) => d.workspaceId));
  const cached = new Map([...profilesOf].map((ws) => [ws, cache.profiles(db, ws)] as const));
  for (const list of cached.values()) for (const p of list) names.set(p.profile_id, p.name);
  // w16twice (walk 15): what the Hub holds of each post (a post sent again as new is held twice: both go out).
  const held = draftHubCalls(db, list.map((d) => d.id), o.team ?? null);
  const posts: PreviewPost[] = [];
  for (const d of list) {
    const revision = contentRevision(d);
    // clientchange: the page says the agency is still changing a post it asked changes on (never the request's own words);
    // w41minor: or still discussing it, when it was sent for review again unedited since.
    const brand = brandOf(d.profile_id, cached.get(d.workspaceId) ?? []);
    posts.push({ draft: d, revision, profileName: d.profile_id ? names.get(d.profile_id) ?? null : null, ...(brand.kind === 'name' ? { brandName: { name: brand.name, why: brand.why } } : {}), photos: await photoViews(d, o.photoSide ?? 640), ...agencyOpen(db, d.id, revision), ...notTaken(db, d.id, revision), ...(held.has(d.id) ? { hubCalls: held.get(d.id)! } : {}), confirm: confirmOf(db, o.member, d) });
  }
  const { newId } = await import('../../common');
  const id = newId();
  const campaignId = o.campaignId ? campaigns.get(db, o.campaignId).id : null;
  const entries = posts.map((p) => ({ draftId: p.draft.id, revision: p.revision }));
  const digest = exportDigest({ id, campaignId, posts: entries });
  const saved = reviews.addExport(db, { id, campaignId, by: o.member.name, zone: o.zone, lang: o.lang, posts: entries, digest, workspaceId: list[0]!.workspaceId });
  // w27client: what the page marks, for whoever made it (the CLI's line, the app's toast).
  const checks = countVerdicts(previewVerdicts(posts).map((v) => v.verdict));
  return { checks, html: renderPreview({ exportId: id, campaignId, campaignName, digest, sender: o.member.name, zone: o.zone, lang: o.lang, posts }), export: saved };
}

/**
 * Walk 42a (2): who makes the client's approval of a post an approval, as the import will read it (decisions.ts: the
 * exporter's import approves what `review approve` lets them approve): `me`; else another approver (`approver`), or
 * `nobody` when the team's members, as last listed here, hold no one who may approve this version (version-review.ts
 * ownEditApprovers, less its authors). Before, an editor's page promised "confirmed by one of the team's approvers"
 * whether or not anyone could, and an approver's page said nothing of a version they had changed. `approved` (walk 43a, 3):
 * the team approved it already (before, the page promised an approver would confirm the client's approval of it).
 */
function confirmOf(db: ReadableDB, member: ReviewMember, d: Draft): 'me' | 'approver' | 'nobody' | 'approved' {
  const r = reviewOf(db, d);
  // Walk 43a (3): approved already: the import says "the client agrees, nothing to confirm" (decisions.ts client_agrees).
  if (r.state === 'approved') return 'approved';
  if (mayApproveAsMember(member) && !ownVersionWait(db, member, r)) return 'me';
  const others = member.solo ? null : ownEditApprovers(db, member, r);
  return others !== null && others.length === 0 ? 'nobody' : 'approver';
}

/** Walk 44a: the client's last request for changes, not taken: said on their next page with the agency's reason. */
function notTaken(db: ReadableDB, draftId: string, revision: string): Pick<PreviewPost, 'clientNotTaken'> {
  const n = clientRequestNotTaken(db, draftId, revision);
  return n ? { clientNotTaken: { note: n.note, reason: n.reason } } : {};
}

/** clientchange/w41minor: the page's word of the agency's open request on this version: changing it, or resent unedited (discussing). */
function agencyOpen(db: ReadableDB, draftId: string, revision: string): Pick<PreviewPost, 'agencyChanging' | 'agencyResent'> {
  const open = openChangeRequest(db, draftId, revision);
  if (!open) return { agencyChanging: false };
  return resentSinceRequest(db, draftId, open) ? { agencyChanging: true, agencyResent: true } : { agencyChanging: true };
}

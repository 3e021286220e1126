/**
 * Ports over the real areas, for the composition roots (CLI, bridge). Kept thin: every rule
 * lives in the areas themselves.
 */
import { groupBy } from '../../src-shared/group-by';
import type { HubClient } from '../hub';
import { cache as libCache, campaigns as libCampaigns, drafts as libDrafts, type Library, type StoredDraftState } from '../library';
import { draftPostStates } from './draft-states';
import { fitPhotos, type MediaCache } from '../media';
import type { DraftSource, HubPort, MediaPort } from './ports';
import type { ProfilePins, PublishDraft } from './preflight';
import type { TeamPublishPort } from './team';

/** The Hub client as the publisher's HubPort: the journaled bytes go out as given. */
export function hubPort(client: HubClient): HubPort {
  return {
    publish: (body, idempotencyKey, signal) => client.publishPhoto({ prebuilt: body }, signal ? { idempotencyKey, signal } : { idempotencyKey }),
    status: (q, signal) => client.postStatus(q, signal ? { signal } : {}),
  };
}

/** A draft's photos as the media area's inputs, in post order: local files by path, links by URL. */
export function fitInputs(photos: readonly PublishDraft['photos'][number][]): Array<{ id: string; url: string } | { id: string; path: string; name?: string }> {
  return photos
    .slice()
    .sort((a, b) => a.position - b.position)
    .map((p) => (p.source === 'url' ? { id: p.id, url: p.url ?? '' } : { id: p.id, path: p.path ?? '', ...(typeof p.name === 'string' ? { name: p.name } : {}) }));
}

/** The media area as the publisher's MediaPort; outputs are cached by content, so refits are deterministic. */
export function mediaPort(opts: { cache?: MediaCache; concurrency?: number } = {}): MediaPort {
  return {
    async fit(photos, fields, budgetBytes, signal) {
      const res = await fitPhotos(fitInputs(photos), {
        fields,
        ...(budgetBytes !== undefined ? { budgetBytes } : {}),
        ...(opts.cache ? { cache: opts.cache } : {}),
        ...(opts.concurrency ? { concurrency: opts.concurrency } : {}),
        ...(signal ? { signal } : {}),
      });
      return {
        photos: res.photos.map((p) => ({ filename: p.filename, contentType: p.contentType, bytes: p.bytes, sha256: p.sha256, width: p.width, height: p.height })),
        photoUrls: res.photoUrls,
        errors: res.errors.map((e) => ({ id: e.photoId ?? 'post', message: `${e.code}: ${e.message}` })),
      };
    },
  };
}

/** The library's drafts of one workspace as the publisher's DraftSource; `team`: a team workspace's port, for the mirrored states. */
export function libraryDrafts(lib: Pick<Library, 'db'>, workspaceId: string, team?: Pick<TeamPublishPort, 'me' | 'sharedOutcomes'> | null): DraftSource {
  return {
    get(id): PublishDraft | undefined {
      try {
        const d = libDrafts.getDraft(lib.db, id);
        return d.state === 'deleted' ? undefined : d;
      } catch {
        return undefined;
      }
    },
    getMany(ids): Map<string, PublishDraft> {
      const out = new Map<string, PublishDraft>();
      for (let i = 0; i < ids.length; i += 500) {
        for (const d of libDrafts.getMany(lib.db, ids.slice(i, i + 500))) if (d.state !== 'deleted') out.set(d.id, d);
      }
      return out;
    },
    // One query for any number of ids (the library binds them as one json_each parameter).
    existing: (ids): Set<string> => libDrafts.existing(lib.db, ids),
    publishable(): string[] {
      const out: Array<{ id: string; createdAt: string }> = [];
      for (const state of ['draft', 'queued'] as const) {
        let cursor: string | undefined;
        do {
          const page = libDrafts.list(lib.db, { workspaceId, state, limit: 500, ...(cursor ? { cursor } : {}) });
          out.push(...page.items.map((d) => ({ id: d.id, createdAt: d.createdAt })));
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
      }
      // Oldest first: the order the user wrote them in.
      return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)).map((d) => d.id);
    },
    campaignDrafts(campaignId): string[] {
      return libCampaigns.getCampaign(lib.db, campaignId).draftIds;
    },
    pins(profileId): ProfilePins | null {
      const rows = libCache.pins(lib.db, workspaceId, profileId);
      // The channels linked on the profile, when the profiles were cached (preflight: not_connected).
      const linked = libCache.profiles(lib.db, workspaceId).some((p) => p.profile_id === profileId)
        ? libCache.connections(lib.db, workspaceId, profileId).map((c) => c.platform)
        : null;
      if (rows.length === 0 && linked === null) return null;
      const out: ProfilePins = linked ? { connections: linked } : {};
      for (const r of rows) {
        // The cache keys pins by channel (or by the Hub's field name): accept both.
        const c = r.channel.toLowerCase();
        if (c === 'facebook' || c === 'facebook_page_id') out.facebook_page_id = r.value;
        else if (c === 'linkedin' || c === 'target_linkedin_page_id') out.target_linkedin_page_id = r.value;
        else if (c === 'google_business' || c === 'location' || c === 'gmb' || c === 'gmb_location_id') out.gmb_location_id = r.value;
      }
      return out;
    },
    markStates(ids) {
      // The state written is the one derivation of post-state.ts over each draft's jobs.
      // In a team workspace, with the other members' outcomes (a post another member published reads published here).
      const byState = groupBy(draftPostStates(lib.db, ids, team), ([, st]): StoredDraftState => st.state, ([id]) => id);
      // One statement per state (drafts deleted meanwhile are left alone; their jobs keep the outcome).
      for (const [state, list] of byState) libDrafts.setStates(lib.db, list, state);
    },
  };
}

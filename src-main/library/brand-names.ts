/**
 * w27brand (walk 23): brands kept by name (`name:…`, src-shared/brand.ts) turned into their profile's id once the
 * profiles are known. Called after the profiles are read from the Hub (Channels' refresh, `postroom profiles`).
 *
 * 1. Every live draft of the workspace whose brand is a name is matched against the cached profiles (as written
 *    first, then with its case folded, never without its diacritics: matchBrand).
 * 2. One match: the draft's `profile_id` becomes that id through drafts.update, a normal library write (in a team
 *    workspace it goes to the team like any edit; the caller leaves it to editors and up: a viewer's laptop only
 *    shows the brand).
 * 3. None or several: left as a name, and named in the answer (the screens and preflight say it too).
 * One note per name: "34 posts: brand “Cà Phê Sữa Đá” is profile prof_… — checked after the profiles were read".
 */
import { BRAND_NAME_PREFIX, brandNameOf, matchBrand } from '../../src-shared/brand';
import * as cache from './cache';
import * as drafts from './drafts';
import { all, sql, type ReadableDB, type WritableDB } from './sql';
import { find } from './workspaces';

/** Whether this laptop writes the resolution: not a team viewer's (its library is read-only to the team; it only shows the brand). */
export function mayResolveBrands(db: ReadableDB, workspaceId: string): boolean {
  return find(db, workspaceId)?.team?.role !== 'viewer';
}

export interface BrandNameResult {
  /** Names turned into a profile id, with how many posts. */
  resolved: Array<{ name: string; id: string; posts: number }>;
  /** Names left as names: no profile of that name, several, or no profiles read at all. */
  unresolved: Array<{ name: string; why: 'unchecked' | 'no_such' | 'several'; posts: number }>;
}

/** The live drafts of a workspace whose brand is still a name, with that name. */
export function draftsByBrandName(db: ReadableDB, workspaceId: string): Array<{ id: string; name: string }> {
  const rows = all<{ id: string; profile_id: string }>(db, sql`
    SELECT id, profile_id FROM drafts WHERE workspace_id = ${workspaceId} AND deleted_at IS NULL AND substr(profile_id, 1, ${BRAND_NAME_PREFIX.length}) = ${BRAND_NAME_PREFIX} ORDER BY seq`);
  return rows.flatMap((r) => {
    const name = brandNameOf(r.profile_id);
    return name === null ? [] : [{ id: r.id, name }];
  });
}

/** What resolving would do, without writing (a viewer's laptop, and the words of the note). */
export function brandNames(db: ReadableDB, workspaceId: string): BrandNameResult & { ids: Map<string, string> } {
  const profiles = cache.profiles(db, workspaceId);
  const byName = new Map<string, { ids: string[]; match: ReturnType<typeof matchBrand> }>();
  for (const d of draftsByBrandName(db, workspaceId)) {
    const seen = byName.get(d.name) ?? { ids: [], match: profiles.length === 0 ? { kind: 'none' as const } : matchBrand(d.name, profiles) };
    seen.ids.push(d.id);
    byName.set(d.name, seen);
  }
  const out: BrandNameResult & { ids: Map<string, string> } = { resolved: [], unresolved: [], ids: new Map() };
  for (const [name, { ids, match }] of byName) {
    if (match.kind === 'one') {
      out.resolved.push({ name, id: match.id, posts: ids.length });
      for (const id of ids) out.ids.set(id, match.id);
    } else out.unresolved.push({ name, why: profiles.length === 0 ? 'unchecked' : match.kind === 'several' ? 'several' : 'no_such', posts: ids.length });
  }
  const byNameOrder = (a: { name: string }, b: { name: string }): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  out.resolved.sort(byNameOrder);
  out.unresolved.sort(byNameOrder);
  return out;
}

/** Turns every brand name that matches exactly one cached profile into its id (one library write per draft). */
export function resolveBrandNames(db: WritableDB, workspaceId: string): BrandNameResult {
  const plan = brandNames(db, workspaceId);
  if (!mayResolveBrands(db, workspaceId)) return { resolved: [], unresolved: plan.unresolved };
  const done = new Map<string, number>();
  // One transaction for them all: a big import resolved one write at a time held the app for seconds.
  db.transaction(() => {
    for (const [draftId, profileId] of plan.ids) {
      try {
        drafts.update(db, draftId, { profile_id: profileId });
        done.set(profileId, (done.get(profileId) ?? 0) + 1);
      } catch {
        // A draft gone or changed meanwhile keeps its name; the next read of the profiles checks it again.
      }
    }
  })();
  return {
    resolved: plan.resolved.map((r) => ({ ...r, posts: Math.min(r.posts, done.get(r.id) ?? 0) })).filter((r) => r.posts > 0),
    unresolved: plan.unresolved,
  };
}

/** The cached profiles as the brand checks read them, and when they were last read (null: never). */
export function brandProfilesOf(profiles: readonly cache.CachedProfile[]): { profiles: Array<{ profile_id: string; name: string }>; readAt: string | null } {
  return { profiles: profiles.map((p) => ({ profile_id: p.profile_id, name: p.name })), readAt: profiles.map((p) => p.fetchedAt).sort().at(-1) ?? null };
}

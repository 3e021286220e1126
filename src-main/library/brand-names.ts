/**
 * w27brand (walk 23): brands kept by name (`name:…`, src-shared/brand.ts) turned into their profile's id once the
 * profiles are known. Called after the profiles are read from the Hub (Channels' refresh, `postroom profiles`).
 *
 * 1. Every live draft of the workspace whose brand is a name is matched against the cached profiles (as written
 *    first, then with its case folded, never without its diacritics: matchBrand).
 * 2. One match: the drafts' `profile_id` becomes that id, one library write per name (drafts.replaceProfile: as
 *    drafts.update would, revision +1; in a team workspace each draft goes to the team like any edit; the caller leaves
 *    it to editors and up: a viewer's laptop only shows the brand). A profile's id kept as a name (given before the
 *    profiles were read) is that profile (matchBrand, w31paging).
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

/** The stored values (`name:…`) of a workspace's live drafts kept by name, each with how many drafts hold it. */
function storedNames(db: ReadableDB, workspaceId: string): Array<{ stored: string; name: string; posts: number }> {
  const rows = all<{ profile_id: string; n: number }>(db, sql`
    SELECT profile_id, count(*) AS n FROM drafts WHERE workspace_id = ${workspaceId} AND deleted_at IS NULL
      AND substr(profile_id, 1, ${BRAND_NAME_PREFIX.length}) = ${BRAND_NAME_PREFIX} GROUP BY profile_id ORDER BY profile_id`);
  return rows.flatMap((r) => {
    const name = brandNameOf(r.profile_id);
    return name === null ? [] : [{ stored: r.profile_id, name, posts: r.n }];
  });
}

/** What resolving would do, without writing (a viewer's laptop, and the words of the note); `stored`: the values each name is kept as. */
export function brandNames(db: ReadableDB, workspaceId: string): BrandNameResult & { stored: Map<string, { id: string; values: string[] }> } {
  const profiles = cache.profiles(db, workspaceId);
  const byName = new Map<string, { values: string[]; posts: number; match: ReturnType<typeof matchBrand> }>();
  for (const d of storedNames(db, workspaceId)) {
    const seen = byName.get(d.name) ?? { values: [], posts: 0, match: profiles.length === 0 ? { kind: 'none' as const } : matchBrand(d.name, profiles) };
    seen.values.push(d.stored);
    seen.posts += d.posts;
    byName.set(d.name, seen);
  }
  const out: BrandNameResult & { stored: Map<string, { id: string; values: string[] }> } = { resolved: [], unresolved: [], stored: new Map() };
  for (const [name, { values, posts, match }] of byName) {
    if (match.kind === 'one') {
      out.resolved.push({ name, id: match.id, posts });
      out.stored.set(name, { id: match.id, values });
    } else out.unresolved.push({ name, why: profiles.length === 0 ? 'unchecked' : match.kind === 'several' ? 'several' : 'no_such', posts });
  }
  const byNameOrder = (a: { name: string }, b: { name: string }): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  out.resolved.sort(byNameOrder);
  out.unresolved.sort(byNameOrder);
  return out;
}

/**
 * Turns every brand name that matches exactly one cached profile into its id: one write per name, in one transaction
 * (w31paging: one write per draft held the app 5 s for 5,000 drafts; 100,000 imported by id before the profiles were
 * read are resolved at the app's first read of them). A draft deleted or changed meanwhile keeps what it has.
 */
export function resolveBrandNames(db: WritableDB, workspaceId: string): BrandNameResult {
  const plan = brandNames(db, workspaceId);
  if (!mayResolveBrands(db, workspaceId)) return { resolved: [], unresolved: plan.unresolved };
  const done = new Map<string, number>();
  db.transaction(() => {
    for (const [name, { id, values }] of plan.stored) {
      for (const from of values) done.set(name, (done.get(name) ?? 0) + drafts.replaceProfile(db, workspaceId, from, id));
    }
  }).immediate();
  return {
    resolved: plan.resolved.map((r) => ({ ...r, posts: done.get(r.name) ?? 0 })).filter((r) => r.posts > 0),
    unresolved: plan.unresolved,
  };
}

/** The cached profiles as the brand checks read them, and when they were last read (null: never). */
export function brandProfilesOf(profiles: readonly cache.CachedProfile[]): { profiles: Array<{ profile_id: string; name: string }>; readAt: string | null } {
  return { profiles: profiles.map((p) => ({ profile_id: p.profile_id, name: p.name })), readAt: profiles.map((p) => p.fetchedAt).sort().at(-1) ?? null };
}

/**
 * w27brand (walk 23): a post's brand, derived once and shown alike by every screen and the CLI.
 *
 * A brand imported by its NAME where no profile could check it (the profiles were never read from the Hub) is
 * stored as `name:<the name>` in `profile_id`: recognisable as a name, never an id pretending (before, the bare
 * name sat there and passed for a profile id). Once the profiles are known, a name that matches exactly one
 * profile is turned into its id (library brand-names.ts); one matching none or several stays a name and is
 * named. Preflight holds a post whose brand is still a name: the Hub would refuse it.
 */

/** How a brand kept by name starts in `profile_id`. */
export const BRAND_NAME_PREFIX = 'name:';

/** `profile_id` for a brand given by name and not yet turned into a profile id. */
export const brandByName = (name: string): string => `${BRAND_NAME_PREFIX}${name.normalize('NFC').trim()}`;

/** The name of a brand kept by name (null: the value is a profile id, or empty). */
export function brandNameOf(profileId: string | null | undefined): string | null {
  if (typeof profileId !== 'string' || !profileId.startsWith(BRAND_NAME_PREFIX)) return null;
  const name = profileId.slice(BRAND_NAME_PREFIX.length).trim();
  return name === '' ? null : name;
}

/**
 * h-brand (walk 33b): a brand kept by name turned into its profile's id is not an edit of what was approved. The draft keeps
 * what it was checked from (`profile_from`): the name AND the id it became, so the name stands for the brand only while
 * `profile_id` still is that id. A person's other choice, a teammate's concurrent change merged beside the check, or an
 * older build's write that leaves `profile_from` behind: `profile_id` differs, and the brand reads as it is (an edit).
 */
const CHECKED_SEP = '\u0000';

/** `profile_from` of a brand kept by name (`name:…`) checked against the Hub's profiles and found to be `id`. */
export const brandChecked = (byName: string, id: string): string => `${byName}${CHECKED_SEP}${id}`;

/** The brand a post was approved with: its name while `profile_id` is still the id that name was checked to, else `profile_id`. */
export function brandAsApproved(profileId: string | null, profileFrom: string | null | undefined): string | null {
  const checked = checkedFrom(profileFrom);
  return checked && checked.id === profileId ? checked.byName : profileId;
}

/** What a `profile_from` says: the name kept (`name:…`) and the id it was checked to; null: none, or not such a value. */
export function checkedFrom(profileFrom: string | null | undefined): { byName: string; id: string } | null {
  if (typeof profileFrom !== 'string') return null;
  const at = profileFrom.lastIndexOf(CHECKED_SEP);
  if (at < 0) return null;
  const byName = profileFrom.slice(0, at);
  const id = profileFrom.slice(at + CHECKED_SEP.length);
  return brandNameOf(byName) !== null && id !== '' ? { byName, id } : null;
}

/** A profile as the cache and the renderer's profile list both hold it. */
export interface BrandProfile { profile_id: string; name: string }

/**
 * Which profiles a brand given by hand matches (a sheet's cell, `--profile`, the Import tab's choice; kept as a name when
 * no profiles were read): a profile's id as given first (w31paging: an id given before the profiles were read is that
 * profile once they are), then a name as written, then with its case folded. Never without its diacritics: in Vietnamese
 * they make another word ("Ca Phe" is not taken for "Cà Phê" silently: the import suggests it, walk 11).
 */
export type BrandMatch = { kind: 'one'; id: string } | { kind: 'none' } | { kind: 'several'; ids: string[] };

/** Case and spaces folded, diacritics kept ("Cà Phê" and "cà  phê" fold alike; "ca phe" does not). */
const fold = (s: string): string => s.normalize('NFC').toLocaleLowerCase('vi').trim().replace(/\s+/g, ' ');
const exact = (s: string): string => s.normalize('NFC').trim();

export function matchBrand(name: string, profiles: readonly BrandProfile[]): BrandMatch {
  const pick = (ids: string[]): BrandMatch | null => {
    const unique = [...new Set(ids)];
    return unique.length === 1 ? { kind: 'one', id: unique[0] as string } : unique.length > 1 ? { kind: 'several', ids: unique } : null;
  };
  const n = exact(name);
  if (profiles.some((p) => p.profile_id === n)) return { kind: 'one', id: n };
  const byExact = pick(profiles.filter((p) => exact(p.name) === n).map((p) => p.profile_id));
  if (byExact) return byExact;
  const f = fold(name);
  return pick(profiles.filter((p) => fold(p.name) === f).map((p) => p.profile_id)) ?? { kind: 'none' };
}

/**
 * A post's brand as a person is told it:
 * - `none`: no brand chosen;
 * - `profile`: a profile id (its name where the profiles read know it);
 * - `name`: kept by name: `unchecked` (no profiles read yet, or read but not yet applied here), `no_such` (no profile
 *   of that name among those read), `several` (more than one profile of that name).
 */
export type Brand =
  | { kind: 'none' }
  | { kind: 'profile'; id: string; name: string | null }
  | { kind: 'name'; name: string; why: 'unchecked' | 'no_such' | 'several'; match?: string };

export function brandOf(profileId: string | null | undefined, profiles: readonly BrandProfile[]): Brand {
  if (typeof profileId !== 'string' || profileId.trim() === '') return { kind: 'none' };
  const name = brandNameOf(profileId);
  if (name === null) {
    const p = profiles.find((x) => x.profile_id === profileId);
    return { kind: 'profile', id: profileId, name: p && p.name !== '' ? p.name : null };
  }
  if (profiles.length === 0) return { kind: 'name', name, why: 'unchecked' };
  const m = matchBrand(name, profiles);
  // One match not yet written here (a viewer's laptop, or before an editor's laptop read the profiles): still unchecked, grouped with its profile.
  return m.kind === 'one' ? { kind: 'name', name, why: 'unchecked', match: m.id } : { kind: 'name', name, why: m.kind === 'none' ? 'no_such' : 'several' };
}

/**
 * The one key a brand is grouped by (the Calendar legend, its colour): a profile by its id; a name that matches one
 * profile by that profile's id (one brand, never listed twice); another name by its name (folded, so one name once).
 */
export const brandKey = (b: Brand): string => (b.kind === 'profile' ? b.id : b.kind === 'name' ? b.match ?? `${BRAND_NAME_PREFIX}${fold(b.name)}` : '');

/** English words for a brand (the CLI, the core's messages); the screens say the same from their catalogs. */
export function sayBrand(b: Brand): string {
  if (b.kind === 'none') return 'no brand';
  if (b.kind === 'profile') return b.name ?? b.id;
  return `“${b.name}” (${b.why === 'unchecked' ? 'not checked with the Hub yet' : b.why === 'several' ? 'several profiles have this name at the Hub' : 'no such profile at the Hub'})`;
}

/** The note of one name resolved, in English (the CLI; the screens say it from their catalogs). */
export const sayResolved = (r: { name: string; id: string; posts: number }): string =>
  `${r.posts} ${r.posts === 1 ? 'post' : 'posts'}: brand “${r.name}” is profile ${r.id} — checked after the profiles were read`;

/** The note of one name left as a name, in English. */
export const sayUnresolved = (r: { name: string; why: 'unchecked' | 'no_such' | 'several'; posts: number }): string =>
  `${r.posts} ${r.posts === 1 ? 'post' : 'posts'}: brand “${r.name}” ${r.why === 'several' ? 'matches several profiles at the Hub' : r.why === 'no_such' ? 'is no profile at the Hub' : 'is not checked with the Hub yet'} — choose its profile; held back from sending until then`;

/** The known brands, said in a refusal: "Áo Dài Hội An (prof_aodai), Cà Phê Sữa Đá (prof_caphe)". */
export const sayKnownBrands = (profiles: readonly BrandProfile[]): string =>
  profiles.map((p) => (p.name && p.name !== p.profile_id ? `${p.name} (${p.profile_id})` : p.profile_id)).join(', ');

/**
 * w30walk, w31paging (walk 27, 1): why the profile chosen for an import's rows (`--profile`, the Import tab's choice) is
 * refused once the profiles are read — it matches none of them, or several — naming the brands there are. `chosen` is how
 * the caller names the choice (the CLI: `--profile "…"`). The CLI and the core importer say it alike.
 */
export function sayChoiceRefused(value: string, match: BrandMatch, profiles: readonly BrandProfile[], chosen = `the profile chosen for the rows, "${value.trim()}",`): string {
  if (match.kind === 'several') return `several profiles at the Hub are named "${value.trim()}": give one by its id`;
  return `${chosen} is no profile at the Hub: ${profiles.length > 0 ? `its profiles are ${sayKnownBrands(profiles)}` : 'it has no profiles'}`;
}

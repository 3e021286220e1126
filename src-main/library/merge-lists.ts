/**
 * A draft's lists saved against what the editor started from (issue 33, two people editing one
 * draft): the composer sends its tags, channel captions (and, for any caller, photos) with the
 * list it started from (`base`); only its own changes — tags added or removed, photos added or
 * removed, channel captions added, removed or edited — are applied onto what is stored now, so a
 * teammate's change to another tag, photo or channel that landed meanwhile stays. A channel caption
 * edited on both sides is merged 3-way like the main caption (merge-text.ts).
 *
 * Decided cases (the same as the team document's, src-main/team/schema.ts LIST_KEYS): a channel
 * caption one side removed and the other edited is removed; `Coffee` and `coffee` are one tag.
 */
import type { CaptionsInput } from './draft-captions';
import { LibraryError } from './errors';
import { merge3 } from './merge-text';
import type { ParsedPhoto } from './model';

/** The lists a save started from (drafts.update `base`, beside the texts). */
export interface ListBase {
  /** The tags as the editor opened them, in order. */
  tags?: string[];
  /** The channel captions as the editor opened them (a channel absent = none of its own). */
  captions?: Record<string, { caption: string; title?: string | null }>;
  /** The photos' ids as the editor opened them, in order. */
  photos?: string[];
  /** optsmerge: the channel options (`fields`) as the editor opened them. */
  fields?: Record<string, string>;
  /** optsmerge: the channels (`platforms`) as the editor opened them. */
  platforms?: string[];
}

/** One tag per name as the library compares them (model.ts dedupes tags the same way). */
const fold = (t: string): string => t.toLocaleLowerCase('und');
const MAX_TAGS = 50;

/** My tags (changed from `base`) applied onto `current`: my adds and removals, a teammate's stay. */
export function mergeTags(base: readonly string[], mine: readonly string[], current: readonly string[]): string[] {
  const b = base.map(fold);
  if (current.length === base.length && current.every((t, i) => fold(t) === b[i])) return [...mine];
  const baseSet = new Set(b);
  const mineSet = new Set(mine.map(fold));
  const removed = new Set(b.filter((t) => !mineSet.has(t)));
  // A tag I only respelled (coffee → Coffee) takes my spelling where it still stands.
  const spelling = new Map(mine.filter((t) => baseSet.has(fold(t))).map((t) => [fold(t), t]));
  const out = current.filter((t) => !removed.has(fold(t))).map((t) => {
    const mineSpelling = spelling.get(fold(t));
    return mineSpelling !== undefined && base.includes(t) ? mineSpelling : t;
  });
  const have = new Set(out.map(fold));
  for (const t of mine) {
    if (baseSet.has(fold(t)) || have.has(fold(t))) continue;
    out.push(t);
    have.add(fold(t));
  }
  if (out.length > MAX_TAGS) {
    throw new LibraryError('invalid_input', `tags: at most ${MAX_TAGS} with a teammate's tags (${out.length})`, {
      details: { issues: [{ field: 'tags', message: `at most ${MAX_TAGS} tags (${out.length} with the tags added meanwhile)` }] },
    });
  }
  return out;
}

type Own = { caption: string; title?: string | null | undefined };
const titleOf = (c: Own): string | null => c.title ?? null;

/** A title changed on one or both sides: mine when only mine changed, theirs when only theirs did, else merged. */
function mergeTitle(base: string | null, mine: string | null, current: string | null): string | null {
  if (mine === base) return current;
  if (current === base || mine === null || current === null) return mine;
  return merge3(base ?? '', mine, current);
}

/**
 * The captions patch to write: only the channels I changed from `base`, each merged into what is
 * stored now (`current`). A channel unchanged here is left out, so a teammate's edit of it stays.
 */
export function mergeCaptions(base: NonNullable<ListBase['captions']>, mine: CaptionsInput, current: ReadonlyMap<string, Own>): CaptionsInput {
  const out: CaptionsInput = {};
  for (const [channel, m] of Object.entries(mine)) {
    const b = Object.hasOwn(base, channel) ? (base[channel] as Own) : null;
    const c = current.get(channel) ?? null;
    if (m === null) {
      // My removal: only of a caption I started from. One I never had that a teammate added
      // meanwhile stays (xcaption, walk 6: a null held on screen dropped a teammate's X caption).
      if (b !== null && c !== null) out[channel] = null;
      continue;
    }
    if (b !== null && m.caption === b.caption && titleOf(m) === titleOf(b)) continue; // not changed here
    if (b !== null && c === null) continue; // removed by a teammate meanwhile: the removal wins
    if (c === null) {
      out[channel] = { caption: m.caption, title: titleOf(m) };
      continue;
    }
    // Added here while a teammate added one too (base ''), or edited on both sides: both kept.
    out[channel] = { caption: merge3(b?.caption ?? '', m.caption, c.caption), title: mergeTitle(b === null ? null : titleOf(b), titleOf(m), titleOf(c)) };
  }
  return out;
}

/**
 * My photos (changed from the ids in `base`) applied onto `current`: photos I removed go, photos I
 * added (no id, or an id the draft never had) are put after the others, a teammate's stay. When
 * nobody else changed the list, my order is kept as given.
 */
export function mergePhotos(base: readonly string[], mine: readonly ParsedPhoto[], current: ReadonlyArray<{ id: string; url: string | null; path: string | null }>): ParsedPhoto[] {
  if (current.length === base.length && current.every((p, i) => p.id === base[i])) return [...mine];
  const baseSet = new Set(base);
  const mineIds = new Set(mine.flatMap((p) => (p.id !== undefined ? [p.id] : [])));
  const out: ParsedPhoto[] = current
    .filter((p) => !baseSet.has(p.id) || mineIds.has(p.id))
    .map((p) => mine.find((m) => m.id === p.id) ?? { id: p.id, ...(p.url !== null ? { url: p.url } : { path: p.path ?? '' }) });
  const have = new Set(current.map((p) => p.id));
  for (const p of mine) if (p.id === undefined || (!baseSet.has(p.id) && !have.has(p.id))) out.push(p);
  return out;
}

/**
 * optsmerge (walk 7): the `fields` patch to write, holding only the channel options I changed from
 * `base` (a key given as null or '' is a removal, as in drafts.update). A composer sends every
 * option it holds, a teammate's it never saw change included; those equal to `base` are left out,
 * so the teammate's newer value stays. An option changed on both sides takes mine.
 */
export function mergeFields(base: Readonly<Record<string, string>>, mine: Readonly<Record<string, string | null>>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [k, m] of Object.entries(mine)) {
    const b = Object.hasOwn(base, k) ? (base[k] as string) : '';
    if ((m ?? '') !== b) out[k] = m;
  }
  return out;
}

/**
 * optsmerge: my channel list (changed from `base`) applied onto `current`: channels I removed go,
 * channels I added are put after the others, a teammate's adds and removals stay. When nobody else
 * changed the list, my order is kept as given.
 */
export function mergePlatforms<T extends string>(base: readonly string[], mine: readonly T[], current: readonly T[]): T[] {
  if (current.length === base.length && current.every((c, i) => c === base[i])) return [...mine];
  const baseSet = new Set<string>(base);
  const mineSet = new Set<string>(mine);
  const out = current.filter((c) => !(baseSet.has(c) && !mineSet.has(c)));
  for (const c of mine) if (!baseSet.has(c) && !out.includes(c)) out.push(c);
  return out;
}

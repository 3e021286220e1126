/**
 * w30walk (walk 27, 1): `drafts import` and `campaign import` with `--profile NAME|ID`. Before, on a laptop that had never
 * read the profiles the value was stored as given — a brand's NAME where the profile id belongs — and the Hub refused
 * every post ("profile "Áo Dài Hội An" is not on this account"). Now:
 * 1. with no profiles cached, the Hub's profiles are read first, as `postroom profiles` does (profiles.refresh);
 * 2. the value is a profile's id, or the name of exactly one profile (src-shared/brand.ts matchBrand): the importer
 *    turns it into that id from the cache, as a sheet's brand cells;
 * 3. anything else is refused, naming the known brands, before a row is read — nothing imported.
 */
import type { Output } from '../../bridge';
import { PostroomError } from '../../common';
import { matchBrand, sayChoiceRefused, type BrandProfile } from '../../../src-shared/brand';
import type { CliContext } from '../command';
import { withLibrary } from './drafts';

/** `--profile` names no profile the Hub has (or the Hub's profiles could not be read to check it). */
export class ProfileChoiceRefused extends PostroomError<'unknown_profile' | 'profiles_unread'> {
  override readonly name = 'ProfileChoiceRefused';
}

const cached = (ctx: CliContext): Promise<BrandProfile[]> =>
  withLibrary(ctx, async (lib) => lib.cache.profiles(lib.db, lib.workspaces.currentWorkspaceId(lib.db)).map((p) => ({ profile_id: p.profile_id, name: p.name })));

/** Reads the Hub's profiles into the cache (the bridge's profiles.refresh, as `postroom profiles`). */
async function refreshed(ctx: CliContext, value: string): Promise<BrandProfile[]> {
  const { createCore } = await import('../../bridge');
  const core = await createCore({ dataDir: ctx.dataDir, shell: 'web', env: ctx.env, connectivityIntervalMs: 0, resume: false, applyStagedRestore: false });
  try {
    const r = await core.dispatch('profiles.refresh', {});
    if (!r.ok) throw new ProfileChoiceRefused('profiles_unread', `--profile "${value}" cannot be checked: the Hub's profiles could not be read (${r.error.message}); nothing imported — run again when the Hub answers, or after postroom profiles`);
    return (r.value as Output<'profiles.refresh'>).map((p) => ({ profile_id: p.profile_id, name: p.name }));
  } finally {
    await core.close();
  }
}

/**
 * Checks `--profile VALUE` against the profiles (read from the Hub first when none are cached) and returns it: with the
 * profiles cached, the importer turns a name into its id and the report says so ("profile_id "…" → prof_…", reportLayout).
 * @throws ProfileChoiceRefused
 */
export async function profileChoice(ctx: CliContext, value: string): Promise<string> {
  let profiles = await cached(ctx);
  if (profiles.length === 0) profiles = await refreshed(ctx, value);
  const m = matchBrand(value, profiles);
  if (m.kind === 'one') return value.trim();
  throw new ProfileChoiceRefused('unknown_profile', `${sayChoiceRefused(value, m, profiles, `--profile "${value.trim()}"`)}; nothing imported`);
}

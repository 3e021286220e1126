/**
 * w27brand (walk 23): a post's brand in the person's words, from the core's one derivation (src-shared/brand.ts
 * brandOf): a profile by its name, a brand still a name as "Cà Phê Sữa Đá (not checked with the Hub yet)" or "(no such
 * profile at the Hub)", on every screen alike. `none`: the screen's own words for no brand.
 */
import { brandOf, type Brand, type BrandProfile } from '../../../src-shared/brand';

type T = (key: string, opts?: { values: Record<string, string | number> }) => string;

export function brandWords(b: Brand, t: T, none: string): string {
  if (b.kind === 'none') return none;
  if (b.kind === 'profile') return b.name ?? b.id;
  return t(`w27brand.${b.why}`, { values: { name: b.name } });
}

/** The brand of a `profile_id` in words, against the profiles the app holds. */
export const brandOfWords = (profileId: string | null | undefined, profiles: readonly BrandProfile[], t: T, none: string): string => brandWords(brandOf(profileId, profiles), t, none);

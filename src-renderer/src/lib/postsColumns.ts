/**
 * h-posts1280 (walk 32): the widths of the campaign's Posts table (Campaigns/PostsTab.svelte). At a 1,280 px window it
 * scrolled sideways, so its State column began cut: its columns were guesses (Profile 8.5rem, Time 15.5rem…) summing
 * to 70.5rem, wider than the 63rem there. Now:
 *
 * 1. each column but the caption's is as wide as its widest words on one line, its header's (bold) included, measured on
 *    a canvas (columnWidth.ts: no layout, once per distinct words, never per row drawn) — so State and Time read whole;
 * 2. Profile and Channels stop at a cap (their cells are cut, with their whole words on hover);
 * 3. the caption takes what is left, at least CAPTION_MIN_REM: narrower than the columns and that, the table scrolls
 *    sideways rather than cutting a state or a time (`minWidth`).
 *
 * Figures: the table's font is 0.9rem (VirtualTable), its headers' weight 600, a cell pads 0.5rem a side.
 */
import { columnRem } from './columnWidth';

/** The least the caption's column keeps: a few words of the post, cut with "…". */
export const CAPTION_MIN_REM = 7;
/** The checkbox's column. */
const CHECK_REM = 2.4;
/** A cell's padding (0.5rem a side) and a little room against rounding. */
const PAD = 1.1;
const CELL = { fontRem: 0.9, extra: PAD };
/** A state's badge pads 0.4rem a side; a review's badge (ReviewState: 0.8rem, bold) 0.5rem. */
const STATE_BADGE = 0.8;
const REVIEW_BADGE = 1;
/** The photo cell's "+" (0.4rem apart, 0.4rem padding a side, a 1px border) after the count. */
const PHOTO_ADD = 0.4 + 0.8 + 0.15 + 0.1;

export interface PostsColumnWords {
  /** The headers' words: #, Profile, Channels, Photos, Time, State (the caption's keeps CAPTION_MIN_REM). */
  heads: { number: string; profile: string; channels: string; photos: string; time: string; state: string };
  /** The highest position (its digits). */
  lastPosition: number;
  /** The profiles' words and the channel lists, distinct. */
  profiles: Iterable<string>;
  channels: Iterable<string>;
  /** The most photos a post has. */
  mostPhotos: number;
  /** Timed rows' times, digits as 0s (the cell shows tabular digits): "0000-00-00 00:00 Asia/Ho_Chi_Minh". */
  timed: Iterable<string>;
  /** Times in words ("at once, when sent", "the Hub's queue"). */
  timeWords: Iterable<string>;
  /** Rem a clock-change mark ("⚠ 02:30") and its offset add to a timed row (0: none is shown). */
  timeMark: number;
  /** The states' words (with who sent it), and the review badges' words shown instead of "Draft". */
  states: Iterable<string>;
  reviews: Iterable<string>;
}

export interface PostsColumns {
  /** VirtualTable's `cols`: checkbox, #, caption ('' takes the rest), profile, channels, photos, time, state, send (0). */
  cols: string[];
  /** The table's least width: every column but the caption's, and CAPTION_MIN_REM. */
  minWidth: string;
  /** Where the caption's column starts (the Send words' line and its header start there). */
  postLeftRem: number;
  timeRem: number;
  stateRem: number;
}

const digits = (n: number): string => '0'.repeat(String(Math.max(1, Math.floor(n))).length);

export function postsColumns(w: PostsColumnWords): PostsColumns {
  /** A column's width: its cells' widest words (up to `max`: cut past it, whole on hover), never less than its header's. */
  const fit = (texts: Iterable<string>, header: string, o: { extra?: number; max?: number } = {}) =>
    Math.max(columnRem([header], { fontRem: 0.9, extra: PAD, min: 0, weight: 600 }), columnRem(texts, { ...CELL, min: 0, ...o }));
  const numberRem = fit([digits(w.lastPosition)], w.heads.number);
  const profileRem = fit(w.profiles, w.heads.profile, { max: 8.5 });
  const channelsRem = fit(w.channels, w.heads.channels, { max: 7.5 });
  const photosRem = fit([`${digits(w.mostPhotos)}+`], w.heads.photos, { extra: PAD + PHOTO_ADD });
  const timed = [...w.timed];
  const timeRem = Math.max(fit(w.timeWords, w.heads.time), timed.length > 0 ? columnRem(timed, { ...CELL, min: 0 }) + w.timeMark : 0);
  const stateRem = Math.max(
    fit(w.states, w.heads.state, { extra: PAD + STATE_BADGE, max: 22 }),
    columnRem(w.reviews, { fontRem: 0.8, extra: PAD + REVIEW_BADGE, min: 0, weight: 600, max: 22 }),
  );
  const fixed = [CHECK_REM, numberRem, profileRem, channelsRem, photosRem, timeRem, stateRem];
  const sum = fixed.reduce((a, b) => a + b, 0);
  return {
    cols: [`${CHECK_REM}rem`, `${numberRem}rem`, '', `${profileRem}rem`, `${channelsRem}rem`, `${photosRem}rem`, `${timeRem}rem`, `${stateRem}rem`, '0'],
    minWidth: `${sum + CAPTION_MIN_REM}rem`,
    postLeftRem: CHECK_REM + numberRem,
    timeRem,
    stateRem,
  };
}

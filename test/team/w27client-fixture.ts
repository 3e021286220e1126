/** w27client: the posts the client-page tests (unit and Chromium) share. */
import { join } from 'node:path';
import sharp from 'sharp';
import type { WritableDB } from '../../src-main/library';
import { drafts } from '../../src-main/library';
import { DEFAULT_REVIEW_SETTINGS, type ReviewMember } from '../../src-main/team';

export const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };

/** 387 characters as X counts them (plain Latin letters count one each). */
export const LONG_X = `New Year is coming and our salted coffee is back: brewed slowly, topped with a cloud of salted cream, 20% off every cup until the third day of the new year. ${'Bring a friend, share a table, taste the season. '.repeat(6)}`.slice(0, 387);
export const SHORT_X = 'Salted coffee is back for Tết: 20% off every cup until the third day.';

export async function photo(dir: string, name: string, width: number, height: number): Promise<string> {
  const path = join(dir, name);
  await sharp({ create: { width, height, channels: 3, background: '#c84' } }).jpeg().toFile(path);
  return path;
}

/** Two posts on Instagram and X, one whose X caption is 387 characters, one that fits. */
export async function longAndFitting(db: WritableDB, dir: string) {
  const square = await photo(dir, 'square.jpg', 1080, 1080);
  const long = drafts.create(db, { profile_id: 'prof_caphe', platforms: ['instagram', 'x'], caption: SHORT_X, captions: { x: { caption: LONG_X } }, photos: [square], scheduled_at: '2027-01-15T08:00', timezone: 'Asia/Ho_Chi_Minh' });
  const fits = drafts.create(db, { profile_id: 'prof_caphe', platforms: ['instagram', 'x'], caption: SHORT_X, photos: [square], scheduled_at: '2027-01-16T08:00', timezone: 'Asia/Ho_Chi_Minh' });
  return { long, fits };
}


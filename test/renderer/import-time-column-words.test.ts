/**
 * Walk 12: a sheet's separate Time column is named in the reading line in the person's words
 * ("Time → Date and time (time of day)"), never as the raw `scheduled_at (time)`.
 */
import { get } from 'svelte/store';
import { addMessages, format, init, locale } from 'svelte-i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldLabel, type Translate } from '../../src-renderer/src/lib/importReport';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';

const t = (lang: 'en' | 'vi'): Translate => {
  locale.set(lang);
  const f = get(format);
  return (key, options) => f(key, options);
};

beforeAll(async () => {
  addMessages('en', en as never);
  addMessages('vi', vi as never);
  await init({ fallbackLocale: 'en', initialLocale: 'en' });
});

describe('a separate time column in the reading line', () => {
  it('is the date\'s time of day, in English and Vietnamese', () => {
    expect(fieldLabel('scheduled_at (time)', t('en'))).toBe('Date and time (time of day)');
    expect(fieldLabel('scheduled_at (time)', t('vi'))).toBe('Ngày giờ (giờ trong ngày)');
    expect(fieldLabel('scheduled_at', t('en'))).toBe('Date and time');
  });
});

/**
 * Walk 12: a sheet's separate Time column is named in the reading line in the person's words
 * ("Time → Date and time (time of day)"), never as the raw `scheduled_at (time)`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldLabel } from '../../src-renderer/src/lib/importReport';
import { loadWords, tr as t } from './helpers';

beforeAll(() => loadWords());

describe('a separate time column in the reading line', () => {
  it('is the date\'s time of day, in English and Vietnamese', () => {
    expect(fieldLabel('scheduled_at (time)', t('en'))).toBe('Date and time (time of day)');
    expect(fieldLabel('scheduled_at (time)', t('vi'))).toBe('Ngày giờ (giờ trong ngày)');
    expect(fieldLabel('scheduled_at', t('en'))).toBe('Date and time');
  });
});

/**
 * Issue 31 part 6: no raw field name or code in a dry run. Every code a dry-run row can carry (the
 * publisher's preflight and the dry run's own) reads in the person's words in English and
 * Vietnamese, through the app's own i18n runtime and catalogs; the code itself is not in the words.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DRY_RUN_CODES } from '../../src-main/campaigns';
import { PROBLEM_CODES } from '../../src-main/publisher';
import { changeDay, dryRunProblemText, zoneText } from '../../src-renderer/src/screens/Campaigns/dryrun-words';
import { loadWords, tr as t } from '../renderer/helpers';

beforeAll(() => loadWords());

describe('the dry run in the person\'s words', () => {
  for (const lang of ['en', 'vi'] as const) {
    it(`every dry-run problem code has its own words in ${lang}, without the code`, () => {
      const tr = t(lang);
      const other = tr('compose.problem.other', { values: { code: 'x' } }).replace('x', '');
      for (const code of [...PROBLEM_CODES, ...DRY_RUN_CODES]) {
        const words = dryRunProblemText({ code, field: code === 'missing_field' ? 'pinterest_board_id' : null, message: 'the core\'s English' }, tr, (k) => k);
        expect(words, code).not.toContain(code);
        expect(words, code).not.toContain('pinterest_board_id');
        expect(words.startsWith(other.split('(')[0] ?? '\u0000'), `${code} falls back to the generic words: ${words}`).toBe(false);
        expect(words, code).not.toMatch(/^campaignRun\.|^compose\./); // a missing key shows as its key
      }
    });
  }
});

describe('the dry run\'s time column (fix-send)', () => {
  it('says a zone once: a post in UTC reads UTC, not UTC UTC+00:00', () => {
    expect(zoneText('UTC', '+00:00', true)).toBe('UTC');
    expect(zoneText('UTC', '+00:00', false)).toBe('UTC');
    expect(zoneText('Europe/Berlin', '+02:00', true)).toBe('Europe/Berlin UTC+02:00');
    expect(zoneText('Europe/Berlin', '+02:00', false)).toBe('UTC+02:00');
    expect(zoneText('Europe/London', '+00:00', true)).toBe('Europe/London UTC+00:00');
  });

  it('names the day of a clock change in each language', () => {
    expect(changeDay('2027-03-28', 'en')).toBe('Mar 28');
    expect(changeDay('2027-03-28', 'vi')).toBe('28 thg 3');
    const tr = t('en');
    expect(tr('fixSend.dstAfter', { values: { date: changeDay('2027-03-28', 'en') } })).toBe('after the clock change of Mar 28');
  });
});

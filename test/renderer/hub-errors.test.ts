/**
 * Every Hub code of hub-api part 7 (and platform_not_supported) is explained in both languages,
 * meaning and what to do, and the Vietnamese is not the English left in place.
 */
import { describe, expect, it } from 'vitest';
import { KNOWN_HUB_CODES } from '../../src-main/hub';
import { hubEn } from '../../src-renderer/src/lib/i18n/hub.en';
import { hubVi } from '../../src-renderer/src/lib/i18n/hub.vi';
import { errorLine, explainKeys } from '../../src-renderer/src/lib/hubErrors';

const en = hubEn.hubErrors.code as Record<string, { meaning: string; todo: string }>;
const vi = hubVi.hubErrors.code as Record<string, { meaning: string; todo: string }>;

describe('Hub error explanations', () => {
  it.each([...KNOWN_HUB_CODES])('%s has a meaning and what to do, in English and Vietnamese', (code) => {
    expect(explainKeys(code)).toEqual({ meaning: `hubErrors.code.${code}.meaning`, todo: `hubErrors.code.${code}.todo` });
    for (const lang of [en, vi]) {
      expect(lang[code]?.meaning.length).toBeGreaterThan(10);
      expect(lang[code]?.todo.length).toBeGreaterThan(5);
    }
    expect(vi[code]!.meaning).not.toBe(en[code]!.meaning);
    expect(vi[code]!.todo).not.toBe(en[code]!.todo);
  });

  it('an unknown code is shown by name with its message, not invented', () => {
    expect(explainKeys('brand_new_code')).toBeNull();
    expect(errorLine({ code: 'brand_new_code', message: 'as the Hub said' }, (k) => k)).toBe('brand_new_code: as the Hub said');
    expect(errorLine({ code: 'forbidden', message: 'no plan' }, (k) => `<${k}>`)).toBe('<hubErrors.code.forbidden.meaning> <hubErrors.code.forbidden.todo> (forbidden: no plan)');
  });
});

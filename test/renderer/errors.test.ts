/**
 * How screens say errors (issue 32): through the shared model, in the reader's language, with
 * the code only as a detail. A post refused by the Hub or retrying after an answer says who said
 * it and what it means — not `invalid_request` or `upstream_error` in the line.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PostStateDto } from '../../src-main/bridge/contract';
import { errorLine, explain, langOf } from '../../src-renderer/src/lib/errors';
import { stateDetail } from '../../src-renderer/src/lib/postState';
import { problemText } from '../../src-renderer/src/lib/problems';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

describe('errors on screen', () => {
  it('reads the language from the locale', () => {
    expect(langOf('vi')).toBe('vi');
    expect(langOf('vi-VN')).toBe('vi');
    expect(langOf('en-GB')).toBe('en');
    expect(langOf(null)).toBe('en');
  });

  it('a line says who and what, never the code or the raw words', () => {
    const e = { code: 'bridge_unreachable', message: 'The Postroom host did not answer (TypeError: Failed to fetch).', source: 'postroom' };
    expect(errorLine(e, 'en')).toMatch(/^Postroom’s own check: Postroom itself did not answer/);
    expect(errorLine(e, 'en')).not.toMatch(/TypeError|bridge_unreachable/);
    expect(errorLine(e, 'vi')).toMatch(/^Kiểm tra của chính Postroom: /);
    expect(explain({ code: 'platform_not_supported', message: 'x' }, 'en').meaning).not.toContain('platform_not_supported');
  });

  it('a refused or retrying post says who said it, in the reader’s language, without the code', () => {
    const base = { state: 'refused', tone: 'bad', total: 1, published: 0, refused: [], scheduledAt: null, timezone: null, retrying: false, nextTryAt: null, reason: { code: 'invalid_request', message: 'caption over 2200 characters for instagram' }, channels: [] } as unknown as PostStateDto;
    const refused = stateDetail(base, tr('en'), (s) => s, (c) => c);
    expect(refused).toBe('Not sent — The Hub: The Hub refused the request before spending anything: something is missing, malformed, too long, or not accepted.');
    const retrying = stateDetail({ ...base, state: 'sending', retrying: true, nextTryAt: '2030-01-01T00:00:00Z', reason: { code: 'network', message: 'fetch failed' } } as PostStateDto, tr('vi'), () => '09:00', (c) => c);
    expect(retrying).toMatch(/^Đang thử lại sau trả lời này — Mạng: Hub không trả lời/);
    expect(retrying).toContain('09:00');
    for (const s of [refused, retrying]) expect(s).not.toMatch(/invalid_request|network|fetch failed/);
  });

  it('a teammate’s post waiting to reach the Hub names their computer, never "this computer is offline" (walk 36b, 2)', () => {
    const base = { state: 'sending', tone: 'busy', total: 1, published: 0, refused: [], scheduledAt: null, timezone: null, retrying: true, nextTryAt: '2030-01-01T00:00:00Z', reason: { code: 'network', message: 'fetch failed' }, channels: [], by: { memberId: 'Vy', name: 'Vy', at: 0 } } as unknown as PostStateDto;
    const en = stateDetail(base, tr('en'), () => '7:56 PM', (c) => c);
    expect(en).toContain('The network: the Hub did not answer Vy’s computer');
    expect(en).not.toMatch(/this computer/);
    expect(stateDetail(base, tr('vi'), () => '19:56', (c) => c)).toContain('Hub không trả lời máy của Vy');
    // walk 36b: its next try passed (retried when the Hub answers): no time ahead is said.
    expect(stateDetail(base, tr('en'), () => '7:56 PM', (c) => c, Date.parse('2030-01-01T00:01:00Z'))).not.toContain('Next try');
    // This computer's own post keeps its words.
    expect(stateDetail({ ...base, by: null } as PostStateDto, tr('en'), () => '7:56 PM', (c) => c)).toMatch(/The network: The Hub did not answer: this computer is offline/);
  });

  it('a problem of a campaign’s spread is said in words (no_queue_settings leaked raw), an unknown one without its code', () => {
    for (const lang of ['en', 'vi'] as const) {
      const t = tr(lang);
      const spread = problemText({ code: 'no_queue_settings', field: null, message: 'no queue settings for prof_x: refresh them while online' }, t, (c) => c);
      expect(spread).toBe(lang === 'en' ? en.campaigns.spreadProblem.no_queue_settings : vi.campaigns.spreadProblem.no_queue_settings);
      const unknown = problemText({ code: 'brand_new_check', field: null, message: 'x' }, t, (c) => c);
      expect(unknown).not.toContain('brand_new_check');
    }
  });
});

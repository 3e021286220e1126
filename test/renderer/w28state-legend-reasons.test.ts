/**
 * w28state (walk 24, 4): the Send tab's batch legend, every part with its reason, in English and Vietnamese, from one
 * derivation (batchProgress.ts legendParts, which the legend and the bar's label both read). The Vietnamese legend said
 * "1 bị giữ lại" with no reason (the bare "held back" while the status of now differed; and the team's other holds), later
 * "1 không gửi (có lỗi)" of the same post. Walked over every kind a send records (skip-reasons.ts) and every segment.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { legendParts, SEGMENTS, SKIP_KINDS } from '../../src-renderer/src/lib/batchProgress';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const none = { problems: 0, changes: 0, approval: 0, submit: 0, resend: 0, teamSent: 0, revoked: 0, other: 0 };
const batch = (o: { skipped?: number; skippedFor?: Partial<typeof none>; byState?: Record<string, number> } = {}) => ({
  id: 'b1', total: 4, pending: 0, skipped: o.skipped ?? 0, byState: o.byState ?? {}, refusals: { some: 0, every: 0 }, scheduled: 0, queued: 0,
  ...(o.skippedFor ? { skippedFor: { ...none, ...o.skippedFor } } : {}),
});
const BARE = { en: ['held back', 'not sent', 'skipped'], vi: ['bị giữ lại', 'không gửi', 'bỏ qua'] };

describe('every legend part says why (w28state)', () => {
  for (const lang of ['en', 'vi'] as const) {
    const t: ReturnType<typeof tr> = (k, o) => tr(lang)(k, o);
    const word = (x: { key: string; names?: string[] }) => t(x.key, { values: { name: (x.names ?? []).join(', ') } });
    it(`${lang}: a post the send recorded as held for its problems says so (was "1 ${BARE[lang][0]}" while the post waited for review now)`, () => {
      const parts = legendParts(batch({ skipped: 1, skippedFor: { problems: 1 }, byState: { done: 3 } }), false, t, word);
      expect(parts.map((p) => p.text)).toEqual(lang === 'en' ? ['3 published', '1 not sent (problems)'] : ['3 đã đăng', '1 không gửi (có lỗi)']);
    });
    for (const kind of SKIP_KINDS) {
      it(`${lang}: held for ${kind}, beside one held for its problems`, () => {
        const parts = legendParts(batch({ skipped: 2, skippedFor: { problems: kind === 'problems' ? 2 : 1, [kind]: kind === 'problems' ? 2 : 1 } }), false, t, word);
        for (const p of parts) {
          const words = p.text.replace(/^\d+ /, '');
          expect(BARE[lang]).not.toContain(words);
          // A reason follows the state: "held back: …", "not sent (…)".
          expect(words).toMatch(/[:(]/);
        }
      });
    }
    it(`${lang}: every segment's legend names a state, none bare`, () => {
      for (const seg of SEGMENTS) {
        const text = t(`campaigns.seg_${seg}`);
        expect(text, seg).not.toBe('');
        expect(BARE[lang], seg).not.toContain(text);
      }
    });
  }
});

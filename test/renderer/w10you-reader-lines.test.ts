/**
 * w10you (walk 10): on Lan's own laptop her campaign's Review tab said "Client approved (relayed by Lan) — confirm"
 * on two rows and "relayed by you" on the third; the decisions panel "Preview made by Lan…; brought back by Lan";
 * her Compose "At the Hub since … (sent by Lan)" beside "edited by you". Every one of these names the reader: "you".
 * The words are checked in both languages; a guard checks no screen hands a relayer's, exporter's or sender's raw
 * name to a sentence (it must go through reader.ts sayName, which says "you" for the reader's own name).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sayName } from '../../src-renderer/src/lib/reader';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const say = (lang: 'en' | 'vi', key: string, values: Record<string, string>, me: string | null): string => {
  const t = tr(lang);
  const named = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, k === 'by' || k === 'me' ? sayName(v, me, t) : v]));
  return t(key, { values: named });
};

describe("the reader's own name is 'you'", () => {
  it('a client approval the reader relayed: "relayed by you" (both row sentences)', () => {
    expect(say('en', 'clientfix.clientApproved', { by: 'Lan' }, 'Lan')).toBe('The client approved (via you) — confirm');
    expect(say('en', 'reviewtruth.clientWaiting', { by: 'Lan' }, 'Lan')).toBe('The client approved (via you) — waits for an approver to confirm');
    expect(say('vi', 'reviewtruth.clientWaiting', { by: 'Lan' }, 'Lan')).toContain('bạn');
    expect(say('vi', 'reviewtruth.clientWaiting', { by: 'Lan' }, 'Lan')).not.toContain('Lan');
    expect(say('en', 'reviewtruth.clientWaiting', { by: 'Lan' }, 'Bảo')).toBe('The client approved (via Lan) — waits for an approver to confirm');
  });
  it('the decisions panel: "Preview made by you …; brought back by you."', () => {
    const v = { by: 'Lan', me: 'Lan', date: '27 Nov 2026, 13:59' };
    expect(say('en', 'clientImport.madeBy', v, 'Lan')).toBe('Preview made by you on 27 Nov 2026, 13:59; brought back by you.');
    expect(say('vi', 'clientImport.madeBy', v, 'Lan')).toBe('Trang xem trước do bạn tạo ngày 27 Nov 2026, 13:59; bạn mang quyết định về.');
    expect(say('en', 'clientImport.madeBy', { ...v, by: 'Chi' }, 'Lan')).toBe('Preview made by Chi on 27 Nov 2026, 13:59; brought back by you.');
  });
  it('Compose\'s at-Hub note: "(sent by you)"', () => {
    const v = { since: '27 Nov 2026, 13:50', by: 'Lan' };
    expect(say('en', 'reviewtruth.atHub.held', v, 'Lan')).toMatch(/^At the Hub since 27 Nov 2026, 13:50 \(sent by you\):/);
    expect(say('vi', 'reviewtruth.atHub.edit', v, 'Lan')).toMatch(/^Đã ở Hub từ 27 Nov 2026, 13:50 \(bạn gửi\):/);
    expect(say('en', 'reviewtruth.atHub.approve', v, 'Bảo')).toContain('(sent by Lan)');
  });
});

describe('no screen names a relayer, exporter or sender raw', () => {
  const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.svelte') ? [p] : [];
  });
  it('every `by`/`me` given from relayedBy, exportedBy or atHub.by goes through sayName', () => {
    const raw = /\b(?:by|me): [\w.?]+\.(?:relayedBy|exportedBy|atHub\.by)\b/;
    const found = files(join(__dirname, '../../src-renderer/src')).flatMap((p) => readFileSync(p, 'utf8').split('\n').filter((l) => raw.test(l)).map((l) => `${p}: ${l.trim().slice(0, 120)}`));
    expect(found).toEqual([]);
  });
});

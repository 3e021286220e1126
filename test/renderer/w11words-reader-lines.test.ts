/**
 * w11words (walk 11): lines that still named the reader by name on their own laptop, or spoke in codes.
 * a. the review queue's Who column: "sent for review by Lan" on Lan's laptop → "sent for review by you" (vi "bạn đã gửi duyệt");
 * b. a decisions file imported twice: "already imported by Lan on …" on Lan's laptop → "by you";
 * c. a workspace that left its team: "(sent by me)" → "(sent by you)" (the core's `mine`: this computer sent it);
 * d. an approver's "Keep the approval" over a client's request: "approved by Bảo" → "Bảo kept the approval over the client's request";
 * e. a refusal toast's code sits behind Details, never at the end of the message.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { alreadyImportedLine, sentByWho } from '../../src-renderer/src/lib/reader';
import { whoLine } from '../../src-renderer/src/lib/reviewtruth';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const row = (action: 'submit' | 'approve' | 'request_changes' | 'withdraw', by: string, extra: { kept?: true } = {}) => ({
  last: { action, by, at: '2026-11-27T14:40:00.000Z', ...extra }, stale: false, editedBy: null, clientAgreed: null, clientDecided: null,
});

describe('a. the Who column names the reader "you"', () => {
  it('the reader\'s own step, in English and Vietnamese', () => {
    expect(whoLine(row('submit', 'Lan'), tr('en'), 'Lan')).toBe('sent for review by you');
    expect(whoLine(row('submit', 'Lan'), tr('vi'), 'Lan')).toBe('bạn đã gửi duyệt');
    expect(whoLine(row('approve', 'Bảo'), tr('en'), 'Bảo')).toBe('approved by you');
    expect(whoLine(row('request_changes', 'Bảo'), tr('vi'), 'Bảo')).toBe('bạn yêu cầu sửa');
  });
  it('a teammate\'s step still names them', () => {
    expect(whoLine(row('submit', 'Lan'), tr('en'), 'Bảo')).toBe('sent for review by Lan');
    expect(whoLine(row('submit', 'Lan'), tr('vi'), 'Bảo')).toBe('Lan đã gửi duyệt');
  });
  it('an approval edited since by a teammate names the reader\'s approval "you"', () => {
    const r = { ...row('approve', 'Bảo'), stale: true, editedBy: 'Lan' };
    expect(whoLine(r, tr('en'), 'Bảo')).toBe('edited by Lan after you approved');
    expect(whoLine(r, tr('en'), 'Chi')).toBe('edited by Lan after Bảo approved');
  });
});

describe('d. a keep of the approval over the client\'s request is said as a keep', () => {
  it('"Bảo kept the approval over the client\'s request", not "approved by Bảo"', () => {
    expect(whoLine(row('approve', 'Bảo', { kept: true }), tr('en'), 'Lan')).toBe('Bảo kept the approval over the client’s request');
    expect(whoLine(row('approve', 'Bảo', { kept: true }), tr('vi'), 'Lan')).toBe('Bảo đã giữ nguyên duyệt dù khách yêu cầu sửa');
    expect(whoLine(row('approve', 'Bảo', { kept: true }), tr('en'), 'Bảo')).toBe('you kept the approval over the client’s request');
    expect(whoLine(row('approve', 'Bảo'), tr('en'), 'Lan')).toBe('approved by Bảo');
  });
});

describe('b. decisions already imported by the reader', () => {
  const date = (): string => '27 Nov 2026, 14:43';
  it('"already imported by you" on the importer\'s own laptop (both sentences, both languages)', () => {
    expect(alreadyImportedLine({ by: 'Lan', at: '2026-11-27T14:43:00Z', same: true }, 'Lan', tr('en'), date)).toBe('These decisions were already imported by you on 27 Nov 2026, 14:43. Nothing was added.');
    expect(alreadyImportedLine({ by: 'Lan', at: '2026-11-27T14:43:00Z', same: false }, 'Lan', tr('en'), date)).toMatch(/^This preview’s decisions were already imported by you on 27 Nov 2026, 14:43, with other decisions\./);
    expect(alreadyImportedLine({ by: 'Lan', at: '2026-11-27T14:43:00Z', same: true }, 'Lan', tr('vi'), date)).toBe('Các quyết định này đã được bạn nhập lúc 27 Nov 2026, 14:43. Không thêm gì.');
  });
  it('a teammate\'s import still names them', () => {
    expect(alreadyImportedLine({ by: 'Lan', at: '2026-11-27T14:43:00Z', same: true }, 'Bảo', tr('en'), date)).toContain('already imported by Lan on');
  });
});

describe('c. this computer\'s send says "you", also in a workspace that left its team', () => {
  it('the core\'s `mine` says "you" where the workspace knows no member name (was "(sent by me)")', () => {
    expect(sentByWho({ by: 'me', mine: true }, null, tr('en'))).toBe('you');
    expect(sentByWho({ by: 'me', mine: true }, null, tr('vi'))).toBe('bạn');
    const t = tr('en');
    expect(t('reviewtruth.atHub.held', { values: { since: '27 Nov 2026, 14:41', by: sentByWho({ by: 'me', mine: true }, null, t) } })).toContain('(sent by you)');
  });
  it('a teammate\'s send names them; the reader\'s own name is "you"', () => {
    expect(sentByWho({ by: 'Lan' }, 'Bảo', tr('en'))).toBe('Lan');
    expect(sentByWho({ by: 'Lan' }, 'Lan', tr('en'))).toBe('you');
  });
});

describe('e. a toast\'s code is behind Details', () => {
  it('ToastList puts the detail inside a collapsed <details>, not after the message', () => {
    const src = readFileSync(join(__dirname, '..', '..', 'src-renderer', 'src', 'components', 'ToastList.svelte'), 'utf8');
    const detail = /<details[^>]*>\s*<summary>\{\$_\('w11words\.toastDetail'\)\}<\/summary>\s*<code[^>]*data-testid="toast-detail"[^>]*>\{t\.detail\}<\/code>\s*<\/details>/;
    expect(src).toMatch(detail);
    // the code is nowhere else in the toast: only the one place inside Details
    expect(src.match(/\{t\.detail\}/g)).toHaveLength(1);
  });
  it('"Details" is said in both languages', () => {
    expect(tr('en')('w11words.toastDetail')).toBe('Details');
    expect(tr('vi')('w11words.toastDetail')).toBe('Chi tiết');
  });
});

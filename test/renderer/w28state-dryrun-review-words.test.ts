/**
 * w28state (walk 24, 2): the app's dry-run line counts the rows held for the team's review by what each waits for, from
 * the core's summary (dryrun.ts rowsWaitingFor), in English and Vietnamese: "1 with changes requested by Bảo", never
 * "3 waiting for review" / "3 đang chờ xét duyệt" of posts in review, never sent for review and sent back with changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewRowWords } from '../../src-renderer/src/screens/Campaigns/dryrun-words';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const summary = (f: Partial<Record<'in_review' | 'to_submit' | 'changes' | 'resend' | 'role', number>>, changesBy: string[] = []) => ({
  rowsWaitingFor: { in_review: 0, to_submit: 0, changes: 0, resend: 0, role: 0, ...f }, changesBy,
});
const line = (lang: 'en' | 'vi', review: string): string => tr(lang)('campaigns.dryRunSummary', { values: { rows: 4, toSend: 1, errors: 0, heldWithPost: 0, review, teamSent: 0, warnings: 0, duplicates: 0, collisions: 0, dst: 0 } });

const TABLE: Array<[string, ReturnType<typeof summary>, string, string]> = [
  ['walk 24: in review, never sent for review, changes by Bảo', summary({ in_review: 1, to_submit: 1, changes: 1 }, ['Bảo']),
    '4 rows: 1 to send, 0 with errors, 0 held with their post, 1 waiting for approval, 1 not sent for review yet, 1 with changes requested by Bảo; ',
    '4 dòng: 1 sẽ gửi, 0 có lỗi, 0 bị giữ lại cùng bài, 1 đang chờ duyệt, 1 chưa gửi duyệt, 1 được Bảo yêu cầu sửa; '],
  ['changes requested by the reader', summary({ changes: 3 }, ['Lan']),
    '4 rows: 1 to send, 0 with errors, 0 held with their post, 3 with changes requested by you; ',
    '4 dòng: 1 sẽ gửi, 0 có lỗi, 0 bị giữ lại cùng bài, 3 được bạn yêu cầu sửa; '],
  ['changes, nobody named', summary({ changes: 3 }),
    '4 rows: 1 to send, 0 with errors, 0 held with their post, 3 with changes requested; ',
    '4 dòng: 1 sẽ gửi, 0 có lỗi, 0 bị giữ lại cùng bài, 3 được yêu cầu sửa; '],
  ['sent before under its approval; a role that cannot publish', summary({ resend: 2, role: 1 }),
    '4 rows: 1 to send, 0 with errors, 0 held with their post, 2 already sent under their approval (a new approval is needed), 1 held: your role cannot publish; ',
    '4 dòng: 1 sẽ gửi, 0 có lỗi, 0 bị giữ lại cùng bài, 2 đã gửi theo lần duyệt trước (cần duyệt lại), 1 bị giữ lại: vai trò của bạn không được đăng; '],
  ['none waiting', summary({}), '4 rows: 1 to send, 0 with errors, 0 held with their post; ', '4 dòng: 1 sẽ gửi, 0 có lỗi, 0 bị giữ lại cùng bài; '],
];

describe('the dry run line, each review hold by what it waits for (w28state)', () => {
  for (const [name, s, en, vi] of TABLE) {
    it(name, () => {
      expect(line('en', reviewRowWords(s, 'Lan', tr('en')))).toContain(en);
      expect(line('vi', reviewRowWords(s, 'Lan', tr('vi')))).toContain(vi);
      expect(line('en', reviewRowWords(s, 'Lan', tr('en')))).not.toContain('waiting for review');
      expect(line('vi', reviewRowWords(s, 'Lan', tr('vi')))).not.toContain('chờ xét duyệt');
    });
  }
});

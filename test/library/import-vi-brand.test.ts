/**
 * Walk 10 (5f): a Vietnamese spreadsheet names the profile column by the brand ("Thương hiệu", "Nhãn hàng"). The
 * importer read it as an unused column, so nothing imported until `--profile`. Files as Excel and Google Sheets
 * save them: a BOM, tabs or semicolons, CRLF line ends.
 */
import { describe, expect, it } from 'vitest';
import { cache, campaignImport, drafts, workspaces } from '../../src-main/library';
import { tempLibrary } from './helpers';

function setup() {
  const t = tempLibrary(); // the clock reads 2026-11-01
  const ws = workspaces.getCurrent(t.lib.db).id;
  cache.putProfiles(t.lib.db, ws, [
    { profile_id: 'prof_aodai', name: 'Áo Dài Hội An', connections: [{ platform: 'instagram' }, { platform: 'facebook' }] },
    { profile_id: 'prof_caphe', name: 'Cà Phê Sữa Đá', connections: [{ platform: 'instagram' }] },
  ]);
  return t;
}
const profiles = (lib: ReturnType<typeof setup>['lib'], ids: readonly string[]): Array<string | null | undefined> => drafts.getMany(lib.db, [...ids]).map((d) => d.profile_id);

describe('a Vietnamese header naming the brand is the profile column', () => {
  it('"Thương hiệu" in a tab-separated file with a BOM and CRLF (as the walk saved it) imports with no --profile', async () => {
    const { lib } = setup();
    const text = '\uFEFFNội dung\tNgày\tKênh\tThương hiệu\tẢnh\r\n"Áo dài đỏ cho ngày Tết 🧧"\t25/01/2027 09:00\tinstagram|facebook\tÁo Dài Hội An\t\r\n"May đo trong 7 ngày"\t28/01/2027 16:00\tfacebook\tÁo Dài Hội An\t\r\n';
    const r = await campaignImport.importSheet(lib.db, { name: 'aodai-tet.tsv', text, defaults: { timezone: 'Asia/Ho_Chi_Minh' } });
    expect(r.layout.ignored).toEqual([]);
    expect(r.layout.used.map((u) => [u.column, u.as])).toEqual([['Nội dung', 'caption'], ['Ngày', 'scheduled_at'], ['Kênh', 'platforms'], ['Thương hiệu', 'profile_id'], ['Ảnh', 'photos']]);
    expect(r.problems).toEqual([]);
    expect(r.imported).toBe(2);
    expect(profiles(lib, r.ids)).toEqual(['prof_aodai', 'prof_aodai']);
  });

  it.each([
    ['Nhãn hàng', ';'],
    ['Nhãn hiệu', ';'],
    ['THƯƠNG HIỆU', ','],
    ['Tài khoản', '\t'],
  ])('"%s" (separator %j, BOM, CRLF) is the profile column too', async (name, sep) => {
    const { lib } = setup();
    const text = `\uFEFFNội dung${sep}Thời gian${sep}${name}\r\nCà phê sáng${sep}2026-12-02 10:00${sep}Cà Phê Sữa Đá\r\n`;
    const r = await campaignImport.importSheet(lib.db, { name: sep === '\t' ? 'x.tsv' : 'x.csv', text, defaults: { platforms: ['instagram'], timezone: 'Asia/Ho_Chi_Minh' } });
    expect(r.layout.used.map((u) => u.as)).toEqual(['caption', 'scheduled_at', 'profile_id']);
    expect([r.problems, r.imported]).toEqual([[], 1]);
    expect(profiles(lib, r.ids)).toEqual(['prof_caphe']);
  });

  it('other headers a Vietnamese plan uses: "Ngày đăng", "Giờ đăng" (joined), "Nền tảng", "Hình ảnh", "Ghi chú"', async () => {
    const { lib } = setup();
    const text = '\uFEFFThương hiệu;Nội dung;Ngày đăng;Giờ đăng;Nền tảng;Hình ảnh;Ghi chú\r\nÁo Dài Hội An;Xin chào;25/12/2026;10:00;facebook;;nội bộ\r\n';
    const r = await campaignImport.importSheet(lib.db, { name: 'plan.csv', text, defaults: { timezone: 'Asia/Ho_Chi_Minh' } });
    expect(r.layout.ignored).toEqual([]);
    expect(r.layout.used.map((u) => u.as)).toEqual(['profile_id', 'caption', 'scheduled_at', 'scheduled_at (time)', 'platforms', 'photos', 'notes']);
    expect([r.problems, r.imported]).toEqual([[], 1]);
    expect(drafts.getMany(lib.db, r.ids).map((d) => [d.profile_id, d.scheduled_at, d.platforms])).toEqual([['prof_aodai', '2026-12-25T10:00', ['facebook']]]);
  });
});

/**
 * Import problems in the user's language: the core gives each problem it can name as a key and
 * values (`say`) beside its English `message`; the renderer says it through its catalogs. Checked
 * with the app's own i18n runtime (svelte-i18n) and catalogs: in English every such problem reads
 * exactly as the core's message, in Vietnamese none is left in English.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { problemText } from '../../src-renderer/src/lib/importReport';
import { tempLibrary } from '../library/helpers';
import { loadWords, tr as t } from './helpers';

const CSV = [
  'profile_id,platforms,caption,title,timezone,scheduled_at,add_to_queue,photos',
  ',pinterest,a pin with no title,,,,,',
  'p1,,no channel,,,,,',
  'p1,instagram,bad zone,,Europe/Pariss,,,',
  'p1,instagram,bad date,,Europe/Paris,next tuesday,,',
  'p1,instagram,in the past,,Europe/Paris,2001-03-04T09:00:00,,',
  'p1,instagram,both,,Europe/Paris,2031-03-04T09:00:00,true,',
  'p1,instagram,queue word,,,,maybe,',
  'p1,instagram,bad url,,,,,http://example.com/a.jpg',
].join('\n');

let problems: Awaited<ReturnType<ReturnType<typeof tempLibrary>['lib']['transfer']['importText']>>['problems'] = [];

beforeAll(async () => {
  await loadWords();
  const { lib } = tempLibrary();
  problems = (await lib.transfer.importText(lib.db, CSV, { format: 'csv', partial: true })).problems;
});

describe('import problems in the user language', () => {
  it('the core names each of these problems as a key and values', () => {
    const keys = problems.flatMap((p) => (p.say ? [p.say.key] : []));
    for (const k of ['profileRequired', 'needsTitle', 'platformsRequired', 'unknownZone', 'notIsoDate', 'pastSchedule', 'scheduledAndQueued', 'queueNotBoolean', 'notHttpsUrl'] as const) {
      expect(keys, k).toContain(k);
    }
    expect(problems.find((p) => p.say?.key === 'needsTitle')?.say?.values).toEqual({ channel: 'Pinterest', key: 'pinterest' });
  });

  it('in English each reads exactly as the core wrote it; in Vietnamese each is translated', () => {
    const said = problems.filter((p) => p.say);
    expect(said.length).toBeGreaterThanOrEqual(9);
    const english = t('en');
    for (const p of said) expect(problemText(p, english)).toBe(p.message);
    const vietnamese = t('vi');
    for (const p of said) {
      const text = problemText(p, vietnamese);
      expect(text, p.message).not.toBe(p.message);
      expect(text).not.toMatch(/importProblem\./);
    }
    expect(problemText(problems.find((p) => p.say?.key === 'needsTitle') as (typeof problems)[number], vietnamese)).toBe('Pinterest cần tiêu đề');
  });

  it('an unknown column (CSV) or field (JSON) is said in Vietnamese too', async () => {
    const { lib } = tempLibrary();
    const csv = (await lib.transfer.importText(lib.db, 'profile,platforms,caption\nStudio Lumen,instagram,hi\n', { format: 'csv', partial: true })).problems;
    const column = csv.find((p) => p.code === 'unknown_column');
    expect(column?.say).toEqual({ key: 'unknownColumn', values: { column: 'profile' } });
    expect(problemText(column!, t('en'))).toBe('unknown column "profile"');
    expect(problemText(column!, t('vi'))).toBe('cột không rõ "profile"');
    const json = (await lib.transfer.importText(lib.db, JSON.stringify({ drafts: [{ profile_id: 'p1', platforms: ['instagram'], caption: 'hi', colour: 'red' }] }), { format: 'json', partial: true })).problems;
    const field = json.find((p) => p.code === 'unknown_column');
    expect(problemText(field!, t('en'))).toBe('unknown field "colour"');
    expect(problemText(field!, t('vi'))).toBe('trường không rõ "colour"');
  });

  it('the importer\'s own problems (issue 31): dates, a file that cannot be read, photos, a pinterest board: the catalogs say the core\'s English, and Vietnamese', async () => {
    const { lib, dir } = tempLibrary();
    const { campaignImport } = await import('../../src-main/library');
    const { writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    writeFileSync(join(dir, 'empty.jpg'), '');
    writeFileSync(join(dir, 'text.jpg'), 'not an image at all, only words');
    const sheet = [
      'profile_id,platforms,caption,scheduled_at,photos,title',
      'p1,instagram,a,12/13/2027 09:00,,',
      'p1,instagram,b,02/30/2027 09:00,,',
      'p1,instagram,c,12/14/2027,,',
      'p1,instagram,d,12/14/2027 13:00 PM,,',
      'p1,instagram,e,2027-02-29 09:00,,',
      'p1,instagram,f,,empty.jpg|text.jpg|missing.jpg,',
      'p1,pinterest,g,,,A pin',
      'p1,instagram,h,01/02/2001 09:00,,',
    ].join('\n');
    const r = await campaignImport.importSheet(lib.db, { name: 'x.csv', text: sheet, partial: true, baseDir: dir });
    const files = await Promise.all([
      campaignImport.importSheet(lib.db, { name: 'b.csv', text: 'profile_id,caption\np1,"open\n', partial: true }),
      campaignImport.importSheet(lib.db, { name: 'd.csv', text: 'profile_id,caption,caption\np1,a,b\n', partial: true }),
      campaignImport.importSheet(lib.db, { name: 'j.json', text: '{"drafts": [', partial: true }),
      campaignImport.importSheet(lib.db, { name: 'k.json', text: '{"posts": []}', partial: true }),
      campaignImport.importSheet(lib.db, { name: 'w.csv', text: 'when,what\ntomorrow,hi\n', partial: true }),
      campaignImport.importSheet(lib.db, { name: 't.json', text: JSON.stringify([{ profile_id: 'p1', platforms: ['instagram'], caption: 'a', tags: ['x'.repeat(65)] }, { profile_id: 'p1', platforms: ['instagram'], caption: 'b', tags: ['a|b'] }]), partial: true }),
    ]);
    const said = [...r.problems, ...files.flatMap((f) => f.problems)].filter((p) => p.say);
    const keys = said.map((p) => p.say?.key);
    for (const k of ['notDateMonthFirst', 'noTime', 'notTime', 'notDate', 'photoEmpty', 'photoNotImage', 'photoUnreadable', 'requiredFor', 'pastSchedule', 'notCsv', 'duplicateColumn', 'notJson', 'notDraftList', 'notOurColumns', 'tooLong', 'notAccepted']) expect(keys, k).toContain(k);
    const english = t('en');
    for (const p of said) expect(problemText(p, english)).toBe(p.message);
    expect(problemText(said.find((p) => p.say?.key === 'requiredFor')!, english)).toBe('Pinterest needs a Pinterest board');
    expect(problemText(said.find((p) => p.say?.key === 'pastSchedule')!, english)).toBe('01/02/2001 09:00 (UTC) has already passed'); // w24zone: the zone it was read in (none given: UTC, stored with it)
    const vietnamese = t('vi');
    for (const p of said) expect(problemText(p, vietnamese), p.message).not.toBe(p.message);
    expect(said.find((p) => p.say?.key === 'photoNotImage')?.message).toMatch(/text\.jpg is not a photo: its content is not JPEG/);
  });

  it('a problem with no key (a photo the core could not read) is shown as the core wrote it', () => {
    expect(problemText({ field: 'photos', message: 'photo /x.png is not an image' }, t('vi'))).toBe('photo /x.png is not an image');
  });
});

/**
 * w31hint (walk 29, 4): a comma-separated file whose channels cell reads "x;bluesky" (a spreadsheet of a `;` locale
 * keeps its list separator) was one unknown channel — 'unknown channel "x;bluesky"; did you mean "bluesky"?' — and
 * taking that advice dropped X. Channels are listed with "|", "," or ";" alike, in files and in the CLI's --platforms.
 */
import { describe, expect, it } from 'vitest';
import { splitChannelList } from '../../src-shared/channel-list';
import { campaignImport, drafts } from '../../src-main/library';
import { tempLibrary } from './helpers';

describe('a list of channels', () => {
  it('splits on |, , and ;, trimmed, empties dropped', () => {
    expect(splitChannelList('x;bluesky')).toEqual(['x', 'bluesky']);
    expect(splitChannelList(' Instagram | Facebook ,X (Twitter); ;')).toEqual(['Instagram', 'Facebook', 'X (Twitter)']);
  });

  it('a comma-separated file with "x;bluesky" in its channels cell imports a post on both, no problem said', async () => {
    const t = tempLibrary();
    const text = 'profile_id,platforms,caption\nprof_lumen,x;bluesky,"Mở cửa lúc 7 giờ, hẹn gặp!"\nprof_lumen,"Instagram; Facebook",Thứ Hai vui vẻ\n';
    const r = await campaignImport.importSheet(t.lib.db, { name: 'sheets.csv', text });
    expect(r.problems).toEqual([]);
    expect(r.ids.map((id) => drafts.get(t.lib.db, id).platforms)).toEqual([['x', 'bluesky'], ['instagram', 'facebook']]);
  });
});

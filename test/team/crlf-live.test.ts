/**
 * crlf (walk 7, finding 1) with real pieces: two laptops (app cores) on a REAL team server, a post
 * whose caption holds a CRLF line break (as an Excel-style CSV brings it). Lan and Bảo type in it at
 * once the way their Compose saves: a browser textarea always gives LF, and each save sends the
 * caption as opened (its base) with what is on screen. Lan adds " Giá 45k." at the end, Bảo
 * "[MỚI] " at the start. On the old code the 3-way merge of "\r\n" against "\n" put the line
 * "chỉ 45k" twice. Afterwards both laptops hold both people's words once, with LF only.
 */
import { describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { lanAndBaoEditors } from './lan-bao-editors';

const { call, until, laptops } = lanAndBaoEditors('postroom-crlf-live-');

type Draft = { id: string; revision: number; caption: string };
const draft = (c: Core, id: string): Promise<Draft> => call<Draft>(c, 'drafts.get', { id });
const captionOn = async (c: Core, id: string): Promise<string | null> => (await draft(c, id).catch(() => null))?.caption ?? null;
/** What a textarea shows for a caption: LF line breaks only. */
const onScreen = (s: string): string => s.replace(/\r\n?/g, '\n');

const CRLF = 'Cà phê trứng — món mới tháng 12\r\nchỉ 45k';
const WANT = '[MỚI] Cà phê trứng — món mới tháng 12\nchỉ 45k Giá 45k.';

/** One Compose save: the caption typed from `opened`, sent with it as its base (composer.svelte.ts / coediting.ts). */
async function save(c: Core, id: string, opened: string, typed: string): Promise<void> {
  const { revision } = await draft(c, id);
  await call(c, 'drafts.update', { id, patch: { caption: typed }, revision, base: { caption: opened } });
}

async function openedOnBoth(caption: string): Promise<{ id: string; lanOpened: string; baoOpened: string }> {
  const d = await call<Draft>(laptops.lan, 'drafts.create', { draft: { caption, platforms: ['facebook'] } });
  await until(async () => (await captionOn(laptops.bao, d.id)) !== null);
  return { id: d.id, lanOpened: (await draft(laptops.lan, d.id)).caption, baoOpened: (await draft(laptops.bao, d.id)).caption };
}

/** Both laptops come to `want` (on a timeout: what each holds, compared). */
async function settled(id: string, want: string): Promise<void> {
  await until(async () => (await captionOn(laptops.bao, id)) === want && (await captionOn(laptops.lan, id)) === want).catch(() => undefined);
  expect({ lan: await captionOn(laptops.lan, id), bao: await captionOn(laptops.bao, id) }).toEqual({ lan: want, bao: want });
}

describe('two people typing in one caption that came with a CRLF line break', () => {
  it('Bảo\'s save lands first, then Lan\'s (her Compose never saw his): "chỉ 45k" once, LF only', async () => {
    const { id, lanOpened, baoOpened } = await openedOnBoth(CRLF);
    await save(laptops.bao, id, baoOpened, `[MỚI] ${onScreen(baoOpened)}`);
    await until(async () => (await captionOn(laptops.lan, id))?.startsWith('[MỚI]') === true);
    await save(laptops.lan, id, lanOpened, `${onScreen(lanOpened)} Giá 45k.`);
    await settled(id, WANT);
  });

  it('both saves at the same moment: both laptops end with both words once, LF only', async () => {
    const { id, lanOpened, baoOpened } = await openedOnBoth(CRLF);
    await Promise.all([
      save(laptops.lan, id, lanOpened, `${onScreen(lanOpened)} Giá 45k.`),
      save(laptops.bao, id, baoOpened, `[MỚI] ${onScreen(baoOpened)}`),
    ]);
    await settled(id, WANT);
  });

  it('a Compose that opened the caption with CRLF (before this version) still merges without a duplicate', async () => {
    const { id } = await openedOnBoth('Bánh mì chảo\nchỉ 30k');
    const opened = 'Bánh mì chảo\r\nchỉ 30k';
    await save(laptops.bao, id, opened, '[MỚI] Bánh mì chảo\nchỉ 30k');
    await until(async () => (await captionOn(laptops.lan, id))?.startsWith('[MỚI]') === true);
    await save(laptops.lan, id, opened, 'Bánh mì chảo\nchỉ 30k Giá 30k.');
    await settled(id, '[MỚI] Bánh mì chảo\nchỉ 30k Giá 30k.');
  });
});

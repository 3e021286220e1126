/**
 * optsmerge (walk 7, found by helper undo) with real pieces: two laptops (app cores) on a REAL team
 * server. Compose saves a channel option half a second after it is changed and sends EVERY option
 * it holds (composer.svelte.ts fieldsPatch), with what it opened as its base. Lan changes one
 * channel's option; Bảo's save, started from before Lan's change, changes another channel's. On
 * the old code Bảo's save wrote back his old copy of Lan's option: her change was gone on every
 * laptop. The same for the channel list: Lan adds a channel while Bảo removes another.
 */
import { describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { lanAndBaoEditors } from './lan-bao-editors';

const { call, until, laptops } = lanAndBaoEditors('postroom-optsmerge-live-');

type Draft = { id: string; revision: number; platforms: string[]; fields: Record<string, string> };
const draft = (c: Core, id: string): Promise<Draft> => call<Draft>(c, 'drafts.get', { id });
const on = async (c: Core, id: string): Promise<Draft | null> => draft(c, id).catch(() => null);

async function openedOnBoth(d: { platforms: string[]; fields: Record<string, string> }): Promise<Draft> {
  const made = await call<Draft>(laptops.lan, 'drafts.create', { draft: { caption: 'Cà phê trứng', ...d } });
  await until(async () => (await on(laptops.bao, made.id)) !== null);
  return draft(laptops.bao, made.id);
}

/** One Compose save of `what` (the whole edited value), sent with what it opened as its base. */
async function save(c: Core, id: string, opened: Draft, what: 'fields' | 'platforms', value: unknown): Promise<void> {
  const { revision } = await draft(c, id);
  await call(c, 'drafts.update', { id, patch: { [what]: value }, revision, base: { [what]: opened[what] } });
}

describe('a save never overwrites a teammate\'s channel options or channels', () => {
  it('Lan changes Facebook\'s title while Bảo\'s save (from before it) changes LinkedIn\'s: both stay on both laptops', async () => {
    const opened = await openedOnBoth({ platforms: ['facebook', 'linkedin'], fields: { facebook_title: 'Cũ FB', linkedin_title: 'Cũ LI' } });
    const id = opened.id;
    await save(laptops.lan, id, await draft(laptops.lan, id), 'fields', { facebook_title: 'Mới FB (Lan)', linkedin_title: 'Cũ LI' });
    await until(async () => (await on(laptops.bao, id))?.fields.facebook_title === 'Mới FB (Lan)');
    // Bảo's Compose never took Lan's change in: it sends its old copy of her option with his own.
    await save(laptops.bao, id, opened, 'fields', { facebook_title: 'Cũ FB', linkedin_title: 'Mới LI (Bảo)' });
    const want = { facebook_title: 'Mới FB (Lan)', linkedin_title: 'Mới LI (Bảo)' };
    await until(async () => (await on(laptops.lan, id))?.fields.linkedin_title === 'Mới LI (Bảo)').catch(() => undefined);
    expect({ lan: (await draft(laptops.lan, id)).fields, bao: (await draft(laptops.bao, id)).fields }).toEqual({ lan: want, bao: want });
  });

  it('an option Lan removed stays removed when Bảo\'s save (from before) changes another', async () => {
    const opened = await openedOnBoth({ platforms: ['facebook', 'linkedin'], fields: { facebook_title: 'Cũ FB', linkedin_title: 'Cũ LI' } });
    const id = opened.id;
    await save(laptops.lan, id, await draft(laptops.lan, id), 'fields', { facebook_title: '', linkedin_title: 'Cũ LI' });
    await until(async () => (await on(laptops.bao, id))?.fields.facebook_title === undefined);
    await save(laptops.bao, id, opened, 'fields', { facebook_title: 'Cũ FB', linkedin_title: 'Mới LI (Bảo)' });
    const want = { linkedin_title: 'Mới LI (Bảo)' };
    await until(async () => (await on(laptops.lan, id))?.fields.linkedin_title === 'Mới LI (Bảo)').catch(() => undefined);
    expect({ lan: (await draft(laptops.lan, id)).fields, bao: (await draft(laptops.bao, id)).fields }).toEqual({ lan: want, bao: want });
  });

  it('Lan adds X while Bảo\'s save (from before) removes LinkedIn: both laptops show Facebook and X', async () => {
    const opened = await openedOnBoth({ platforms: ['facebook', 'linkedin'], fields: {} });
    const id = opened.id;
    await save(laptops.lan, id, await draft(laptops.lan, id), 'platforms', ['facebook', 'linkedin', 'x']);
    await until(async () => (await on(laptops.bao, id))?.platforms.includes('x') === true);
    await save(laptops.bao, id, opened, 'platforms', ['facebook']);
    const want = ['facebook', 'x'];
    await until(async () => (await on(laptops.lan, id))?.platforms.includes('linkedin') === false).catch(() => undefined);
    expect({ lan: (await draft(laptops.lan, id)).platforms, bao: (await draft(laptops.bao, id)).platforms }).toEqual({ lan: want, bao: want });
  });
});

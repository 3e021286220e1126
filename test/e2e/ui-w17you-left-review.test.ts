/// <reference lib="dom" />
/**
 * w17you (walk 16, F5): after Bảo LEFT the team, his Review screen said the workspace left its team and showed 0 in
 * every box, while three of the team's posts kept there are in review (Compose says "In review"); the CLI said "no
 * post is in review". Now the screen lists them from the core's one list (leftInReview), as the CLI does: the team's
 * posts as they were when he left, in review, with no step open here. Real browsers on one real team server (started
 * once for the file). Screens shot light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { closeMember, joinInApp, openMember, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

let server: TeamServer;
let serverDir: string;
const members: Record<'lan' | 'bao', TeamMember> = {} as never;
const CAPTION = 'Cà phê muối, chỉ tuần này';

const stateOf = (page: Page, id: string): Promise<string | undefined> => callValue<Record<string, { state: string }>>(page, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state);

beforeAll(async () => {
  serverDir = mkdtempSync(join(tmpdir(), 'postroom-ui-w17you-server-'));
  server = await startTeamServer({ dataDir: serverDir, teamName: 'Agency' });
  const [lan, bao] = await Promise.all([openMember(server, 'Lan', 'editor', 'postroom-ui-w17you-'), openMember(server, 'Bảo', 'approver', 'postroom-ui-w17you-')]);
  Object.assign(members, { lan, bao });
  for (const m of [lan, bao]) await joinInApp(m, { teamUrl: server.url, hubUrl: 'http://127.0.0.1:9' });
}, 240_000);

afterAll(async () => {
  for (const m of Object.values(members)) await closeMember(m);
  await server?.stop();
  if (serverDir) rmSync(serverDir, { recursive: true, force: true });
});

describe('the Review screen of a workspace that left its team', () => {
  it('lists the team post kept there in review, with no step open (was 0 everywhere)', async () => {
    const { lan, bao } = members;
    const a = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption: CAPTION } });
    await callValue(lan.page, 'review.act', { draftId: a.id, action: 'submit' });
    await expect.poll(() => stateOf(bao.page, a.id).catch(() => ''), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'team.leave', {});
    const list = await callValue<{ left?: Array<{ draftId: string; state: string }> }>(bao.page, 'review.list', {});
    expect(list.left).toEqual([expect.objectContaining({ draftId: a.id, state: 'in_review' })]);
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await bao.page.click('nav a[data-nav="review"]');
      const left = bao.page.locator('[data-testid="review-left"]');
      await expect.poll(() => left.textContent().catch(() => ''), { timeout: 20_000 }).toContain(CAPTION);
      const text = (await left.textContent()) ?? '';
      expect(text).toContain(lang === 'en' ? 'Kept from the team you left: 1 post in review, as it was when you left.' : 'Giữ lại từ nhóm bạn đã rời: 1 bài đang duyệt');
      expect(text).toContain(lang === 'en' ? 'In review' : 'Đang duyệt');
      expect(text).toContain('Lan');
      await themes(bao.page, 'w17you/left-review', lang, { closeToasts: true });
    }
    await useLanguage(bao.page, 'en');
  }, 120_000);
});

/**
 * h-pubsync (walk 41a, 2): Bảo's Compose says that Lan's send came AFTER his request for changes, who sent it and both
 * times to the second (the core's sentAfterRequest, the review DTO's `sentAfterRequest`). A REAL team server and sandbox
 * Hub; Lan (editor) and Bảo (owner) in Chromium through the web host. Bảo approves Lan's post; his app closed, his laptop
 * asks for changes (the CLI on his data dir, not synced); Lan's app sends it under the approval a moment later; he opens
 * the app. Before: his review panel said "changes requested by you · 12:31" and "At the Hub since 12:31 (sent by Lan)",
 * never which came first. Shots light/dark × en/vi.
 */
import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliLaptop } from '../team/helpers';
import { launchBrowser } from './ui-browser';
import { callValue, themes, useLanguage } from './helpers/session';
import { browserTeam } from './helpers/team';
import { closeToasts, reviewOn, settle, useLanAndBao } from './helpers/review-team';
import { startWebHost } from './helpers/webhost';

const team = browserTeam('postroom-ui-pubsync-', { seed: 41, faults: 'none' }, { teamName: 'Sóng Agency' });
const members = useLanAndBao(team);

describe("Bảo's Compose: Lan's send came after his request for changes", () => {
  it('says who sent it and when, after whose request and when (en, vi)', async () => {
    const { lan, bao } = members;
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Cà phê muối chỉ 35k hôm nay' } });
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/caphe-muoi.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    await settle(() => reviewOn(bao.page, id), 'in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await settle(() => reviewOn(lan.page, id), 'approved');
    // Bảo closes the app; his laptop takes the approval back (not synced yet).
    await bao.browser.close();
    await bao.host.close();
    const cli = cliLaptop(dirname(bao.dataDir), basename(bao.dataDir), bao.token);
    const asked = await cli.run(['review', 'changes', id, '--comment', 'Sai giá']);
    expect(asked.code, asked.stderr).toBe(0);
    // Lan's app, which never heard of it, sends it under the approval.
    await new Promise((r) => setTimeout(r, 1200));
    const started = await callValue<unknown>(lan.page, 'publish.start', { draftIds: [id] });
    await expect.poll(async () => (await callValue<{ state: string }>(lan.page, 'drafts.postState', { id })).state, { timeout: 60_000, message: JSON.stringify(started) }).toMatch(/published|sent|scheduled/);
    // He opens the app again.
    bao.host = await startWebHost({ dataDir: bao.dataDir });
    bao.browser = await launchBrowser({ colorScheme: 'light' });
    bao.page = bao.browser.page;
    bao.page.on('dialog', (d) => void d.accept());
    await bao.page.goto(bao.host.url);
    await bao.page.waitForSelector('nav a[data-nav="settings"]');
    await bao.page.goto(`${bao.host.origin}/#/compose/${encodeURIComponent(id)}`);
    const dto = () => callValue<Record<string, { state: string; atHub?: unknown; last?: unknown; sentAfterRequest?: unknown }>>(bao.page, 'review.get', { draftIds: [id] }).then((r) => r[id]).catch((e: unknown) => String(e));
    await expect.poll(async () => JSON.stringify(await dto()), { timeout: 60_000 }).toContain('sentAfterRequest');
    const line = bao.page.locator('[data-testid="review-panel"] [data-testid="review-sent-after-request"]');
    await expect.poll(() => line.textContent().catch(() => ''), { timeout: 60_000 }).toMatch(/^Sent by Lan at .+:\d\d.*, after you asked for changes at .+:\d\d.*\.$/);
    expect(await bao.page.locator('[data-testid="review-panel"] [data-testid="review-last"]').textContent()).toMatch(/you/i);
    await closeToasts(bao.page);
    await themes(bao.page, 'pubsync/bao-compose-sent-after', 'en');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => line.textContent().catch(() => ''), { timeout: 20_000 }).toMatch(/^Đã gửi lúc .+ \(Lan gửi\), sau khi bạn yêu cầu chỉnh sửa lúc .+\.$/);
    await closeToasts(bao.page);
    await themes(bao.page, 'pubsync/bao-compose-sent-after', 'vi');
    await useLanguage(bao.page, 'en');
  });
});

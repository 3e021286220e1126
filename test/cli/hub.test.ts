/**
 * The Hub commands of the CLI (issue 24) against the embedded sandbox of a fresh data dir:
 * each prints one JSON object with --json, refuses bad input with a typed code and a
 * non-zero exit, and reads secrets only from stdin (never echoed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';

let dir: string;
const run = async (argv: string[], stdin = '') => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => stdin, env: {} });
  return { code, stdout, stderr, json: () => JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null') as Record<string, unknown> & { error?: { code: string } } };
};
const sandboxConnections = () => {
  const db = new Database(join(dir, 'sandbox.sqlite'), { readonly: true });
  try {
    return db.prepare("SELECT profile_id, platform, name, secret FROM connections WHERE profile_id = 'prof_new'").all() as Array<{ platform: string; secret: string | null }>;
  } finally {
    db.close();
  }
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'postroom-cli-hub-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('CLI: the rest of the Hub', () => {
  it('usage --json explains the plan and allowances', async () => {
    const r = await run(['usage', '--json']);
    expect(r.code).toBe(0);
    expect(r.json()).toMatchObject({ ok: true, plan: { name: 'Sandbox Pro' } });
    expect((r.json().allowances as Array<{ key: string }>).map((a) => a.key)).toContain('profiles');
  });

  it('profiles, boards and locations come from the Hub', async () => {
    expect((await run(['profiles', '--json'])).json().profiles).toHaveLength(4);
    const boards = await run(['boards', '--profile', 'prof_lumen', '--json']);
    expect((boards.json().boards as Array<{ name: string }>).map((b) => b.name)).toEqual(['Portraits', 'Weddings', 'Behind the scenes']);
    const loc = await run(['locations', '--profile', 'prof_aodai']);
    expect(loc.stdout).toContain('Phố Hội');
  });

  it('links Telegram with the token on stdin; a token given as an argument is refused and a bad one links nothing', async () => {
    const token = '987654321:AAcliTokenThatMustNeverBeEchoed_xyz12';
    const asArg = await run(['connections', 'link', 'telegram', token, '--profile', 'prof_new', '--name', 'News', '--chat-id=-1001', '--json']);
    expect(asArg.code).toBe(2);
    expect(asArg.stderr).toMatch(/usage/);
    expect(asArg.stdout + asArg.stderr).not.toContain(token);
    const bad = await run(['connections', 'link', 'telegram', '--profile', 'prof_new', '--name', 'News', '--chat-id=-1001', '--json'], 'nonsense-token');
    expect(bad.code).toBe(1);
    expect(bad.json().error?.code).toBe('invalid_input');
    expect(bad.stdout + bad.stderr).not.toContain('nonsense-token');
    expect(sandboxConnections()).toEqual([]);
    const r = await run(['connections', 'link', 'telegram', '--profile', 'prof_new', '--name', 'News', '--chat-id=-1001', '--json'], `${token}\n`);
    expect(r.code).toBe(0);
    expect(r.json()).toMatchObject({ ok: true, linked: { platform: 'telegram', name: 'News' } });
    expect(r.stdout + r.stderr).not.toContain(token);
    expect(JSON.parse(sandboxConnections()[0]!.secret!)).toMatchObject({ bot_token: token });
  });

  it('connections start prints a 48-hour link, and a credentials channel says how to link it', async () => {
    const r = await run(['connections', 'start', 'instagram', '--profile', 'prof_new', '--json']);
    expect(r.json()).toMatchObject({ ok: true, link: { platform: 'instagram' } });
    const t = await run(['connections', 'start', 'slack', '--profile', 'prof_new', '--json']);
    expect(t.code).toBe(1);
    expect(t.json().error?.code).toBe('platform_not_startable');
  });

  it('pins get, set and clear by name', async () => {
    expect((await run(['pins', 'get', '--profile', 'prof_caphe'])).stdout).toContain('facebook: Cà Phê Sữa Đá (pg_caphe_main)');
    expect((await run(['pins', 'set', 'facebook', 'pg_caphe_events', '--profile', 'prof_caphe'])).stdout).toContain('Cà Phê Sữa Đá Events');
    const bad = await run(['pins', 'set', 'myspace', 'x', '--profile', 'prof_caphe', '--json']);
    expect(bad.json().error?.code).toBe('invalid_input');
    expect((await run(['pins', 'clear', 'facebook', '--profile', 'prof_caphe'])).stdout).toContain('facebook: not pinned');
  });

  it('monitors create, list, show, delete; bad interval refused', async () => {
    const bad = await run(['monitors', 'create', '--profile', 'prof_caphe', '--url', 'https://www.tiktok.com/@c/video/1', '--reply', 'Hi', '--interval', '5', '--json']);
    expect(bad.json().error?.code).toBe('invalid_input');
    const c = await run(['monitors', 'create', '--profile', 'prof_caphe', '--url', 'https://www.tiktok.com/@c/video/1', '--reply', 'Cảm ơn', '--keyword', 'giá', '--json']);
    expect(c.code).toBe(0);
    const id = (c.json().monitor as { id: string }).id;
    expect(((await run(['monitors', 'list', '--profile', 'prof_caphe', '--json'])).json().monitors as Array<{ id: string }>).map((m) => m.id)).toEqual([id]);
    expect((await run(['monitors', 'show', id])).stdout).toMatch(/active, last checked/);
    expect((await run(['monitors', 'delete', id, '--json'])).json()).toMatchObject({ ok: true, deleted: true });
  });

  it('audience, music and queue settings', async () => {
    const a = await run(['audience', '--profile', 'prof_caphe']);
    expect(a.stdout.split('\n').filter((l) => l.includes('← best'))).toHaveLength(3);
    expect((await run(['audience', '--profile', 'prof_caphe', '--channel', 'instagram', '--json'])).json().error?.code).toBe('platform_not_supported');
    const s = await run(['music', 'search', 'thien', 'ly', '--profile', 'prof_caphe', '--json']);
    expect((s.json().tracks as Array<{ title: string }>).map((t) => t.title)).toContain('Thiên Lý Ơi');
    expect((await run(['music', 'trending', '--profile', 'prof_caphe', '--range', '9DAY', '--json'])).json().error?.code).toBe('invalid_input');
    expect((await run(['queue', 'settings', '--profile', 'prof_caphe', '--json'])).json()).toMatchObject({ ok: true, queue: { timezone: 'Asia/Ho_Chi_Minh' } });
  });
});

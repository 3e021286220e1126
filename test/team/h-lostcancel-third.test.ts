/**
 * h-lostcancel (walk 44b, 4 rest): a THIRD laptop reads a key's outcome from the latest shared word on it, whoever's it is.
 * With the team server down, Bảo's call reached the Hub and its answer was lost (`drop_after`: the Hub published it, then
 * closed the connection), and his CLI was killed (kill -9) while its job waited to retry; Chi's `publish` of the same post
 * replayed the key (the Hub's answer: published, once). The team server back, every laptop synced. On Lan's laptop, after sync, `status` still said Bảo's own outcome ("sent; no answer came: it
 * may be at the Hub …"; before h-lostanswer "queued by Bảo …, not at the Hub yet") until Bảo's computer ran `resume`: the
 * team's word that the Hub published it was Chi's. Now Lan's `status` says published, sent by Bảo (the sender), as Chi's.
 * Real team server, three CLI data dirs, a real sandbox Hub. Needs the keychain: run under scripts/with-keyring.sh.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listJobs } from '../../src-main/publisher';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { cliTeam, QUICK_STORE, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-lostcancel-', hub: { seed: 4405 } });
let lan: CliLaptop;
let bao: CliLaptop;
let chi: CliLaptop;
let again: TeamServer | undefined;
beforeAll(async () => {
  [lan, bao, chi] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }, { dir: 'chi', name: 'Chi', role: 'owner' }] as const);
  for (const l of [lan, bao, chi]) await l.ok(['team', 'status']);
}, 60_000);
afterAll(async () => {
  await again?.stop();
  await team.stop();
});

async function until(what: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const CAPTION = 'Lụa answer lost';

describe("a third laptop reads the Hub's word on a key, not only its sender's (h-lostcancel)", () => {
  it("Bảo's answer lost (killed), Chi's replay published it: Lan's status says published, sent by Bảo", async () => {
    let id = '';
    lan.lib((x) => {
      id = x.drafts.create(x.db, { profile_id: 'prof_aodai', platforms: ['facebook'], photos: ['https://cdn.example.com/h-lostcancel.jpg'], caption: CAPTION }).id;
    });
    await lan.ok(['review', 'submit', id]);
    for (const l of [lan, bao]) await l.sync();
    await bao.ok(['review', 'approve', id]);
    for (const l of [bao, chi, lan]) await l.sync();

    // The team server down (as in the walk): Chi's laptop does not know of Bảo's send when she publishes it.
    const port = team.server().port;
    await team.server().stop();
    // Bảo's publish: the Hub publishes it and drops the connection; his CLI is killed while the job waits to retry.
    const hub = team.sandbox();
    hub.control.setFaults({ drop_after: 1, processing_ms: 0 });
    const child = spawn(process.execPath, [join(__dirname, '../../scripts/postroom.mjs'), 'publish', id, '--data-dir', bao.dir], {
      env: { ...process.env, POSTROOM_TEAM_TOKEN: team.token('Bảo'), POSTROOM_API_KEY: hub.apiKey },
      stdio: 'ignore',
    });
    const exited = new Promise((r) => child.once('exit', r));
    const atHub = () => hub.control.publishedPosts().filter((p) => p.caption === CAPTION).length;
    await until(() => atHub() === 1);
    hub.control.setFaults({ latency_ms: 10_000, processing_ms: 0 }); // its retry (a replay) would not be answered before the kill
    await until(() => bao.lib((x) => listJobs(x.db, { draftId: id })[0]?.state === 'retrying'));
    child.kill('SIGKILL');
    await exited;
    hub.control.setFaults({ processing_ms: 0 });
    const baoSays = (await bao.run(['status'])).stdout;
    expect(baoSays).toMatch(/sent; no answer came: it may be at the Hub/);

    // Chi publishes it: a replay of Bảo's key, the Hub's answer is published (no second post).
    const replay = await chi.run(['publish', id, '--wait']);
    expect(replay.stdout + replay.stderr).toContain('the Hub already had it');
    expect(atHub()).toBe(1);

    // The team server back; every laptop syncs (twice): Lan's (the third) reads the Hub's word on the key, Chi's
    // replay's (published); Bảo sent it. Bảo's computer has not run resume.
    again = await startTeamServer({ dataDir: join(team.root(), 'server'), port, ...QUICK_STORE });
    for (const l of [bao, chi, lan, bao, chi, lan]) await l.sync();
    const out = (await lan.run(['status'])).stdout;
    const line = out.split('\n').find((l) => l.includes(`draft ${id}`)) ?? '';
    expect(line, out).toMatch(/published on all channels \(1 of 1\)/);
    expect(line).toMatch(/\[sent by Bảo at /);
    expect(line).not.toMatch(/no answer came|not at the Hub|queued by/);
    const json = (await lan.ok(['status'])).lines().find((l) => l['draftId'] === id);
    expect(json?.['post']).toMatchObject({ state: 'published' });
  }, 120_000);
});

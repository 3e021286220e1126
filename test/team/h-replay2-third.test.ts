/**
 * h-replay2 (walk 42b, 1): a teammate's replay, read on a THIRD member's laptop, with real team-outcome rows. The team of
 * test/team/campcount-team.ts: Lan (revoked before her computer told the team anything) made the Hub posts 1 and 2 of "Tết
 * Áo Dài"; Bảo's calls for them were replays (his outcome rows carry sent_first = replay); Chi published post 3; Bảo's send
 * made post 4. On CHI's laptop, after sync, nothing names who sent posts 1 and 2 first.
 * Before: Chi's `status` said "[sent by Bảo at …]" of them and `campaign status` "… 3 by Bảo, a teammate": Bảo's replays
 * read as his sends. Now: "the Hub already had it (Bảo's call was a replay; who sent it first is not known here)", and the
 * counts "1 by Bảo, a teammate, 2 the Hub already had (Bảo's calls were replays; …)".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campcountTeam } from './campcount-team';
import type { CliLaptop } from './helpers';

const team = campcountTeam('postroom-h-replay2-', 4242);
const { tet } = team;
let chi: CliLaptop;

beforeAll(async () => {
  await team.start();
  chi = team.laptops.chi!;
  await chi.sync();
}, 240_000);
afterAll(async () => {
  await team.stop();
});

const REPLAY = "the Hub already had it (Bảo's call was a replay; who sent it first is not known here)";

describe("Chi's laptop reads Bảo's replays of Lan's calls", () => {
  it('`status`: posts 1 and 2 say the Hub already had them, never "sent by Bảo"; post 4 is his', async () => {
    const out = (await chi.run(['status'])).stdout;
    const line = (id: string) => out.split('\n').find((l) => l.includes(`draft ${id}`)) ?? '';
    for (const id of [tet[0]!, tet[1]!]) {
      expect(line(id), out).toContain(`[${REPLAY}`);
      expect(line(id)).not.toMatch(/sent by Bảo/);
    }
    expect(line(tet[3]!), out).toMatch(/\[sent by Bảo at /);
    // --json: the sender named is who replayed it (`replay`), as the post's `by` says.
    const json = (await chi.ok(['status'])).lines().filter((l) => l['draftId'] === tet[0]);
    expect(json[0]?.['sentBy']).toMatchObject({ name: 'Bảo', replay: true });
  });

  it('`campaign status`: the replays are the Hub\'s already, counted apart from Bảo\'s send', async () => {
    const out = (await chi.run(['campaign', 'status', team.ids.tet])).stdout;
    expect(out).toContain("1 by Bảo, a teammate, 2 the Hub already had (Bảo's calls were replays; who sent them first is not known here)");
    expect(out).not.toMatch(/3 by Bảo/);
  });
});

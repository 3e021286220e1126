/**
 * Lan and Bảo, two editors' app cores on a REAL team server, for a file (the live merge files):
 * the server and both cores start once in beforeAll and stop in afterAll, registered here;
 * `laptops.lan` / `laptops.bao` are the cores once started.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { teamCores } from './helpers';

export function lanAndBaoEditors(prefix: string) {
  const team = teamCores({ prefix, untilMs: 20_000 });
  const laptops = {} as { lan: Core; bao: Core };
  beforeAll(async () => {
    [laptops.lan, laptops.bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'editor' }] as const);
  }, 60_000);
  afterAll(() => team.stop());
  return { call: team.call, until: team.until, laptops };
}

import { dataPaths } from '../../common';
import type { CliContext } from '../command';

/**
 * h-pubsync (walk 41a): the start of a sending command (`publish`, `campaign send`, `retry`): in a team workspace that
 * requires approval, one exchange with the team server (team/send-sync.ts), so the send reads the approvals the team
 * holds now; a server that does not answer is said in one line, and the send goes on from the last synced state.
 */
export async function syncBeforeSending(ctx: CliContext): Promise<void> {
  const [{ openLibrary }, { KeytarSecretStore }, { TeamService, syncBeforeSend, sendSyncEnglish }] = await Promise.all([import('../../library'), import('../../secrets'), import('../../team')]);
  const paths = dataPaths(ctx.dataDir);
  const library = openLibrary(paths.library);
  const team = new TeamService({ library, store: new KeytarSecretStore({ env: ctx.env }), mediaDir: paths.mediaCache, env: ctx.env, flushEveryMs: 0 });
  try {
    const words = sendSyncEnglish(await syncBeforeSend(library, team));
    if (words) ctx.info(words);
  } finally {
    await team.close();
    library.close();
  }
}

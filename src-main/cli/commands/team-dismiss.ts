import { dataPaths } from '../../common';
import { CliError, usageError, type Command } from '../command';

/**
 * w30dismiss (walk 26, 5): `postroom team dismiss`: what the app's Dismiss does beside a refused approval (the bridge's
 * team.dismissRefusal, the same core function): my refused approval of a post, held on this computer, is said no more
 * and no longer keeps the laptop out of step; the approval stays set aside, never sent. An approval answered since (my
 * approval of the post as it is now accepted) is said as answered until dismissed the same way.
 */
export const teamDismissCommand: Command = {
  name: 'team dismiss',
  area: 'team',
  summary: 'stop saying a refused approval of yours held on this computer (or that one was answered): it stays set aside, never sent, and no longer keeps this computer out of step',
  args: '[DRAFT_ID…]',
  options: { all: { type: 'boolean', help: 'every refused approval held on this computer' } },
  example: 'team dismiss 01J9Z… --json',
  async run(ctx, { positionals, values }) {
    const all = values.all === true;
    if (positionals.length === 0 && !all) throw usageError(this, 'name the posts (postroom team status lists the refused approvals held here) or give --all');
    if (positionals.length > 0 && all) throw usageError(this, 'name posts or give --all, not both');
    const [{ openLibrary }, { KeytarSecretStore }, team] = await Promise.all([import('../../library'), import('../../secrets'), import('../../team')]);
    const paths = dataPaths(ctx.dataDir);
    const lib = openLibrary(paths.library);
    const service = new team.TeamService({ library: lib, store: new KeytarSecretStore({ env: ctx.env }), mediaDir: paths.mediaCache, env: ctx.env, flushEveryMs: 0 });
    try {
      const w = lib.workspaces.getCurrent(lib.db);
      if (!w.team) throw new CliError('failed', `The workspace "${w.name}" is not joined to a team: no approval of it is refused by a team server.`);
      const held = team.heldRefusals(lib.db, w.id);
      // A post named with nothing held for it: said, and nothing is changed (not even the others named).
      const missing = positionals.filter((id) => !held.some((h) => h.draftId === id));
      if (missing.length > 0) throw new CliError('failed', `no refused approval of post ${missing.join(', ')} is held on this computer (postroom team status lists those held); nothing was dismissed`);
      const { dismissed, read } = team.dismissHeldRefusals(lib.db, w.id, all ? 'all' : positionals);
      // The status as the team server has it now (a moment to reach it), so "in step" is what it is.
      await service.useCurrent();
      await service.settle(5000);
      const status = await service.status({ members: false });
      const caption = (id: string): string => `"${team.asideCaption(lib.db, id)}" (post ${id})`;
      // h-refused (walk 42a): several refused approvals of one post are said once, with how many ("it" for one, "they" for more).
      const gone = team.refusedApprovalLines(dismissed);
      const notes = team.refusedApprovalLines(read);
      const lines = [
        ...gone.map((d) =>
          d.times === 1
            ? `Dismissed your refused approval of ${d.rule === 'not_held' ? 'an earlier version of ' : ''}${caption(d.draftId)}: it stays set aside on this computer, never sent.`
            : `Dismissed your ${d.times} refused approvals of ${d.rule === 'not_held' ? 'earlier versions of ' : ''}${caption(d.draftId)}: they stay set aside on this computer, never sent.`,
        ),
        ...notes.map((d) => `Dismissed the note that your approval of ${caption(d.draftId)} answered ${d.times === 1 ? 'its refusal' : `its ${d.times} refusals`}.`),
      ];
      if (lines.length === 0) lines.push('No refused approval is held on this computer: nothing to dismiss.');
      lines.push(status.inStep ? 'In step with the team now.' : `Not in step with the team now (state: ${status.state}): postroom team status says why.`);
      ctx.emit({ ok: true, dismissed: gone.map(({ draftId, rule, times }) => ({ draftId, rule, times })), answeredRead: notes.map(({ draftId, rule, times }) => ({ draftId, rule, times })), status }, lines.join('\n'));
      return 0;
    } finally {
      await service.close();
      lib.close();
    }
  },
};

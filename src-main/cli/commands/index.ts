import { AREAS, type Command } from '../command';
import { completionCommand } from '../completion';
import { infoCommand } from './info';
import { sandboxCommand } from './sandbox';
import { KEY_COMMANDS } from './keys';
import { PUBLISH_COMMANDS } from './publish';
// retry, ask, resend: the follow-ups of a send (publish.ts was at its size limit).
import { FOLLOW_UP_COMMANDS } from './follow-up-commands';
import { DRAFTS_COMMANDS } from './drafts';
import { MEDIA_COMMANDS } from './media';
import { HUB_COMMANDS } from './hub';
import { CAMPAIGN_COMMANDS } from './campaign';
// w32restore: the Send tab's "Restore withdrawn posts" (campaign.ts is at its size limit: a file of its own).
import { campaignRestoreCommand } from './campaign-restore';
// Review and approval (issue 34).
import { REVIEW_COMMANDS } from './review';
// The team server (issue 33): serve, token, revoke, members.
import { TEAM_SERVER_COMMANDS } from './team-server';
// A laptop's team session (issue 33): workspace join, team sync, team status, drafts edit.
import { TEAM_SESSION_COMMANDS } from './team';

/**
 * Every CLI command: the one table that `--help`, README's CLI table, shell completion and the
 * parser read. Each area adds its own line here. Listed by area (in the order of AREAS), a
 * group's commands together, otherwise in the order given.
 */
export const COMMANDS: readonly Command[] = byArea([
  ...DRAFTS_COMMANDS,
  ...PUBLISH_COMMANDS,
  ...FOLLOW_UP_COMMANDS,
  ...CAMPAIGN_COMMANDS,
  campaignRestoreCommand,
  ...KEY_COMMANDS,
  ...HUB_COMMANDS,
  ...MEDIA_COMMANDS,
  // Review and approval (issue 34).
  ...REVIEW_COMMANDS,
  // The team server (issue 33).
  ...TEAM_SERVER_COMMANDS,
  // A laptop's team session (issue 33).
  ...TEAM_SESSION_COMMANDS,
  infoCommand,
  sandboxCommand,
  completionCommand,
]);

function byArea(list: Command[]): Command[] {
  const areas = Object.keys(AREAS);
  const first = (c: Command): number => list.findIndex((d) => d.name.split(' ')[0] === c.name.split(' ')[0]);
  return list.map((c, i) => ({ c, i })).sort((a, b) => areas.indexOf(a.c.area) - areas.indexOf(b.c.area) || first(a.c) - first(b.c) || a.i - b.i).map(({ c }) => c);
}

import type { Command } from '../command';
import { infoCommand } from './info';
import { sandboxCommand } from './sandbox';
import { KEY_COMMANDS } from './keys';
import { PUBLISH_COMMANDS } from './publish';
import { DRAFTS_COMMANDS } from './drafts';
import { MEDIA_COMMANDS } from './media';
import { HUB_COMMANDS } from './hub';
import { CAMPAIGN_COMMANDS } from './campaign';

/** Every CLI command, in the order `--help` lists them. Each area adds its own line. */
export const COMMANDS: readonly Command[] = [
  infoCommand,
  sandboxCommand,
  ...KEY_COMMANDS,
  ...PUBLISH_COMMANDS,
  ...DRAFTS_COMMANDS,
  ...MEDIA_COMMANDS,
  ...HUB_COMMANDS,
  ...CAMPAIGN_COMMANDS,
];

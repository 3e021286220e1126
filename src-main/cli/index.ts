export { runCli, type CliIO } from './main';
export { CliError, type Command, type CliContext } from './command';

/**
 * README's CLI table, generated from the command table that `--help` reads (test/cli/help.test.ts
 * compares the two; `npm run -s readme:cli` writes it between the markers).
 */
import { AREAS, optionUsage, type Command } from './command';

export const README_START = '<!-- cli-table: generated from src-main/cli/commands by `npm run -s readme:cli`; do not edit by hand -->';
export const README_END = '<!-- /cli-table -->';

/** A code span in a table cell: a `|` inside it would end the cell. */
const code = (s: string): string => `\`${s.replace(/\|/gu, '\\|')}\``;

/** The markdown table, one row per command, by area. */
export function readmeTable(commands: readonly Command[]): string {
  const rows = commands.map((c) => {
    const options = Object.entries(c.options ?? {}).map(([n, o]) => code(optionUsage(n, { ...o, required: true }))).join(' · ');
    return `| ${AREAS[c.area]} | ${code([c.name, c.args].filter(Boolean).join(' '))} | ${c.summary.replace(/\|/gu, '\\|')} | ${options} |`;
  });
  return ['| area | command | does | options |', '|---|---|---|---|', ...rows].join('\n');
}

/** `readme` with the text between the markers replaced by the table (the markers must be there). */
export function withReadmeTable(readme: string, commands: readonly Command[]): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${README_START} … ${README_END} block`);
  return `${readme.slice(0, start + README_START.length)}\n${readmeTable(commands)}\n${readme.slice(end)}`;
}

// `npm run -s readme:cli`: writes README's CLI table from the command table (src-main/cli/readme.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMANDS } from '../src-main/cli/commands';
import { withReadmeTable } from '../src-main/cli/readme';

const file = join(import.meta.dirname, '..', 'README.md');
const before = readFileSync(file, 'utf8');
const after = withReadmeTable(before, COMMANDS);
writeFileSync(file, after);
console.log(after === before ? 'README.md: the CLI table was already up to date' : 'README.md: CLI table written');

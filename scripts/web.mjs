// `npm run start:web` (and `npm start` where Electron cannot run): the web host from the
// built bundle, building it first where it is missing or older than the sources.
import { ensureBuilt } from './cli-bundle.mjs';

await import(await ensureBuilt('web'));

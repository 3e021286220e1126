import type { FaultConfig } from '../../sandbox';
import type { Command } from '../command';

/** `postroom sandbox`: runs the sandbox Hub until SIGINT/SIGTERM. */
export const sandboxCommand: Command = {
  name: 'sandbox',
  area: 'app',
  summary: 'run the sandbox Hub; prints its URL and API key',
  options: {
    port: { type: 'string', value: 'N', help: 'listen on port N (default: a free one)', accepts: { kind: 'whole', min: 0, max: 65535 } },
    faults: { type: 'string', value: 'PRESET|FILE', help: 'inject faults: none, flaky, chaos, timeouts, slow, instant, realistic, or a JSON file', completes: { words: ['none', 'flaky', 'chaos', 'timeouts', 'slow', 'instant', 'realistic'] } },
    seed: { type: 'string', value: 'N', help: "seed the faults' dice (default 1)", accepts: { kind: 'whole' } },
    'rate-limit': { type: 'string', value: 'N', help: 'answer 429 past N requests a minute', accepts: { kind: 'whole', min: 1 } },
    memory: { type: 'boolean', help: "keep its state in memory, not in the data dir's sandbox.sqlite" },
  },
  example: 'sandbox --port 8787 --faults flaky',
  async run(ctx, { values }) {
    const { startSandbox, loadFaults } = await import('../../sandbox');
    // w30words: the numbers are checked before the command runs (each option's `accepts`).
    const port = values.port === undefined ? 0 : Number(values.port);
    const seed = values.seed === undefined ? 1 : Number(values.seed);
    const rate = values['rate-limit'] === undefined ? undefined : Number(values['rate-limit']);
    const faults: FaultConfig | string = values.faults === undefined ? 'none' : loadFaults(String(values.faults));
    const sb = await startSandbox({ port, seed, faults, ...(rate === undefined ? {} : { rateLimitPerMinute: rate }), ...(values.memory === true ? {} : { dataDir: ctx.dataDir }) });
    ctx.emit(
      { ok: true, url: sb.url, apiKey: sb.apiKey, port: sb.port, db: sb.dbFile, faults: typeof faults === 'string' ? faults : 'file' },
      [`sandbox Hub listening on ${sb.url}`, `API key: ${sb.apiKey}`, `state: ${sb.dbFile ?? 'in memory'}`, 'Ctrl-C stops it.'].join('\n'),
    );
    await new Promise<void>((resolve) => {
      if (ctx.signal.aborted) resolve();
      else ctx.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    await sb.close();
    ctx.info('sandbox stopped');
    return 0;
  },
};

/**
 * A Hub that dies mid-send (walk 44b, 6: the Hub killed 2.3 s into a campaign's Send): a front for a real sandbox Hub on a
 * quiet port (quiet-port.ts) that passes every call on to it, answers the first `answered` publishes, then for the next
 * `lost` publishes closes the connection once the request is in, with no answer (the call went out, no answer came: it MAY
 * be at the Hub) — `reached`: after the Hub ran it (it holds the post), else without passing it on (the Hub never got it,
 * as walk 44b's) — and then stops listening: every later call is refused at the socket, as a killed Hub's.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { quietPort } from './quiet-port';

const HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);
const requestHeaders = (h: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(Object.entries(h).flatMap(([k, v]) => (HOP.has(k) || v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v]])));

export interface LostAnswerHub {
  url: string;
  /** Publishes the Hub ran whose answer was cut. */
  lost: () => number;
  close: () => Promise<void>;
}

export async function lostAnswerHub(target: string, opts: { answered: number; lost: number; reached: boolean }): Promise<LostAnswerHub> {
  let posts = 0;
  let cut = 0;
  let closed = false;
  const sockets = new Set<Socket>();
  /** The answered calls still under way: the Hub dies once they have their answers. */
  const answering = new Set<Promise<unknown>>();
  const die = (): void => {
    if (closed) return;
    closed = true;
    void Promise.allSettled([...answering]).then(() => {
      server.close();
      for (const s of sockets) s.destroy();
    });
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const post = req.method === 'POST';
      const n = post ? ++posts : 0;
      const work = (async () => {
        if (post && n > opts.answered && !opts.reached) {
          cut++;
          req.socket.destroy();
          if (cut >= opts.lost) die();
          return;
        }
        const r = await fetch(`${target}${req.url ?? '/'}`, { method: req.method, headers: requestHeaders(req.headers), ...(post ? { body: Buffer.concat(chunks) } : {}) });
        const body = Buffer.from(await r.arrayBuffer());
        if (post && n > opts.answered) {
          cut++;
          req.socket.destroy();
          if (cut >= opts.lost) die();
          return;
        }
        const headers = Object.fromEntries([...r.headers].filter(([k]) => !HOP.has(k) && k !== 'content-encoding'));
        res.writeHead(r.status, headers);
        res.end(body);
      })().catch(() => void req.socket.destroy());
      if (post && n <= opts.answered) {
        answering.add(work);
        void work.finally(() => answering.delete(work));
      }
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const port = await quietPort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, lost: () => cut, close: async () => die() };
}

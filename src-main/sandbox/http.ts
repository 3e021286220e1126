import type { ServerResponse } from 'node:http';
import { HubRefusal } from './errors';

/** A JSON success answer (HTTP 200 unless told). */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** The part-7 envelope `{ error: { code, message } }`, with an integer Retry-After where it applies. */
export function sendRefusal(res: ServerResponse, err: HubRefusal): void {
  const headers: Record<string, string> = {};
  if (err.retryAfterSeconds !== null) headers['Retry-After'] = String(Math.max(1, Math.ceil(err.retryAfterSeconds)));
  sendJson(res, err.status, { error: { code: err.code, message: err.message } }, headers);
}

/** The envelope as text (stored under an idempotency key for replay). */
export const envelopeText = (err: HubRefusal): string => JSON.stringify({ error: { code: err.code, message: err.message } });

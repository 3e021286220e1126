import type { IncomingMessage } from 'node:http';
import { createHash } from 'node:crypto';
import busboy from 'busboy';
import { describeError } from '../common';
import { invalid } from './errors';

/** An uploaded file of a multipart body. */
export interface Upload { field: string; filename: string; contentType: string; bytes: Buffer }

export type BodyRead = { kind: 'ok'; body: Buffer } | { kind: 'too_large'; bytes: number };

/**
 * Reads a request body while counting bytes against `cap`: a Content-Length over the
 * cap is refused before a byte is read, and a streamed body is refused the moment it
 * passes the cap (the rest is drained and discarded), before any parsing.
 */
export function readBodyCapped(req: IncomingMessage, cap: number): Promise<BodyRead> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > cap) {
    req.resume();
    return Promise.resolve({ kind: 'too_large', bytes: Number(declared) });
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let over = false;
    const onData = (chunk: Buffer): void => {
      total += chunk.length;
      if (over) return;
      if (total > cap) {
        over = true;
        chunks.length = 0;
        resolve({ kind: 'too_large', bytes: total });
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => {
      if (!over) resolve({ kind: 'ok', body: Buffer.concat(chunks, total) });
    });
    req.once('error', (err) => {
      if (!over) reject(err);
    });
    req.once('aborted', () => {
      if (!over) reject(new Error('request aborted'));
    });
  });
}

/** Plain text of the edge's 413 (no JSON envelope: hub-api 7, "Errors without the envelope"). */
export const EDGE_413_BODY = '<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n<body>\r\n<center><h1>413 Request Entity Too Large</h1></center>\r\n<hr><center>edge</center>\r\n</body>\r\n</html>\r\n';

export interface MultipartParts { fields: Array<[string, string]>; files: Upload[] }

/** Parses a complete multipart body (already size-checked) with busboy. */
export function parseMultipart(body: Buffer, contentType: string, maxFieldBytes: number): Promise<MultipartParts> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: { 'content-type': contentType }, limits: { fieldSize: maxFieldBytes, fieldNameSize: 200 }, defParamCharset: 'utf8' });
    } catch (err) {
      reject(invalid(`malformed multipart body: ${describeError(err)}`));
      return;
    }
    const fields: Array<[string, string]> = [];
    const files: Upload[] = [];
    let failed = false;
    const fail = (message: string): void => {
      if (failed) return;
      failed = true;
      reject(invalid(message));
    };
    bb.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(`multipart field "${name}" is too long`);
      fields.push([name, value]);
    });
    bb.on('file', (field, stream, info) => {
      const parts: Buffer[] = [];
      stream.on('data', (d: Buffer) => parts.push(d));
      // A form that ends inside this file errors on the file's stream too: a 400, not a crash.
      stream.on('error', (err: Error) => fail(`malformed multipart body: ${describeError(err)}`));
      stream.on('end', () => files.push({ field, filename: info.filename ?? '', contentType: info.mimeType, bytes: Buffer.concat(parts) }));
    });
    bb.on('error', (err) => fail(`malformed multipart body: ${describeError(err)}`));
    bb.on('close', () => {
      if (!failed) resolve({ fields, files });
    });
    bb.end(body);
  });
}

export const sha256 = (b: Uint8Array | string): string => createHash('sha256').update(b).digest('hex');

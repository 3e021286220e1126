import busboy from 'busboy';

/** Parses a multipart body back with busboy (what a Node server would do), in wire order. */
export function parseMultipart(contentType: string, body: Buffer): Promise<Array<{ name: string; value?: string; filename?: string; mime?: string; bytes?: Buffer }>> {
  return new Promise((resolve, reject) => {
    const parts: Array<{ name: string; value?: string; filename?: string; mime?: string; bytes?: Buffer }> = [];
    const bb = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8' });
    bb.on('field', (name, value) => parts.push({ name, value }));
    bb.on('file', (name, stream, info) => {
      const entry: { name: string; filename?: string; mime: string; bytes?: Buffer } = { name, mime: info.mimeType };
      if (info.filename !== undefined) entry.filename = info.filename;
      parts.push(entry);
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => (entry.bytes = Buffer.concat(chunks)));
    });
    bb.on('close', () => resolve(parts));
    bb.on('error', reject);
    bb.end(body);
  });
}


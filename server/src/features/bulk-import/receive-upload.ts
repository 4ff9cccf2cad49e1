import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AppError, BULK_IMPORT_LIMITS, bulkImportMessages } from '@forkcast/core';
import busboy from 'busboy';

/** An uploaded file, written to a private temporary folder as it streamed in. */
export type ReceivedFile = {
  dir: string;
  path: string;
  /** The name the browser gave; only shown back and used to name a new list. */
  name: string;
  size: number;
  /** The first bytes, to tell the kind by content. */
  head: Uint8Array;
};

/**
 * Streams a multipart upload to disk: the 200 MB file never sits in memory (the request's
 * body is read once, chunk by chunk), and a file past the limit is refused while it arrives.
 * The file is written under a name of ours; the uploaded name never becomes a path.
 */
export async function receiveUpload(
  request: Request,
  fileField: string,
  maxBytes: number = BULK_IMPORT_LIMITS.fileBytes,
): Promise<{ fields: Record<string, string>; file: ReceivedFile | null }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body) {
    throw new AppError('bad_request', 'Please send the form as multipart/form-data.');
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'forkcast-import-'));
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  let tooLarge = false;
  const writes: Promise<void>[] = [];
  try {
    const parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send a file's name as UTF-8 bytes; busboy reads them as Latin-1 unless told,
      // which named a new list 'Rezepte fÃ¼r...' after 'Rezepte für...'.
      defParamCharset: 'utf8',
      // busboy calls a file that reaches `fileSize` too large: one byte more, so that a file of
      // exactly the limit is taken.
      limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 4096 },
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== fileField || file) {
        stream.resume();
        return;
      }
      const target = path.join(dir, 'upload');
      const received: ReceivedFile = {
        dir,
        path: target,
        name: info.filename ?? '',
        size: 0,
        head: new Uint8Array(),
      };
      const headChunks: Buffer[] = [];
      let headBytes = 0;
      stream.on('data', (chunk: Buffer) => {
        received.size += chunk.byteLength;
        if (headBytes < 4096) {
          headChunks.push(chunk.subarray(0, 4096 - headBytes));
          headBytes += Math.min(chunk.byteLength, 4096 - headBytes);
        }
      });
      stream.on('limit', () => {
        tooLarge = true;
      });
      writes.push(
        pipeline(stream, createWriteStream(target, { mode: 0o600 })).then(() => {
          received.head = Buffer.concat(headChunks);
        }),
      );
      file = received;
    });
    await pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), parser);
    await Promise.all(writes);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', 'The upload was incomplete. Please try again.');
  }
  if (tooLarge) {
    await rm(dir, { recursive: true, force: true });
    throw new AppError('payload_too_large', bulkImportMessages.fileTooLarge);
  }
  if (!file) await rm(dir, { recursive: true, force: true });
  return { fields, file };
}

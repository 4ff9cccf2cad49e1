import { AppError, BULK_IMPORT_LIMITS, bulkImportMessages } from '@forkcast/core';
import yauzl from 'yauzl';

/**
 * What every archive of one import may add up to, nested archives (Tandoor's zip of zips)
 * included: a zip bomb is refused from its directory, before anything is inflated.
 */
export type ExpansionBudget = {
  maxEntries: number;
  maxBytes: number;
  entries: number;
  bytes: number;
};

export function newBudget(
  limits: { entries?: number; expandedBytes?: number } = {},
): ExpansionBudget {
  return {
    maxEntries: limits.entries ?? BULK_IMPORT_LIMITS.entries,
    maxBytes: limits.expandedBytes ?? BULK_IMPORT_LIMITS.expandedBytes,
    entries: 0,
    bytes: 0,
  };
}

export type ArchiveEntry = {
  /** The path inside the archive, checked: relative, no '..', no drive letters. */
  name: string;
  /** The size it declares; reading checks that it tells the truth. */
  size: number;
  read: () => Promise<Buffer>;
};

export type Archive = { entries: ArchiveEntry[]; close: () => void };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

export function looksLikeZip(head: Uint8Array): boolean {
  const start = Buffer.from(head.subarray(0, 4));
  return start.equals(ZIP_MAGIC) || start.equals(EMPTY_ZIP_MAGIC);
}

/**
 * Zip slip: entries are never written to disk here (they are read into memory one at a
 * time), and an archive naming a path outside itself is refused whole all the same, since
 * no honest export holds one.
 */
function isSafePath(name: string): boolean {
  if (name.includes('\\') || name.includes('\0')) return false;
  if (name.startsWith('/') || /^[a-z]:/i.test(name)) return false;
  return !name.split('/').some((part) => part === '..');
}

const options: yauzl.Options = {
  lazyEntries: true,
  autoClose: false,
  // yauzl checks every name as it reads the directory (absolute, '..'); we check again below.
  decodeStrings: true,
  validateEntrySizes: true,
  strictFileNames: false,
};

function refuse(message: string, status: 'bad_request' | 'payload_too_large' = 'bad_request') {
  return new AppError(status, message);
}

function mapOpenError(error: Error): AppError {
  if (error instanceof AppError) return error;
  if (/invalid relative path|absolute path|invalid characters in fileName/i.test(error.message)) {
    return refuse(bulkImportMessages.unsafePath);
  }
  return refuse(bulkImportMessages.damaged);
}

/** Opens a zip (a file on disk, or bytes already read from an outer zip) and checks it whole. */
export function openArchive(source: string | Buffer, budget: ExpansionBudget): Promise<Archive> {
  return new Promise((resolve, reject) => {
    const opened = (error: Error | null, zip?: yauzl.ZipFile) => {
      if (error || !zip) return reject(mapOpenError(error ?? new Error('no zip')));
      if (budget.entries + zip.entryCount > budget.maxEntries) {
        zip.close();
        return reject(refuse(bulkImportMessages.archiveTooLarge));
      }
      budget.entries += zip.entryCount;
      const entries: ArchiveEntry[] = [];
      let failed = false;
      const fail = (e: Error) => {
        if (failed) return;
        failed = true;
        zip.close();
        reject(mapOpenError(e));
      };
      zip.on('error', fail);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (failed) return;
        if (!isSafePath(entry.fileName)) return fail(refuse(bulkImportMessages.unsafePath));
        budget.bytes += entry.uncompressedSize;
        if (budget.bytes > budget.maxBytes) return fail(refuse(bulkImportMessages.archiveTooLarge));
        if (!entry.fileName.endsWith('/')) {
          entries.push({
            name: entry.fileName,
            size: entry.uncompressedSize,
            read: () => readEntry(zip, entry),
          });
        }
        zip.readEntry();
      });
      zip.on('end', () => {
        if (!failed) resolve({ entries, close: () => zip.close() });
      });
      zip.readEntry();
    };
    if (typeof source === 'string') yauzl.open(source, options, opened);
    else yauzl.fromBuffer(source, options, opened);
  });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(refuse(bulkImportMessages.damaged));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // yauzl stops an entry that inflates past the size it declared (validateEntrySizes).
      stream.on('error', () => reject(refuse(bulkImportMessages.damaged)));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

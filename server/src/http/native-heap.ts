import { createRequire } from 'node:module';

type Trim = (pad: number) => number;

let trim: Trim | null | undefined;

/**
 * glibc's `malloc_trim(0)`, or null where there is none (macOS, Windows, musl) or it cannot be
 * reached. Node offers no way to call it; koffi (a maintained FFI with prebuilt binaries)
 * does, and is loaded only here, on first use.
 */
function loadTrim(): Trim | null {
  if (trim !== undefined) return trim;
  trim = null;
  if (process.platform !== 'linux') return trim;
  try {
    // Only glibc has libc.so.6 with malloc_trim: on musl the load fails and nothing is done.
    const require = createRequire(import.meta.url);
    const koffi = require('koffi') as typeof import('koffi');
    trim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as Trim;
  } catch {
    // Without it memory is still freed, only kept by the allocator for reuse.
  }
  return trim;
}

/**
 * Hands the pages glibc's allocator keeps free back to the system. glibc returns freed memory
 * only from the top of its heaps; what native code frees in the middle (libvips' picture
 * buffers, zlib's and Brotli's windows, SQLite's pages, V8's off-heap buffers) stays resident
 * for reuse. After a load run that was about 70 MB of the idle resident size (issue 18,
 * decision 028); `malloc_trim` gives it back (madvise), at a cost of well under a millisecond.
 * Returns whether anything was released (false where the call is not available).
 */
export function trimNativeHeap(): boolean {
  const call = loadTrim();
  return call ? call(0) === 1 : false;
}

/** Whether `trimNativeHeap` can do anything on this system (tests, the start-up log). */
export function canTrimNativeHeap(): boolean {
  return loadTrim() !== null;
}

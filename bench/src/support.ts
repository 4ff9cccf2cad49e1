import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls a URL until it answers 200; resolves with the milliseconds since `since`. */
export async function waitForOk(url: string, since: number, timeoutMs = 20_000): Promise<number> {
  while (performance.now() - since < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - since;
    } catch {
      // not up yet
    }
    await sleep(5);
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}

const running = new Set<ChildProcess>();
let cleanupInstalled = false;

/**
 * A bench's servers must not outlive it: a bench that throws, calls `process.exit` or is
 * stopped with Ctrl-C (or `kill`) would otherwise leave them holding their ports and a share
 * of the two cores, spoiling every later figure.
 */
function installCleanup(): void {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of running) child.kill('SIGKILL');
      process.exit(130);
    });
  }
}

export function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  installCleanup();
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    // Not unref'd: if the server ignores SIGTERM, this timer is what ends it.
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => clearTimeout(force));
  });
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function residentMemoryMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Where a process's resident memory is, from /proc (Linux), in MB: anonymous memory (heaps:
 * V8's, malloc's, libvips'), file-backed pages (the node binary and native addons mapped in),
 * and the thread count (every thread of libuv's pool or libvips has a stack and may have a
 * malloc arena of its own).
 */
export function memoryBreakdown(
  pid: number,
): { rss: number; anon: number; file: number; threads: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1]);
    return {
      rss: kb('VmRSS') / 1024,
      anon: kb('RssAnon') / 1024,
      file: kb('RssFile') / 1024,
      threads: kb('Threads'),
    };
  } catch {
    return null;
  }
}

export function printTable(title: string, rows: Record<string, string | number>[]) {
  console.log(`\n## ${title}`);
  if (rows.length === 0) return;
  const headers = Object.keys(rows[0] as object);
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h]).length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(headers.map((h) => String(row[h]))));
}

/** Signs a cook up through the real API and returns the session cookie header. */
export async function signUpBenchUser(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Cook', email, password: 'Bench!mark1' }),
  });
  if (!response.ok)
    throw new Error(`bench sign-up failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null if gone. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** CPU seconds of a set of processes (those gone since count as 0). */
export function cpuSecondsOf(pids: number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, cpuSeconds(pid) ?? 0]));
}

/**
 * Several engineers (or worktrees) may bench at once on one machine: `BENCH_PORT_OFFSET` moves
 * every bench's fixed ports by the same amount so that their servers do not collide.
 */
export function benchPort(port: number): number {
  const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 20_000) {
    throw new Error(
      `BENCH_PORT_OFFSET must be a whole number from 0 to 20000, not "${process.env.BENCH_PORT_OFFSET}"`,
    );
  }
  return port + offset;
}

/**
 * What this machine charges for memory a process touches for the first time, against memory
 * it already holds, in µs per 4 KB page. A browser starting a page and a server growing its
 * heap both pay it. On a virtual machine whose host hands memory over page by page on first
 * touch (and takes freed pages back), it can cost tens of times what a held page does, and
 * then inflates Lighthouse's blocking time and the load figures alike: benches print it so
 * that figures from two machines are not read as a change in the app.
 */
export function memoryFirstTouch(megabytes = 128): { firstUs: number; heldUs: number } {
  const pages = (megabytes * 1024 * 1024) / 4096;
  // Zero-filled by the system: a fresh mapping, none of it touched yet.
  const buffer = Buffer.alloc(megabytes * 1024 * 1024);
  const start = performance.now();
  buffer.fill(1);
  const touched = performance.now();
  buffer.fill(2);
  const held = performance.now();
  return {
    firstUs: ((touched - start) * 1000) / pages,
    heldUs: ((held - touched) * 1000) / pages,
  };
}

/** One line on the machine's memory, for a bench's header (see memoryFirstTouch). */
export function describeMemoryFirstTouch(): string {
  const { firstUs, heldUs } = memoryFirstTouch();
  return `memory first touch: ${firstUs.toFixed(2)} µs per 4 KB page, ${(firstUs / heldUs).toFixed(0)}× a page already held (a few times on an ordinary machine; far more makes every start-up and growing heap slow here)`;
}

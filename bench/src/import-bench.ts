import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImportJob } from '@forkcast/core';
import { gzipSync, strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import {
  benchPort,
  printTable,
  residentMemoryMb,
  signUpBenchUser,
  sleep,
  startProcess,
  stopProcess,
  waitForOk,
} from './support.ts';

const PORT = benchPort(4871);
const RECIPES = 1000;

/** A recipe photo as apps keep them (noisy, so JPEG cannot shrink it to nothing), 640x480. */
async function photos(count: number): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (let i = 0; i < count; i += 1) {
    const noise = Buffer.alloc(300 * 225 * 3);
    for (let p = 0; p < noise.length; p += 1) noise[p] = (p * 31 + i * 97 + ((p * p) % 251)) & 255;
    out.push(
      await sharp(noise, { raw: { width: 300, height: 225, channels: 3 } })
        .resize(640, 480)
        .jpeg({ quality: 60 })
        .toBuffer(),
    );
  }
  return out;
}

/** A Paprika export (zip of gzipped JSON, photos inline as base64), as Paprika 3 writes it. */
function paprikaFile(count: number, pictures: Buffer[], withPhoto: (i: number) => boolean) {
  const files: Record<string, Uint8Array> = {};
  for (let i = 0; i < count; i += 1) {
    const photo = withPhoto(i) ? pictures[i % pictures.length] : null;
    files[`Recipe ${i}.paprikarecipe`] = gzipSync(
      strToU8(
        JSON.stringify({
          uid: `bench-${i}`,
          name: `Bench recipe ${i}`,
          description: 'A recipe for the import benchmark.',
          servings: '4 servings',
          total_time: '45 mins',
          ingredients: [
            '2 cups flour',
            '1 tsp salt',
            `${(i % 5) + 1} eggs`,
            '200 g butter, softened',
            '1 tbsp olive oil',
            '3 cloves garlic, minced',
          ].join('\n'),
          directions: 'Mix the dry things.\nAdd the eggs and butter.\nBake for 30 minutes.',
          source_url: `https://bench.example/recipes/${i}`,
          photo_data: photo ? photo.toString('base64') : null,
          categories: ['Bench'],
        }),
      ),
    );
  }
  return zipSync(files, { level: 0 });
}

/**
 * CPU seconds the server process has used (user + system, from /proc): on a busy machine the
 * wall-clock rate says more about the neighbours than about the import; the CPU cost per
 * recipe does not, and gives the rate the server's cores could reach when idle.
 */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

type Sampler = { stop: () => number };
function sampleRss(pid: number): Sampler {
  let peak = residentMemoryMb(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMemoryMb(pid) ?? 0);
  }, 50);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

async function importFile(base: string, cookie: string, bytes: Uint8Array, name: string) {
  const body = new FormData();
  body.set('newListName', '');
  body.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const response = await fetch(`${base}/api/imports`, {
    method: 'POST',
    headers: { origin: base, cookie },
    body,
  });
  if (response.status !== 202) throw new Error(`import answered ${response.status}`);
  const { import: job } = (await response.json()) as { import: ImportJob };
  for (;;) {
    const state = (await (
      await fetch(`${base}/api/imports/${job.id}`, { headers: { cookie } })
    ).json()) as { import: ImportJob };
    if (!['queued', 'running'].includes(state.import.status)) return state.import;
    await sleep(100);
  }
}

/**
 * `npm run bench -- import` (issue 19): recipes per second for a 1,000-recipe Paprika file
 * with photos and the server's memory meanwhile; then the export of an account with 1,000
 * meals and 200 pictures, its time and the server's peak memory.
 */
export async function runImportBench() {
  // The files are made before the server starts: a pause longer than the server's keep-alive
  // would leave fetch a closed connection for its next POST.
  const pictures = await photos(20);
  const everyPhoto = paprikaFile(RECIPES, pictures, () => true);
  const fifthPhoto = paprikaFile(RECIPES, pictures, (i) => i % 5 === 0);
  const noPhoto = paprikaFile(RECIPES, pictures, () => false);
  const photoKb = pictures.reduce((sum, p) => sum + p.length, 0) / pictures.length / 1024;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-import-bench-'));
  const base = `http://127.0.0.1:${PORT}`;
  const child = startProcess(['server/dist/main.js'], {
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    // The allocator settings `npm start` and docs/deploy.md give every instance (without them
    // libvips' threads each keep a malloc arena, and RSS after the imports is ~70 MB higher).
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
  });
  try {
    await waitForOk(`${base}/api/health`, performance.now());
    const pid = child.pid as number;

    const rows: Record<string, string | number>[] = [];
    const cookie = await signUpBenchUser(base, `import-${Date.now()}@bench.example`);

    const idleRss = residentMemoryMb(pid) ?? 0;
    let rss = sampleRss(pid);
    let started = performance.now();
    let cpuBefore = cpuSeconds(pid);
    const job = await importFile(base, cookie, everyPhoto, 'Bench.paprikarecipes');
    let seconds = (performance.now() - started) / 1000;
    let cpuMs = ((cpuSeconds(pid) - cpuBefore) * 1000) / Math.max(1, job.done);
    const cores = os.availableParallelism();
    const rate = job.done / seconds;
    const peak = rss.stop();
    rows.push({
      run: `import: ${RECIPES} Paprika recipes, all with photos (${photoKb.toFixed(0)} KB JPEG each, ${(everyPhoto.length / 1048576).toFixed(0)} MB file)`,
      result: `${job.done} done, ${job.skipped} skipped, ${job.failed} failed`,
      seconds: seconds.toFixed(1),
      'recipes/s': rate.toFixed(1),
      'server CPU ms/recipe (idle-core rate)': `${cpuMs.toFixed(1)} (${((1000 * cores) / cpuMs).toFixed(0)}/s on ${cores} cores)`,
      'server RSS idle → peak (MB)': `${idleRss.toFixed(0)} → ${peak.toFixed(0)}`,
      target: `> 50 recipes/s: ${rate > 50 ? 'met' : 'missed'}; < 300 MB: ${peak < 300 ? 'met' : 'missed'}`,
    });

    // The same recipes without photos: what the rest of the pipeline costs.
    const plain = await signUpBenchUser(base, `plain-${Date.now()}@bench.example`);
    rss = sampleRss(pid);
    started = performance.now();
    cpuBefore = cpuSeconds(pid);
    const plainJob = await importFile(base, plain, noPhoto, 'Plain.paprikarecipes');
    seconds = (performance.now() - started) / 1000;
    cpuMs = ((cpuSeconds(pid) - cpuBefore) * 1000) / Math.max(1, plainJob.done);
    rows.push({
      run: `import: the same ${RECIPES} recipes without photos`,
      result: `${plainJob.done} done, ${plainJob.skipped} skipped, ${plainJob.failed} failed`,
      seconds: seconds.toFixed(1),
      'recipes/s': (plainJob.done / seconds).toFixed(1),
      'server CPU ms/recipe (idle-core rate)': `${cpuMs.toFixed(1)} (${((1000 * cores) / cpuMs).toFixed(0)}/s on ${cores} cores)`,
      'server RSS idle → peak (MB)': `→ ${rss.stop().toFixed(0)}`,
      target: '',
    });

    // The export account: 1,000 meals, 200 of them with a picture.
    const exporter = await signUpBenchUser(base, `export-${Date.now()}@bench.example`);
    const seeded = await importFile(base, exporter, fifthPhoto, 'Export bench.paprikarecipes');
    const before = residentMemoryMb(pid) ?? 0;
    rss = sampleRss(pid);
    started = performance.now();
    cpuBefore = cpuSeconds(pid);
    const response = await fetch(`${base}/api/export`, { headers: { cookie: exporter } });
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
    }
    seconds = (performance.now() - started) / 1000;
    const exportCpu = cpuSeconds(pid) - cpuBefore;
    const exportPeak = rss.stop();
    rows.push({
      run: `export: ${seeded.done} meals, ${RECIPES / 5} pictures (${(bytes / 1048576).toFixed(1)} MB zip)`,
      result: `HTTP ${response.status}`,
      seconds: seconds.toFixed(2),
      'recipes/s': (seeded.done / seconds).toFixed(0),
      'server CPU ms/recipe (idle-core rate)': `${exportCpu.toFixed(2)} s CPU in all`,
      'server RSS idle → peak (MB)': `${before.toFixed(0)} → ${exportPeak.toFixed(0)}`,
      target: `< 10 s: ${seconds < 10 ? 'met' : 'missed'}; < 300 MB: ${exportPeak < 300 ? 'met' : 'missed'}`,
    });
    printTable(
      `Bulk import and export (production build, SQLite; load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} cores)`,
      rows,
    );
  } finally {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

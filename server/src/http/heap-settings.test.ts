import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The most the old generation reserved (MB) in a fresh process that allocates fast while
 * keeping a steady 300,000 objects alive, as a server under load does, with or without the
 * server's heap settings.
 */
function peakOldSpaceMb(withSettings: boolean): number {
  const script = `
    import v8 from 'node:v8';
    ${withSettings ? `const { applyHeapSettings } = await import(${JSON.stringify(path.join(here, 'heap-settings.ts'))}); applyHeapSettings();` : ''}
    const ring = new Array(300000);
    let peak = 0;
    for (let i = 0; i < 6e6; i++) {
      const o = { i, s: 'x' + i };
      if (i % 5 === 0) ring[(i / 5) % 300000] = o;
      if (i % 50000 === 0) {
        const old = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space');
        peak = Math.max(peak, old.space_size);
      }
    }
    console.log(peak / 1048576);
  `;
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { encoding: 'utf8' },
  );
  return Number(out.trim());
}

describe('heap settings', () => {
  it('keeps the old generation near twice the live objects instead of letting it grow 4x', () => {
    const plain = peakOldSpaceMb(false);
    const settled = peakOldSpaceMb(true);
    // About 25 MB live: V8's own factor reserved about 75 MB, the server's about 50.
    expect(settled).toBeLessThan(plain * 0.8);
  });
});

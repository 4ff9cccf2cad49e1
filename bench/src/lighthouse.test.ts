import { describe, expect, it } from 'vitest';
import { explainPerformance } from './lighthouse.ts';

type Report = Parameters<typeof explainPerformance>[0];

/** A Lighthouse report with only what the explanation reads, in Lighthouse's own shapes. */
function report(
  overrides: { requests?: object[]; fcpAt?: number; lcpAt?: number; throughputKbps?: number } = {},
): Report {
  const metric = (score: number, displayValue: string) => ({ score, displayValue });
  return {
    // Lighthouse's mobile preset: 1.6 Mbps (its kilobits are 1024 bits).
    configSettings: { throttling: { throughputKbps: overrides.throughputKbps ?? 1638.4 } },
    categories: {
      performance: {
        auditRefs: [
          { id: 'first-contentful-paint', weight: 10 },
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'total-blocking-time', weight: 30 },
          { id: 'cumulative-layout-shift', weight: 25 },
          { id: 'speed-index', weight: 10 },
          { id: 'unused-javascript', weight: 0 },
        ],
      },
    },
    audits: {
      'first-contentful-paint': metric(0.8, '2.2 s'),
      'largest-contentful-paint': metric(0.6, '3.3 s'),
      'total-blocking-time': metric(0.9, '160 ms'),
      'cumulative-layout-shift': metric(1, '0'),
      'speed-index': metric(1, '2.2 s'),
      metrics: {
        details: {
          items: [
            {
              observedFirstContentfulPaint: overrides.fcpAt ?? 200,
              observedLargestContentfulPaint: overrides.lcpAt ?? 400,
            },
          ],
        },
      },
      'network-requests': {
        details: {
          items: overrides.requests ?? [
            {
              url: 'http://x/a.js',
              resourceType: 'Script',
              priority: 'High',
              networkEndTime: 150,
              transferSize: 2048,
            },
            {
              url: 'http://x/b.js',
              resourceType: 'Script',
              priority: 'Low',
              networkEndTime: 150,
              transferSize: 4096,
            },
            {
              url: 'http://x/c.js',
              resourceType: 'Script',
              priority: 'High',
              networkEndTime: 300,
              transferSize: 1024,
            },
            {
              url: 'http://x/p.webp',
              resourceType: 'Image',
              priority: 'High',
              networkEndTime: 350,
              transferSize: 10240,
            },
            {
              url: 'http://x/q.webp',
              resourceType: 'Image',
              priority: 'Low',
              networkEndTime: 350,
              transferSize: 20480,
            },
          ],
        },
      },
      'largest-contentful-paint-element': {
        details: {
          items: [
            { items: [{ node: { snippet: '<img class="hero">', nodeLabel: 'Pasta bake' } }] },
            {
              items: [
                { phase: 'TTFB', timing: 450 },
                { phase: 'Load Delay', timing: 2000.4 },
              ],
            },
          ],
        },
      },
      'long-tasks': {
        details: {
          items: [
            { url: 'http://x/assets/base-1.js', duration: 300 },
            { url: 'Unattributable', duration: 120 },
          ],
        },
      },
      'bootup-time': {
        details: { items: [{ url: 'http://x/assets/base-1.js', scripting: 812.6 }] },
      },
    },
  } as unknown as Report;
}

describe('the profile printed for a screen under its goals', () => {
  it('says how many points each metric costs, the costliest first', () => {
    const [points] = explainPerformance(report());
    // Weights 10/25/30/25/10 of 100: LCP at 0.6 loses 10, FCP at 0.8 loses 2, TBT at 0.9 loses 3.
    expect(points).toBe(
      'points lost: largest paint 3.3 s -10.0, blocking time 160 ms -3.0, first paint 2.2 s -2.0, layout shift 0 -0.0, speed index 2.2 s -0.0',
    );
  });

  it('counts only the high-priority scripts that had loaded by the first paint', () => {
    const fcp = explainPerformance(report())[1];
    expect(fcp).toContain('at full speed 200 ms');
    expect(fcp).toContain('1 high-priority scripts (2.0 KB)');
    // With the paint later, the second high-priority script counts too; the low one never does.
    expect(explainPerformance(report({ fcpAt: 320 }))[1]).toContain(
      '2 high-priority scripts (3.0 KB)',
    );
  });

  it('names the largest paint, its phases, and every request but low-priority pictures before it', () => {
    const lcp = explainPerformance(report())[2];
    expect(lcp).toContain('<img class="hero"> "Pasta bake"');
    expect(lcp).toContain('ttfb 450 ms, load delay 2000 ms');
    // a, b, c and the high-priority picture: 2 + 4 + 1 + 10 KB; not the low-priority picture.
    expect(lcp).toContain('the 4 requests (17.0 KB)');
  });

  it('says how long the largest paint’s picture takes at the simulated bandwidth on its own', () => {
    // 10 KB are 80 kilobits: 0.05 s at 1.6 Mbps, 0.02 s at 4 Mbps.
    expect(explainPerformance(report())[2]).toMatch(
      /; the picture is 10\.0 KB, 0\.05 s of the simulated 1\.6 Mbps on its own$/,
    );
    expect(explainPerformance(report({ throughputKbps: 4096 }))[2]).toContain(
      'the picture is 10.0 KB, 0.02 s of the simulated 4.0 Mbps',
    );
    // No picture among the requests before the paint: nothing said about one.
    const noPicture = explainPerformance(report({ requests: [] }))[2];
    expect(noPicture).not.toContain('the picture is');
  });

  it('lists the longest tasks and the script time by file', () => {
    expect(explainPerformance(report())[3]).toBe(
      'blocking time 160 ms: 2 long tasks (simulated), the longest 300 ms in base-1.js, 120 ms in Unattributable; script time by file: base-1.js 813 ms',
    );
  });

  it('still explains a report without requests or paint timings', () => {
    const lines = explainPerformance(report({ requests: [] }));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('0 high-priority scripts (0.0 KB)');
  });
});

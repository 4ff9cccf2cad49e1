/**
 * Writes favicon.svg and renders the app icons in web/public from one drawing of the mark, the
 * one in src/components/ui/logo.tsx (keep MARK in step with it).
 * Run: node --import tsx web/scripts/generate-icons.ts
 * Uses the system Chromium through playwright-core (already a dev tool here) rather than an
 * image library, so the PNGs match what browsers draw from the SVG.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

const PRIMARY = '#b8400b';
const SUN = '#f4b63f';
const MARK = `<circle cx="34.5" cy="14.5" r="6" fill="${SUN}"/><g fill="none" stroke="#fff" stroke-width="3.8" stroke-linecap="round" stroke-linejoin="round"><path d="M14 9v7a7 7 0 0 0 14 0V9"/><path d="M21 9v30"/></g>`;

/** 'rounded': the tile as in the favicon; 'full-bleed': square background, mark scaled into the safe zone. */
function iconSvg(kind: 'rounded' | 'full-bleed', scale = 1, title?: string): string {
  const background =
    kind === 'rounded'
      ? `<rect width="48" height="48" rx="14" fill="${PRIMARY}"/>`
      : `<rect width="48" height="48" fill="${PRIMARY}"/>`;
  const offset = (48 - 48 * scale) / 2;
  const mark =
    scale === 1
      ? MARK
      : `<g transform="translate(${offset} ${offset}) scale(${scale})">${MARK}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${title ? `<title>${title}</title>` : ''}${background}${mark}</svg>`;
}

await writeFile(`${publicDir}favicon.svg`, `${iconSvg('rounded', 1, 'Forkcast')}\n`);
console.log('wrote favicon.svg');

const icons = [
  { file: 'icon-192.png', size: 192, svg: iconSvg('rounded') },
  { file: 'icon-512.png', size: 512, svg: iconSvg('rounded') },
  // Maskable icons may be cropped to a circle: keep the mark inside the central 80 %.
  { file: 'icon-maskable-512.png', size: 512, svg: iconSvg('full-bleed', 0.72) },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, svg: iconSvg('full-bleed', 0.86) },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`,
    );
    const png = await page.screenshot({ omitBackground: true, type: 'png' });
    await writeFile(`${publicDir}${icon.file}`, png);
    await page.close();
    console.log(`wrote ${icon.file}`);
  }
} finally {
  await browser.close();
}

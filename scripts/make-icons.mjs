#!/usr/bin/env node
/**
 * Renders resources/icon.svg to the PNG sizes the installers need (electron-builder makes the
 * Windows .ico and macOS .icns from resources/icon.png). Run after changing the SVG:
 * `node scripts/make-icons.mjs`. Uses Playwright's Chromium (or KARTENSTUBE_CHROMIUM / Debian's).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = join(import.meta.dirname, '..');
const svg = readFileSync(join(root, 'resources/icon.svg'), 'utf8');
const executablePath = process.env.KARTENSTUBE_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking'] });
const page = await browser.newPage();
for (const size of [16, 24, 32, 48, 64, 128, 256, 512, 1024]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  const out = size === 1024 ? join(root, 'resources/icon.png') : join(root, `resources/icons/${size}x${size}.png`);
  await page.screenshot({ path: out, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}
await browser.close();
console.log('icons written to resources/');

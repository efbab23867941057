/**
 * Writes the lab's HTML report: one self-contained page with the figures as JSON, the lab's chart
 * code and Observable Plot bundled into one inline script, and the lab's styles. It opens from a
 * file without a network or a server.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { ReportData } from '../shared/lab/report';

const ENTRY = fileURLToPath(new URL('../renderer/src/lab/report-entry.ts', import.meta.url));
const LAB_CSS = fileURLToPath(new URL('../renderer/src/lab/lab.css', import.meta.url));

/** The page's own look: the app's colours without its table (the lab's styles use these variables). */
const PAGE_CSS = `:root { --panel: #0b261c; --accent: #f2c14e; --ink: #f4efe3; color: var(--ink); background: #072c20; font-family: 'Atkinson Hyperlegible', system-ui, sans-serif; font-size: 16px; }
body { margin: 0; } h1 { margin: 0; font-size: 2rem; } h2 { color: var(--accent); } code { font-size: 0.85rem; opacity: 0.85; }
.screen.lab { margin: 0 auto; padding: 2rem 3vw; display: flex; flex-direction: column; gap: 0.8rem; }`;

/** Text that sits inside a <script> element must not close it early. */
function scriptSafe(text: string): string {
  return text.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
}

export async function reportHtml(data: ReportData): Promise<string> {
  const bundle = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]?.text;
  if (!script) throw new Error('the report script did not build');
  // JSON inside the page: '<' as \u003c keeps any "</script>" in a string from ending the element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${data.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(data.title)}</title>
<style>${PAGE_CSS}\n${readFileSync(LAB_CSS, 'utf8')}</style>
</head>
<body>
<main class="screen lab">
<h1>${escapeHtml(data.title)}</h1>
<p><code>${escapeHtml(data.command)}</code></p>
<div id="lab-report"></div>
</main>
<script type="application/json" id="lab-data">${json}</script>
<script>${scriptSafe(script)}</script>
</body>
</html>
`;
}

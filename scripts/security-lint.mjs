#!/usr/bin/env node
/**
 * The Electron security lint: electronegativity over src/, failing on any HIGH finding and listing
 * the rest for review. Its online check for newer Electron releases is left out (Kartenstube's
 * machines and CI are offline); the Electron version is read from package.json instead.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const electronVersion = require('electron/package.json').version;
const bin = join(import.meta.dirname, '../node_modules/.bin/electronegativity');
const SEVERITIES = new Set(['INFORMATIONAL', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL']);

/** Splits one CSV line, honouring quotes. */
function cells(line) {
  const out = [];
  let cell = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  out.push(cell.trim());
  return out;
}

/** One run of electronegativity: its CSV rows, or null when the report came out garbled. */
function scan() {
  const dir = mkdtempSync(join(tmpdir(), 'electronegativity-'));
  const report = join(dir, 'report.csv');
  try {
    const run = spawnSync(bin, ['-i', 'src', '-r', '-e', electronVersion, '-x', 'AvailableSecurityFixesGlobalCheck', '-o', report], {
      encoding: 'utf8',
      timeout: 180_000,
    });
    if (run.status !== 0) {
      console.error(run.stdout, run.stderr);
      console.error(`security lint: electronegativity failed (exit ${run.status})`);
      process.exit(1);
    }
    const rows = readFileSync(report, 'utf8').trim().split('\n').slice(1).filter(Boolean).map(cells);
    return rows.every((row) => row.length >= 7 && SEVERITIES.has(row[1])) ? rows : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// electronegativity sometimes writes its CSV report with a row cut short (its writes race): scan again.
let rows = null;
for (let attempt = 0; attempt < 4 && rows === null; attempt++) rows = scan();
if (rows === null) {
  console.error('security lint: electronegativity wrote a garbled report four times; no verdict');
  process.exit(1);
}
const high = rows.filter((r) => r[1] === 'HIGH' || r[1] === 'CRITICAL');
for (const [issue, severity, confidence, file, location, , description] of rows) {
  console.log(`${severity.padEnd(8)} ${confidence.padEnd(9)} ${issue}  ${file}:${location}  ${description}`);
}
console.log(`security lint (electronegativity, Electron ${electronVersion}): ${rows.length} findings, ${high.length} HIGH`);
process.exit(high.length > 0 ? 1 : 0);

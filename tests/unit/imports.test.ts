/**
 * The layering of src/shared, read from the source: the engine knows no game and no strings, and
 * no file imports itself through a ring of others (type-only imports count too: a ring of types is
 * still a knot in the design).
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SHARED = path.resolve(import.meta.dirname, '../../src/shared');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/** Every relative module a file imports or re-exports, resolved to a file. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\b[^'";]*?from\s+'(\.[^']+)'|^\s*import\s+'(\.[^']+)'/gm)) {
    const spec = match[1] ?? match[2];
    if (!spec) continue;
    const base = path.resolve(path.dirname(file), spec);
    const target = [`${base}.ts`, path.join(base, 'index.ts'), base].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (!target) throw new Error(`${path.relative(SHARED, file)}: cannot resolve ${spec}`);
    out.push(target);
  }
  return out;
}

const graph = new Map(sourceFiles(SHARED).map((file) => [file, importsOf(file)]));
const rel = (file: string): string => path.relative(SHARED, file);

/** The import rings, each as the files in order (Tarjan's strongly connected components of size > 1, or a self-import). */
function cycles(): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (;;) {
      const top = stack.pop() as string;
      onStack.delete(top);
      component.push(top);
      if (top === file) break;
    }
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.map(rel).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('the import graph of src/shared', () => {
  it('reads every file it should (the parser finds the imports)', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get(path.join(SHARED, 'catalog.ts'))?.map(rel)).toEqual(expect.arrayContaining(['games/ueberkochen/index.ts', 'i18n/index.ts']));
  });

  it('has no cycle', () => {
    expect(cycles()).toEqual([]);
  });

  it('the engine imports no game and no strings', () => {
    const wrong = [...graph].flatMap(([file, targets]) =>
      rel(file).startsWith('engine/') ? targets.filter((t) => /^(games|i18n)\//.test(rel(t))).map((t) => `${rel(file)} → ${rel(t)}`) : [],
    );
    expect(wrong).toEqual([]);
  });

  it('i18n imports no game, and nothing in shared imports the catalog but the public index', () => {
    const wrong = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((t) => (rel(file).startsWith('i18n/') && rel(t).startsWith('games/')) || (rel(t) === 'catalog.ts' && rel(file) !== 'index.ts'))
        .map((t) => `${rel(file)} → ${rel(t)}`),
    );
    expect(wrong).toEqual([]);
  });

  it('imports nothing outside src/shared', () => {
    const outside = [...graph].flatMap(([file, targets]) => targets.filter((t) => !t.startsWith(SHARED)).map((t) => `${rel(file)} → ${t}`));
    expect(outside).toEqual([]);
  });
});

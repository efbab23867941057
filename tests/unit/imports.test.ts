/**
 * The layering of src, read from the source: no file imports itself through a ring of others
 * (type-only imports count too: a ring of types is still a knot in the design); the top-level folders
 * point one way (renderer, host → shared; cli, main → host, shared); inside src/shared the engine
 * knows no game and no strings; the renderer's folders stand in layers; and a game's internals are
 * its own: the others reach a game through its public entry (its folder's index.ts).
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');
const SHARED = path.join(SRC, 'shared');

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
    if (!target) throw new Error(`${path.relative(SRC, file)}: cannot resolve ${spec}`);
    out.push(target);
  }
  return out;
}

/** Every file of src and what it imports, by path relative to src. */
const all = new Map(sourceFiles(SRC).map((file) => [file, importsOf(file)]));
const graph = new Map([...all].filter(([file]) => file.startsWith(SHARED + path.sep)));
const rel = (file: string): string => path.relative(SHARED, file);
const srcRel = (file: string): string => path.relative(SRC, file);
/** Every import of src as `from → to` (paths relative to src), for the rules below. */
const edges = [...all].flatMap(([file, targets]) => targets.map((target) => ({ from: srcRel(file), to: srcRel(target) })));

/** The import rings, each as the files in order (Tarjan's strongly connected components of size > 1, or a self-import). */
function cycles(graph: ReadonlyMap<string, readonly string[]>, rel: (file: string) => string): string[][] {
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
    expect(cycles(graph, rel)).toEqual([]);
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

/** The top-level folder of a path relative to src ('renderer', 'host', …). */
const top = (file: string): string => file.split('/')[0] ?? '';

/** What each top-level folder may import besides itself. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  shared: [],
  renderer: ['shared'],
  host: ['shared'],
  cli: ['host', 'shared'],
  main: ['host', 'shared'],
  preload: ['shared'],
};

/**
 * The renderer's folders from the ground up: each imports only its own layer and those below. The
 * kit (ui: DOM helpers, card faces, badges; audio), the Pixi stage every board draws on, and the app's plumbing (settings, sessions,
 * the network) know no table; the shared table (shell, boards' contract, the pot table) knows no
 * game; the games know no screen; main.ts routes between them all.
 */
const RENDERER_LAYERS: readonly (readonly string[])[] = [['ui', 'audio'], ['stage'], ['app'], ['table'], ['games'], ['screens'], ['lab'], ['main.ts']];
const layerOf = (file: string): number => {
  const folder = file.split('/')[2] ?? '';
  const layer = RENDERER_LAYERS.findIndex((names) => names.includes(folder));
  if (layer < 0) throw new Error(`${file}: not in a renderer layer (add its folder to RENDERER_LAYERS)`);
  return layer;
};

/** The game folder a file belongs to ('shared/games/dreizehn', 'renderer/src/games/dreizehn'), or null. */
const gameFolder = (file: string): string | null => /^(shared\/games|renderer\/src\/games)\/(?!common\/)[^/]+(?=\/)/.exec(file)?.[0] ?? null;
const gameId = (folder: string): string => folder.split('/').pop() ?? '';

describe('the import graph of src', () => {
  it('reads every file it should (the renderer, the host, the CLI and the app too)', () => {
    expect(new Set([...all.keys()].map((file) => top(srcRel(file))))).toEqual(new Set(Object.keys(ALLOWED)));
    expect(edges).toContainEqual({ from: 'renderer/src/games/catalog.ts', to: 'renderer/src/games/dreizehn/index.ts' });
  });

  it('has no cycle anywhere in src', () => {
    expect(cycles(all, srcRel)).toEqual([]);
  });

  it('the top-level folders point one way (the bench may name the renderer kinds the client knows)', () => {
    const wrong = edges
      .filter(({ from, to }) => top(from) !== top(to) && !(ALLOWED[top(from)] ?? []).includes(top(to)))
      .filter(({ from, to }) => !(from === 'cli/bench-frames.ts' && to === 'renderer/src/stage/gpu.ts'))
      .map(({ from, to }) => `${from} → ${to}`);
    expect(wrong).toEqual([]);
  });

  it('no import runs up the renderer’s layers', () => {
    const wrong = edges
      .filter(({ from, to }) => from.startsWith('renderer/src/') && to.startsWith('renderer/src/') && /\.ts$/.test(to))
      .filter(({ from, to }) => layerOf(to) > layerOf(from))
      .map(({ from, to }) => `${from} → ${to}`);
    expect(wrong).toEqual([]);
  });

  it('a game’s internals are its own: others import its folder’s index.ts, and no game imports another', () => {
    const wrong = edges
      .filter(({ from, to }) => {
        const target = gameFolder(to);
        if (!target) return false;
        const source = gameFolder(from);
        if (source && gameId(source) !== gameId(target)) return true;
        return !source && !to.endsWith('/index.ts');
      })
      .map(({ from, to }) => `${from} → ${to}`);
    expect(wrong).toEqual([]);
  });
});

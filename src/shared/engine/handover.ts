/**
 * The JSON boundary of a game whose match is one table changed in place (engine/flow.ts): the
 * table is handed on from move to move. The JSON `apply` changes the table its state stands for in
 * place (nothing is copied) and the new state stands for it then (`owner`). The state a table stands
 * for now is held here; a held state that another match's state replaces keeps its table in a
 * property no spread, JSON or equality sees (games/kerkerhatz/match.ts says why not a WeakMap). A
 * state whose table went on to a later state is loaded again if asked once more.
 */

/** What the boundary keeps on a table: the JSON state it stands for now, and which of its parts a step changed (the game's bits). */
export interface HandedTable<S> {
  owner: S | null;
  changed: number;
}

export interface Boundary<S, T> {
  /** The table a JSON state stands for, to read and never to change. */
  reading(state: S): T;
  /** The table of a JSON state to change in place: once changed, it stands for the state `saved` makes of it. */
  changing(state: S): T;
  /** The JSON state a table changed from `before` now stands for (the one the table is handed on to). */
  saved(t: T, before: S | null): S;
}

/** The boundary of one game: `load` makes a table of a JSON state, `save` the state of a table (sharing what `before` has and no step changed). */
export function handOver<S extends object, T extends HandedTable<S>>(name: string, load: (state: S) => T, save: (t: T, before: S | null) => S): Boundary<S, T> {
  const TABLE: unique symbol = Symbol(`${name} table`);
  type Holding = S & { [TABLE]?: T };
  let heldState: S | null = null;
  let heldTable: T | null = null;

  function hold(state: S, t: T): void {
    t.owner = state;
    const before = heldState;
    const table = heldTable as T;
    // A frozen state (nobody freezes them, but a caller may) is loaded at every question instead.
    if (before !== null && before !== state && table.owner === before && Object.isExtensible(before))
      Object.defineProperty(before, TABLE, { value: table, writable: true });
    heldState = state;
    heldTable = t;
  }

  function reading(state: S): T {
    if (state === heldState) return heldTable as T;
    let t = (state as Holding)[TABLE];
    if (t === undefined || t.owner !== state) t = load(state);
    hold(state, t);
    return t;
  }

  return {
    reading,
    changing(state) {
      const t = reading(state);
      t.changed = 0;
      return t;
    },
    saved(t, before) {
      const state = save(t, before);
      hold(state, t);
      return state;
    },
  };
}

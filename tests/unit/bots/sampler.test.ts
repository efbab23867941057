import { describe, expect, it } from 'vitest';
import { createRng, type Card } from '../../../src/shared/cards';
import { CATALOG } from '../../../src/shared/catalog';
import type { AnyGame, Seat } from '../../../src/shared/engine/types';
import { determinize as dreizehnSample } from '../../../src/shared/games/dreizehn/bots';
import { determinize as machtkampfSample, newMemory, observe } from '../../../src/shared/games/machtkampf/bots';
import { cardId } from '../../../src/shared/games/machtkampf/cards';
import { determinize as ueberkochenSample } from '../../../src/shared/games/ueberkochen/bots';
import { canonical } from '../support/conformance';

type Sampler = (view: never, rng: ReturnType<typeof createRng>) => unknown;

const SAMPLERS: [string, Sampler, object][] = [
  ['ueberkochen', ueberkochenSample as Sampler, {}],
  ['dreizehn', dreizehnSample as Sampler, {}],
  ['dreizehn', dreizehnSample as Sampler, { dealAll: true }],
  ['machtkampf', machtkampfSample as Sampler, { shortMatch: true }],
];

function sorted(cards: readonly Card[]): string {
  return [...cards].sort().join(' ');
}

/** Positions along a random match: every `every` moves, the state and the seat to move. */
function positions(game: AnyGame, players: number, extra: object, seed: number, every: number): { state: unknown; seat: Seat }[] {
  const rng = createRng(seed);
  let state = game.setup(game.parseOptions({ players, ...extra }), seed);
  const out: { state: unknown; seat: Seat }[] = [];
  for (let step = 0; game.toAct(state).length > 0 && out.length < 12; step++) {
    const seat = game.toAct(state)[0] as Seat;
    if (step % every === 0) out.push({ state, seat });
    const legal = game.legalMoves(state, seat);
    state = game.apply(state, seat, legal[rng.int(legal.length)]);
  }
  return out;
}

describe('the samplers build states from the view alone, consistent with everything it shows', () => {
  for (const [id, sample, extra] of SAMPLERS) {
    const game = CATALOG.get(id);
    for (const players of [3, 4]) {
      it(`${id} ${JSON.stringify(extra)}, ${players} players: the sample shows the viewer the same view, holds the same cards, and hides them differently per seed`, () => {
        let differed = 0;
        let hiddenPositions = 0;
        for (const { state, seat } of positions(game, players, extra, players * 13, 7)) {
          // A JSON copy: the sampler gets nothing that leads back to the real state.
          const view = JSON.parse(JSON.stringify(game.view(state, seat))) as never;
          const a = sample(view, createRng(1));
          const b = sample(view, createRng(2));
          expect(canonical(game.view(a, seat))).toBe(canonical(view));
          expect(sorted(game.cards(a))).toBe(sorted(game.cards(state)));
          if (game.hiddenCards(state, seat).length > 1) {
            hiddenPositions++;
            if (canonical(a) !== canonical(b)) differed++;
          }
        }
        expect(hiddenPositions).toBeGreaterThan(0);
        // Near a round's end the few hidden cards may admit one arrangement only.
        expect(differed).toBeGreaterThanOrEqual(hiddenPositions / 2);
      });
    }
  }

  it('machtkampf: the exchanged cards stay with the seats everybody saw take them', () => {
    const game = CATALOG.get('machtkampf');
    const rng = createRng(3);
    let state = game.setup(game.parseOptions({ players: 4 }), 21);
    while (game.view(state, 0).gameNumber === 0) {
      const seat = game.toAct(state)[0] as Seat;
      const legal = game.legalMoves(state, seat);
      state = game.apply(state, seat, legal[rng.int(legal.length)]);
    }
    const s = state as { exchange: { winner: Seat; loser: Seat; given: Card }; turn: Seat; hands: Card[][] };
    const viewer = [0, 1, 2, 3].find((seat) => seat !== s.exchange.winner && seat !== s.exchange.loser) as Seat;
    for (let seed = 0; seed < 20; seed++) {
      const sampled = machtkampfSample(game.view(state, viewer), createRng(seed));
      expect(sampled.hands[s.exchange.winner]).toContain(s.exchange.given);
    }
  });

  it('machtkampf: a pass under the one-card obligation caps what the passer can hold', () => {
    const memory = newMemory(4);
    const view = {
      viewer: 1,
      gameNumber: 0,
      phase: 'playing',
      turn: 1,
      hand: ['5H'],
      direction: 'clockwise',
      out: [false, false, false, false],
      options: { players: 4 },
      trick: [{ kind: 'single', cards: ['9C'], strength: cardId('9C'), seat: 3 }],
      lastAction: { seat: 0, move: { type: 'pass' } },
    } as never;
    observe(memory, view);
    expect(memory.ceiling).toEqual([cardId('9C'), Infinity, Infinity, Infinity]);
  });
});

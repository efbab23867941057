import { describe, expect, it } from 'vitest';
import { apply, legalMoves, machtkampf, mustMakeItHard, type MachtkampfState } from '../../../src/shared/games/machtkampf';
import { call, laid, pass, play, position, refusal, run } from './support';

const plays = (state: MachtkampfState, seat: number): string[] =>
  legalMoves(state, seat).flatMap((move) => (move.type === 'play' ? [move.cards.join(' ')] : []));
const types = (state: MachtkampfState, seat: number): string[] => legalMoves(state, seat).map((move) => move.type);

describe('Machtkampf: "Letzte Karte!"', () => {
  it('a player holding one card may call at any moment, off turn too; it is still the same player’s turn', () => {
    const state = position(['5C 9D 9H', '6C 9C', '7H', '10C 3D']);
    expect(machtkampf.toAct(state)).toEqual([0]);
    expect(legalMoves(state, 2)).toEqual([call]);
    expect(legalMoves(state, 1)).toEqual([]);
    const after = apply(state, 2, call);
    expect(after.called).toEqual([false, false, true, false]);
    expect(after.turn).toBe(0);
    expect(legalMoves(after, 2)).toEqual([]);
  });

  it('a player on turn with one card may call, then play it', () => {
    const state = position(['KH', '6C 9C', '7H 8H', '10C 3D']);
    expect(types(state, 0)).toEqual(['play', 'callLastCard']);
    const after = run(state, [
      [0, call],
      [0, play('KH')],
    ]);
    expect(after.history[0]?.winner).toBe(0);
  });

  it('the call needs exactly one card, and is made once', () => {
    const state = position(['5C 9D 9H', '6C 9C', '7H', '10C 3D']);
    expect(refusal(() => apply(state, 1, call)).code).toBe('machtkampf.notOneCard');
    expect(refusal(() => apply(apply(state, 2, call), 2, call)).code).toBe('machtkampf.alreadyCalled');
  });

  it('a last card played without the call does not finish: the player is out and skipped, and the others play on', () => {
    const state = position(['9C', '5C 6C', '3D 4D'], { called: [false, false, false] });
    const afterMiss = apply(state, 0, play('9C'));
    expect(afterMiss.out).toEqual([true, false, false]);
    expect(afterMiss.winner).toBeNull();
    expect(afterMiss.game).toBe(0);
    expect(afterMiss.turn).toBe(1);
    expect(types(afterMiss, 1)).toEqual(['pass']);
  });

  it('if the forgotten card would have won the trick, the next player still in leads', () => {
    const state = run(position(['9C', '5C 6C', '3D 4D']), [
      [0, play('9C')],
      [1, pass],
      [2, pass],
    ]);
    expect(state.trick).toEqual([]);
    expect(state.turn).toBe(1);
    expect(legalMoves(state, 0)).toEqual([]);
  });

  it('the forgetful player scores exactly 1 point and cannot be the game’s winner', () => {
    const state = run(position(['9C', '5C 6C', '3D 4D']), [
      [0, play('9C')],
      [1, pass],
      [2, pass],
      [1, play('5C')],
      [2, pass],
      [1, { type: 'callLastCard' }],
      [1, play('6C')],
    ]);
    const record = state.history[0];
    expect(record?.winner).toBe(1);
    expect(record?.missedCall).toEqual([true, false, false]);
    expect(record?.points).toEqual([1, 0, 2]);
  });

  it('counter-clockwise the next player still in is the one to the right', () => {
    const state = run(position(['9C', '5C 6C', '3D 4D'], { direction: 'counterClockwise' }), [[0, play('9C')]]);
    expect(state.turn).toBe(2);
    expect(
      run(state, [
        [2, pass],
        [1, pass],
      ]).turn,
    ).toBe(2);
  });

  it('going out with two or more cards at once needs no call: only a lone last card does', () => {
    const state = position(['9C 9D', '5C 6C', '3D 4D']);
    const after = apply(state, 0, play('9C 9D'));
    expect(after.history[0]?.winner).toBe(0);
    expect(after.history[0]?.missedCall).toEqual([false, false, false]);
  });

  it('when everybody else is out, the last player still in wins the game at once', () => {
    const state = position(['', '9C', '3D 4D'], { out: [true, false, false], turn: 1 });
    const after = apply(state, 1, play('9C'));
    expect(after.history[0]?.winner).toBe(2);
    expect(after.history[0]?.points).toEqual([1, 1, 0]);
  });

  it('with lastCardCall auto the app calls for the player who comes down to one card', () => {
    const state = position(['5C 9C', '6C 7C', '2D 3D', '2H 3H'], {}, { lastCardCall: 'auto' });
    const after = apply(state, 0, play('5C'));
    expect(after.called[0]).toBe(true);
    expect(legalMoves(after, 0)).toEqual([]);
    const finished = run(after, [
      [1, pass],
      [2, pass],
      [3, pass],
      [0, play('9C')],
    ]);
    expect(finished.history[0]?.winner).toBe(0);
    expect(finished.history[0]?.missedCall).toEqual([false, false, false, false]);
  });

  it('with lastCardCall manual the call is offered, never made for the player', () => {
    const state = position(['5C 9C', '6C 7C', '2D 3D', '2H 3H']);
    const after = apply(state, 0, play('5C'));
    expect(after.called[0]).toBe(false);
    expect(legalMoves(after, 0)).toEqual([call]);
  });
});

describe('Machtkampf: make it hard for a player with one card', () => {
  it('on a singles trick, the player before them must play their highest single if it beats the trick, or a gang', () => {
    const state = position(['2C 3C', '3C 7D 9H 4C 4D 4H 4H', '2D', '10C 3D'], { turn: 1, trick: [laid(0, '5C')] });
    expect(mustMakeItHard(state)).toBe(true);
    expect(plays(state, 1)).toEqual(['9H', '4C 4D 4H 4H']);
    expect(types(state, 1)).not.toContain('pass');
    expect(refusal(() => apply(state, 1, pass)).code).toBe('machtkampf.mustPlayHighest');
    expect(refusal(() => apply(state, 1, play('7D'))).code).toBe('machtkampf.mustPlayHighest');
    expect(apply(state, 1, play('9H')).turn).toBe(2);
  });

  it('if their highest single does not beat the trick, they may pass or play a gang', () => {
    const state = position(['2C 3C', '3C 7D 9H 4C 4D 4H 4H', '2D', '10C 3D'], { turn: 1, trick: [laid(0, '10H')] });
    expect(legalMoves(state, 1)).toEqual([play('4C 4D 4H 4H'), pass]);
  });

  it('leading, they must lead a combination of two or more cards if they have one', () => {
    const state = position(['2C 3C', '3C 3D 9H', '2D', '10C 3D'], { turn: 1 });
    expect(plays(state, 1)).toEqual(['3C 3D']);
    expect(refusal(() => apply(state, 1, play('9H'))).code).toBe('machtkampf.mustLeadCombination');
  });

  it('leading without any such combination, they must lead their highest single', () => {
    const state = position(['2C 3C', '3C 7D 9H', '2D', '10C 3D'], { turn: 1 });
    expect(plays(state, 1)).toEqual(['9H']);
    expect(refusal(() => apply(state, 1, play('3C'))).code).toBe('machtkampf.mustLeadHighest');
  });

  it('on a trick of pairs the obligation does not bind: passing stays allowed', () => {
    const state = position(['2C 3C', '3C 3D 9H 9D', '2D', '10C 3D'], { turn: 1, trick: [laid(0, '5C 5D')] });
    expect(types(state, 1)).toEqual(['play', 'pass']);
  });

  it('it is the next player still in, in the game’s direction, who counts', () => {
    const clockwise = position(['2C 3C', '3C 7D 9H', '2D', '10C 3D'], { turn: 1, trick: [laid(0, '5C')] });
    expect(mustMakeItHard(clockwise)).toBe(true);
    const counter = { ...clockwise, direction: 'counterClockwise' as const };
    expect(mustMakeItHard(counter)).toBe(false);
    expect(types(counter, 1)).toContain('pass');
    const skipping = position(['2C 3C', '3C 7D 9H', '', '10C'], { turn: 1, out: [false, false, true, false], trick: [laid(0, '5C')] });
    expect(mustMakeItHard(skipping)).toBe(true);
    expect(plays(skipping, 1)).toEqual(['9H']);
  });
});

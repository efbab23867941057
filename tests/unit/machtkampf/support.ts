import { parseCards, type FrenchCard } from '../../../src/shared/cards';
import { RuleError } from '../../../src/shared/engine/errors';
import {
  classify,
  machtkampf,
  newMatch,
  sortCards,
  type MachtkampfMove,
  type MachtkampfOptions,
  type MachtkampfState,
  type TrickPlay,
} from '../../../src/shared/games/machtkampf';

export const cards = (text: string): FrenchCard[] => sortCards(parseCards(text) as FrenchCard[]);

export const options = (players: number, extra: Partial<MachtkampfOptions> = {}): MachtkampfOptions => ({ ...machtkampf.defaultOptions(players), ...extra });

/** A position in the middle of the first game: hands as given (one per seat), seat 0 to lead, clockwise unless set. */
export function position(hands: string[], extra: Partial<MachtkampfState> = {}, extraOptions: Partial<MachtkampfOptions> = {}): MachtkampfState {
  const base = newMatch(options(hands.length, extraOptions), 1);
  return { ...base, hands: hands.map(cards), phase: 'playing', turn: 0, direction: 'clockwise', ...extra };
}

/** A play already on the trick. */
export function laid(seat: number, text: string): TrickPlay {
  const combination = classify(parseCards(text));
  if (!combination) throw new Error(`${text} forms nothing`);
  return { ...combination, seat };
}

export const play = (text: string): MachtkampfMove => ({ type: 'play', cards: cards(text) });
export const pass: MachtkampfMove = { type: 'pass' };
export const call: MachtkampfMove = { type: 'callLastCard' };

export function refusal(fn: () => unknown): RuleError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
  throw new Error('expected a RuleError');
}

/** Plays a list of [seat, move] through the rules. */
export function run(state: MachtkampfState, steps: [number, MachtkampfMove][]): MachtkampfState {
  return steps.reduce((s, [seat, move]) => machtkampf.apply(s, seat, move), state);
}

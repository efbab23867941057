import { parseDreizehnCards } from '../../../src/shared/games/dreizehn';
import { RuleError } from '../../../src/shared/engine/errors';
import { settle } from '../../../src/shared/games/dreizehn/steps';
import { loadTable, saveTable, type DreizehnTable } from '../../../src/shared/games/dreizehn/table';
import { dreizehn, newMatch, type Board, type Colour, type DreizehnOptions, type DreizehnState } from '../../../src/shared/games/dreizehn';

export const cards = parseDreizehnCards;

export const options = (players: number, extra: Partial<DreizehnOptions> = {}): DreizehnOptions => ({ ...dreizehn.defaultOptions(players), ...extra });

export const board = (colour: Colour | null, text = ''): Board => ({ colour, cards: cards(text) });

/** A position mid-round: hands as given (one string per seat), seat 0 to move, an empty draw pile and empty boards unless set. */
export function position(hands: string[], extra: Partial<DreizehnState> = {}): DreizehnState {
  const base = newMatch(options(hands.length), 1);
  return { ...base, hands: hands.map(cards), phase: 'playing', turn: 0, ...extra };
}

export function refusal(fn: () => unknown): RuleError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
  throw new Error('expected a RuleError');
}

/** The rules' steps run on a JSON state's table (steps.ts), and the state it stands for then (a round begun, dealt). */
export function onTable(state: DreizehnState, ...steps: ((t: DreizehnTable) => void)[]): DreizehnState {
  const t = loadTable(state);
  for (const step of steps) step(t);
  settle(t);
  return saveTable(t);
}

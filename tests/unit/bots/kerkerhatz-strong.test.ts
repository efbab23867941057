import { describe, expect, it } from 'vitest';
import { playTeam } from '../../../src/shared/bots/tournament';
import { playMatch } from '../../../src/shared/engine/play';
import { makePolicy } from '../../../src/shared/engine/simulate';
import type { BaseOptions } from '../../../src/shared/engine/types';
import { DEFAULT_TEAM_SETTINGS, advance, apply, decide, kerkerhatz, legalMoves, view, type KerkerhatzState } from '../../../src/shared/games/kerkerhatz';
import { decideStrong } from '../../../src/shared/games/kerkerhatz/strong';
import { cards, position } from '../kerkerhatz/build';

const HEROES = DEFAULT_TEAM_SETTINGS.heroPriority;

function strong(state: KerkerhatzState, seat: number, quiet: number) {
  return decideStrong(view(state, seat), seat, legalMoves(state, seat), quiet, HEROES);
}

function normal(state: KerkerhatzState, seat: number, quiet: number) {
  return decide(view(state, seat), seat, legalMoves(state, seat), quiet);
}

/** Hearts all but gone: the ones on the list lie face up in the discards, out of play. */
const HEARTS_GONE = cards('AH 2H 3H 4H 5H 6H 8H 9H 10H JH QH KH');

describe('the strong Kerkerhatz teammate', () => {
  it('sends a joker at the boss to the suit the team is short of', () => {
    const s = position({ hands: ['X1', '3S 4S 5S', '6S 7S 8S', '9S 10S 2C'], dungeon: '', options: { level: 1 } });
    const counted: KerkerhatzState = { ...s, discards: [cards('AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD'), [], [], []] };
    expect(counted.current?.kind).toBe('boss');
    expect(strong(counted, 0, 0)).toEqual({ type: 'play', card: 'X1', target: 'KS', suit: 'D' });
    expect(normal(counted, 0, 1)).toMatchObject({ card: 'X1', suit: 'S' });
  });

  it('fills the pit with a suit the team has plenty of', () => {
    const s = advance(position({ hands: ['7H 7S', '2C 3C', '4C 5C'], dungeon: '5C 3D', options: { level: 4 } }), 3000);
    const counted: KerkerhatzState = { ...s, discards: [[], HEARTS_GONE, []] };
    expect(counted.current?.kind).toBe('pit');
    expect(strong(counted, 0, 5)).toEqual({ type: 'play', card: '7S', target: '5C' });
    expect(normal(counted, 0, 0)).toEqual({ type: 'play', card: '7H', target: '5C' });
  });

  it('pays Einsturz with the suits to spare', () => {
    const s = advance(position({ hands: ['7H 7S 8S', '2C 3C', '4C 5C'], dungeon: '5S 3D', options: { level: 4 } }), 3000);
    const counted: KerkerhatzState = { ...s, discards: [[], HEARTS_GONE, []] };
    expect(counted.phase).toBe('collapse');
    expect(strong(counted, 0, 0)).toEqual({ type: 'discard', cards: ['7S', '8S'] });
    expect(normal(counted, 0, 0)).toEqual({ type: 'discard', cards: ['7H', '7S'] });
  });

  it('lets a big door wait one round for a jack that may take it whole, then fills it', () => {
    const s = position({ heroes: ['healer', 'timeKeeper'], hands: ['2H 3H 9C', '6C 7C 8C'], dungeon: '4H', options: { level: 4 } });
    expect(strong(s, 0, 0)).toBeNull();
    expect(strong(s, 0, 1)).toEqual({ type: 'play', card: '2H', target: '4H' });
    const jack = position({ heroes: ['healer', 'timeKeeper'], hands: ['2H JC 9C', '6C 7C 8C'], dungeon: '4H', options: { level: 4 } });
    expect(strong(jack, 0, 0)).toEqual({ type: 'play', card: 'JC', target: '4H' });
  });

  it('gives up at the boss only once a suit can no longer be found', () => {
    const s = position({ hands: ['3S 4S 5S', '6S 7S 8S'], dungeon: '', options: { level: 1 } });
    const open: KerkerhatzState = { ...s, discards: [cards('AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD'), []] };
    expect(strong(open, 0, 0)).toEqual({ type: 'play', card: '3S', target: 'KS' });
    const gone: KerkerhatzState = { ...open, spent: cards('X2') };
    expect(strong(gone, 0, 0)).toEqual({ type: 'giveUp' });
    const voted: KerkerhatzState = { ...gone, giveUpVotes: [true, false] };
    expect(strong(voted, 0, 0)).toBeNull();
  });

  it('on the beginner clock its time keeper pauses for free once the table goes quiet, and pays three spare cards to dig for the boss', () => {
    const start = position({
      heroes: ['timeKeeper', 'fighter', 'healer'],
      hands: ['2H 3H 4H 5H', '7H 8H', '6D'],
      piles: ['6S 7S 8S 9S', '', ''],
      dungeon: '',
      options: { beginnerClock: true },
    });
    const s = apply(apply(start, 1, { type: 'play', card: '7H', target: 'KS' }, 100), 1, { type: 'play', card: '8H', target: 'KS' }, 200);
    expect(s.current?.remaining).toMatchObject({ H: 0 });
    expect(strong(s, 0, 1)).toEqual({ type: 'power', discard: [] });
    // Hearts are worth nothing to this boss any more: three go at once for three fresh cards (and the clock stops).
    expect(strong(s, 0, 0)).toEqual({ type: 'power', discard: cards('2H 3H 4H') });
    const paused = apply(s, 0, { type: 'power', discard: [] }, 1000);
    expect(strong(paused, 0, 2)).toEqual({ type: 'power', discard: cards('2H 3H 4H') });
  });

  it('plays the same match move for move from the same seed', () => {
    const options = kerkerhatz.parseOptions({ players: 4, level: 4 }) as BaseOptions;
    const play = (seed: number) => {
      const policies = [0, 1, 2, 3].map((seat) => makePolicy(kerkerhatz, 'strong', seat, options));
      return playMatch(kerkerhatz, options, seed, policies, { keepLog: true }).log;
    };
    expect(play(11)).toEqual(play(11));
    expect(play(12)).not.toEqual(play(11));
  });

  it('wins clearly more of the same level-4 dungeons than a normal team', () => {
    const options = kerkerhatz.parseOptions({ players: 4, level: 4 }) as BaseOptions;
    const spec = { game: kerkerhatz, options, games: 150, seed: 2026 };
    const strongTeam = playTeam(spec, 'strong');
    const normalTeam = playTeam(spec, 'normal');
    expect(strongTeam.winRate - normalTeam.winRate).toBeGreaterThan(0.08);
  });
});

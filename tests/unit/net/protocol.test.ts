import { describe, expect, it } from 'vitest';
import { checkHostMessage, type HostMessageOf } from '../../../src/shared/net/protocol';

function lobby(campaign?: unknown): unknown {
  const message: HostMessageOf<'lobby'> = {
    type: 'lobby',
    table: {
      room: 'ABCD',
      game: 'kerkerhatz',
      options: { players: 2, level: 2 },
      phase: 'over',
      locked: false,
      seats: [],
      spectators: 0,
      substitute: 'normal',
      match: null,
      pause: null,
    },
    you: { role: 'table', seat: null, owner: true, vip: false },
  };
  return campaign === undefined ? message : { ...message, table: { ...message.table, campaign } };
}

const progress = { level: 2, completed: false, attempts: [{ level: 1, won: true, cause: null, match: 'm1' }], summary: [{ level: 1, played: 1, won: 1 }] };

describe('the campaign in the lobby message', () => {
  it('a lobby with a campaign’s progress and its next level passes the client’s check, as does one without', () => {
    const checked = checkHostMessage(lobby({ name: 'normal', group: 'Anna', levels: 5, progress, next: { players: 2, level: 2 } }));
    expect(checked.ok && checked.message.type === 'lobby' && checked.message.table.campaign?.progress).toEqual(progress);
    expect(checkHostMessage(lobby()).ok).toBe(true);
  });

  it('a campaign level beyond its last, or a broken attempt, is refused', () => {
    const beyond = checkHostMessage(lobby({ name: 'normal', group: 'Anna', levels: 5, progress: { ...progress, level: 6 }, next: {} }));
    expect(beyond).toEqual({ ok: false, summary: expect.stringMatching(/beyond its last/) });
    const attempt = checkHostMessage(
      lobby({ name: 'normal', group: 'Anna', levels: 5, progress: { ...progress, attempts: [{ level: 1, won: 'yes', cause: null }] }, next: {} }),
    );
    expect(attempt.ok).toBe(false);
    expect(checkHostMessage(lobby({ name: 'normal', group: 'Anna', levels: 5, progress: { ...progress, level: 0 }, next: {} })).ok).toBe(false);
  });
});

describe("the chart's phases in the view message", () => {
  const view = { type: 'view', room: 'ABCD', index: 12, view: {}, legal: [], toAct: [0], result: null, rounds: 2, at: null };

  it('a view names the phases its step reached, in order; none is a list of none', () => {
    for (const phases of [[], ['roundOver'], ['roundOver', 'matchOver'], ['matchOver']]) {
      const checked = checkHostMessage({ ...view, phases });
      expect(checked.ok && checked.message.type === 'view' && checked.message.phases).toEqual(phases);
    }
  });

  it('a view without its phases, or with a phase no chart announces, is refused', () => {
    expect(checkHostMessage(view)).toEqual({ ok: false, summary: expect.stringMatching(/phases/) });
    expect(checkHostMessage({ ...view, phases: ['trickOver'] }).ok).toBe(false);
    expect(checkHostMessage({ ...view, phases: 'roundOver' }).ok).toBe(false);
  });
});

describe('the rounds scored so far in the view message', () => {
  const view = { type: 'view', room: 'ABCD', index: 12, view: {}, legal: [], toAct: [0], result: null, phases: [], at: null };

  it('a view counts the rounds the match has scored, from none', () => {
    for (const rounds of [0, 1, 7]) {
      const checked = checkHostMessage({ ...view, rounds });
      expect(checked.ok && checked.message.type === 'view' && checked.message.rounds).toBe(rounds);
    }
  });

  it('a view of an older host without the count, or with a count that is no count, is refused with the field named', () => {
    expect(checkHostMessage(view)).toEqual({ ok: false, summary: expect.stringMatching(/rounds/) });
    for (const rounds of [-1, 1.5, '2', null]) expect(checkHostMessage({ ...view, rounds })).toEqual({ ok: false, summary: expect.stringMatching(/rounds/) });
  });
});

import { afterAll, beforeAll, describe, it } from 'vitest';
import type { KerkerhatzView } from '../../../src/shared/games/kerkerhatz/view';
import type { ProtocolError } from '../../../src/shared/net/client';
import { proveSeat } from '../../../src/shared/net/proof';
import type { HostMessageOf } from '../../../src/shared/net/protocol';
import type { RunningHost } from '../../../src/host/server';
import { connect, removeDir, tempDir, testHost, type TestClient } from './support';

// People at one device (hot-seat) agreeing on a move at the screen send it once, for all their
// seats: Kerkerhatz's giving up, where any card played in between would call the vote off.

let dir: string;
let host: RunningHost;

beforeAll(async () => {
  dir = await tempDir();
  host = await testHost(dir, { botPace: 0, clockRate: 1 });
});

afterAll(async () => {
  await host.close();
  await removeDir(dir);
});

const votes = (m: HostMessageOf<'view'>): boolean[] => (m.view as KerkerhatzView).giveUpVotes;
const tokenOf = (tc: TestClient): string => tc.client.state.token?.token ?? '';

/** A Kerkerhatz level without the clock: Anna (seat 0) and Ben (seat 1) here, bots in the other seats; heroes chosen. */
async function dungeon(bots: number): Promise<{ anna: TestClient; ben: TestClient; spectator: TestClient; close: () => void }> {
  const anna = await connect(host.port, 'Anna');
  const ben = await connect(host.port, 'Ben');
  const seats = [{ kind: 'open' as const }, { kind: 'open' as const }, ...Array.from({ length: bots }, () => ({ kind: 'bot' as const, level: 'normal' }))];
  const lobby = await anna.client.create({ game: 'kerkerhatz', options: { players: seats.length, level: 1, clock: false }, seats, seat: 0 });
  await ben.client.join(lobby.table.room, { seat: 1 });
  const spectator = await connect(host.port, 'Carla');
  await spectator.client.join(lobby.table.room, { spectator: true });
  const first = anna.client.next('view', (m) => m.index === 0);
  anna.client.send({ type: 'start' });
  await first;
  // The heroes the bots take last (they take the fighter first): nobody's pick is taken before it arrives.
  await anna.client.move({ type: 'hero', hero: 'timeKeeper' });
  await ben.client.move({ type: 'hero', hero: 'healer' });
  // Into the dungeon: both may give up.
  for (const person of [anna, ben])
    if (!person.client.state.view?.legal.some((m) => (m as { type?: string }).type === 'giveUp'))
      await person.client.next('view', (m) => m.legal.some((x) => (x as { type?: string }).type === 'giveUp'));
  return { anna, ben, spectator, close: () => [anna, ben, spectator].forEach((c) => c.close()) };
}

async function refusal(promise: Promise<unknown>): Promise<ProtocolError> {
  try {
    await promise;
  } catch (error) {
    return error as ProtocolError;
  }
  throw new Error('the move was taken');
}

describe('a move made together by the seats one device holds', () => {
  it('two people at one device give up together: both votes are taken in one go and the level ends', async ({ expect }) => {
    const { anna, ben, close } = await dungeon(0);
    const over = ben.client.next('view', (m) => m.result !== null);
    await anna.client.move({ type: 'giveUp' }, [tokenOf(ben)]);
    const end = await over;
    expect(end.view).toMatchObject({ phase: 'lost', cause: 'gaveUp', giveUpVotes: [true, true] });
    close();
  });

  it('with a bot teammate, no card falls between the votes of the people who agreed', async ({ expect }) => {
    const { anna, ben, close } = await dungeon(1);
    const before = anna.client.state.view?.index ?? 0;
    const both = anna.client.next('view', (m) => m.index > before && votes(m)[0] === true && votes(m)[1] === true);
    const shown = await anna.client.move({ type: 'giveUp' }, [tokenOf(ben)]);
    expect(votes(shown)[0]).toBe(true);
    // Ben's vote follows Anna's at once: the bot's answer to the first, if any, comes after both.
    const view = await both;
    expect(view.index).toBe(shown.index + 1);
    close();
  });

  it('refuses a seat this device does not hold, its own seat twice, a spectator and a vote already cast, and takes none of them', async ({ expect }) => {
    const { anna, ben, spectator, close } = await dungeon(0);
    const index = anna.client.state.view?.index;
    const unknown = 'x'.repeat(32);
    expect(await refusal(anna.client.move({ type: 'giveUp' }, [unknown]))).toMatchObject({ code: 'net.notYourSeat' });
    expect(await refusal(anna.client.move({ type: 'giveUp' }, [tokenOf(anna)]))).toMatchObject({ code: 'net.notYourSeat' });
    expect(await refusal(anna.client.move({ type: 'giveUp' }, [tokenOf(spectator)]))).toMatchObject({ code: 'net.notYourSeat' });
    expect(await refusal(anna.client.move({ type: 'giveUp' }, [tokenOf(ben), tokenOf(ben)]))).toMatchObject({ code: 'net.notYourSeat' });
    // Ben's proof for another connection's challenge (a proof seen elsewhere, replayed): refused.
    const replayed = proveSeat(tokenOf(ben), 'together', ben.client.state.greeting?.challenge ?? '', `ws://127.0.0.1:${host.port}/ws`);
    const answer = anna.client.next('error', (e) => e.ref === 9999);
    anna.client.send({ type: 'move', move: { type: 'giveUp' }, ref: 9999, together: [replayed] });
    expect(await answer).toMatchObject({ code: 'net.notYourSeat' });
    expect(anna.client.state.view?.index).toBe(index);
    // Ben has agreed on his own: together with him Anna's vote is refused by the rules, and not taken either.
    await ben.client.move({ type: 'giveUp' });
    const after = anna.client.state.view?.index;
    expect(await refusal(anna.client.move({ type: 'giveUp' }, [tokenOf(ben)]))).toMatchObject({ code: 'kerkerhatz.alreadyGaveUp' });
    expect(anna.client.state.view?.index).toBe(after);
    expect(votes(anna.client.state.view as HostMessageOf<'view'>)).toEqual([false, true]);
    close();
  });

  it('a seat that votes on its own at the instant the screen sends the votes for both: all or none count, and only the sender hears of a refusal', async ({
    expect,
  }) => {
    for (let round = 0; round < 6; round++) {
      const { anna, ben, close } = await dungeon(0);
      const errorsToBen: HostMessageOf<'error'>[] = [];
      const stop = ben.client.on('error', (e) => errorsToBen.push(e));
      // Ben's phone and the shared screen (Anna's device, holding Ben's seat too) in the same instant.
      const own = ben.client.move({ type: 'giveUp' }).then(
        () => 'taken',
        (e: ProtocolError) => e.code,
      );
      const both = anna.client.move({ type: 'giveUp' }, [tokenOf(ben)]).then(
        () => 'taken',
        (e: ProtocolError) => e.code,
      );
      const [mine, ours] = await Promise.all([own, both]);
      const settled = anna.client.state.view as HostMessageOf<'view'>;
      if (ours === 'taken') {
        // The screen's decision went in whole: both votes, the level given up; Ben's own came after and was refused to him.
        expect(settled.result ?? (await anna.client.next('view', (m) => m.result !== null)).result).not.toBeNull();
        expect(mine).toBe('kerkerhatz.alreadyGaveUp');
      } else {
        // Ben's own vote came first: the screen's is refused whole, to the screen only, and Anna's vote is not counted.
        expect(ours).toBe('kerkerhatz.alreadyGaveUp');
        expect(mine).toBe('taken');
        expect(votes(settled)).toEqual([false, true]);
        expect(errorsToBen).toEqual([]);
      }
      stop();
      close();
    }
  });
});

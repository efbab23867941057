import { describe, it } from 'vitest';
import { calloutKey } from '../../../src/shared/games/kerkerhatz/levels';
import type { KerkerhatzView } from '../../../src/shared/games/kerkerhatz/view';
import { connect, removeDir, tempDir, testHost } from './support';

describe('bots call out what they hold', () => {
  it('Kerkerhatz teammates tell the table their suits, as people do with the callout buttons', async ({ expect }) => {
    const dir = await tempDir();
    const host = await testHost(dir, { botPace: 0, clockRate: 20 });
    const tv = await connect(host.port, 'TV');
    await tv.client.create({
      game: 'kerkerhatz',
      options: { players: 2, level: 1 },
      seats: [
        { kind: 'bot', level: 'normal' },
        { kind: 'bot', level: 'normal' },
      ],
      seat: null,
    });
    const callout = tv.client.next('emote', (m) => m.seat !== null);
    tv.client.send({ type: 'start' });
    const message = await callout;
    expect(message.emote).toMatch(/^have\.[SHDCQJ]$/);
    expect(message.name).toMatch(/^Bot [12]$/);
    tv.close();
    await host.close();
    await removeDir(dir);
  });

  it('nothing is called out in the dark', ({ expect }) => {
    const dark = { dark: true, current: { card: '3H' }, hand: ['7H'], phase: 'fight' } as unknown as KerkerhatzView;
    expect(calloutKey(dark)).toBeNull();
  });
});

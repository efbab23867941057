import { afterEach, describe, expect, it } from 'vitest';
import { HostClient, type SocketLike } from '../../../src/shared/net/client';

/** A socket the test drives by hand: it records what is sent and closes when told. */
class HandSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(data);
  }
  close(): void {
    this.readyState = 2;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  closed(): void {
    this.readyState = 3;
    this.onclose?.({ code: 1006, reason: '' });
  }
}

const HOST = 'a'.repeat(32);
const unhandled: unknown[] = [];
const listen = (reason: unknown): void => void unhandled.push(reason);

afterEach(() => {
  process.off('unhandledRejection', listen);
  unhandled.length = 0;
});

async function welcomed(): Promise<{ client: HostClient; socket: HandSocket }> {
  const socket = new HandSocket();
  const client = new HostClient({ url: 'ws://127.0.0.1:1/ws', socket: () => socket, name: 'Anna', reconnect: false, timeoutMs: 50 });
  socket.open();
  socket.receive({ type: 'greeting', v: 2, host: HOST, name: 'Stube' });
  socket.receive({ type: 'welcome', v: 2, games: [], resumed: false, urls: [] });
  await client.ready();
  return { client, socket };
}

describe('the protocol client', () => {
  it('a move on a closing connection is refused at once and leaves nothing waiting to fail later', async () => {
    process.on('unhandledRejection', listen);
    const { client, socket } = await welcomed();
    client.close();
    await expect(client.move({ type: 'play', card: 'AS' })).rejects.toMatchObject({ code: 'net.closed' });
    await expect(client.join('ABCD')).rejects.toMatchObject({ code: 'net.closed' });
    await expect(client.syncClock()).rejects.toMatchObject({ code: 'net.closed' });
    // The socket finishes closing: a promise left behind would now reject with "connection lost".
    socket.closed();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(unhandled).toEqual([]);
    expect(socket.sent.filter((frame) => !frame.includes('"hello"'))).toEqual([]);
  });

  it('a move in flight when the connection drops is rejected as disconnected', async () => {
    const { client, socket } = await welcomed();
    const answer = client.move({ type: 'play', card: 'AS' });
    expect(JSON.parse(socket.sent.at(-1) ?? '{}')).toMatchObject({ type: 'move', ref: 1 });
    socket.closed();
    await expect(answer).rejects.toMatchObject({ code: 'net.disconnected' });
  });
});

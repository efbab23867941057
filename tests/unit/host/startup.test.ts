import { createServer, type Server } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { removeDir, tempDir, testHost } from './support';

describe('a host that cannot listen', () => {
  let blocker: Server;
  let port = 0;
  let dir = '';
  beforeAll(async () => {
    dir = await tempDir();
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => blocker.close(() => resolve()));
    await removeDir(dir);
  });
  afterEach(() => vi.useRealTimers());

  it('rejects with the reason and leaves no timer running (a timer would keep the process alive)', async () => {
    // Only the timers are counted; the file and socket work stays real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    await expect(testHost(dir, { port })).rejects.toMatchObject({ code: 'EADDRINUSE', syscall: 'listen' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

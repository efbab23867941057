import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, guardContents, isLocalAddress, isOwnPage, type OwnPages } from '../../src/main/security';
import { allowedOrigin, namedHostOrigin } from '../../src/shared/net/origins';

describe('Electron main security rules', () => {
  const own = { rendererDir: '/app/out/renderer' };

  it('our bundled files are our own pages; other files and sites are not', () => {
    expect(isOwnPage('file:///app/out/renderer/index.html', own)).toBe(true);
    expect(isOwnPage('file:///app/out/renderer/../main/index.js', own)).toBe(false);
    expect(isOwnPage('file:///etc/passwd', own)).toBe(false);
    expect(isOwnPage('https://example.org/', own)).toBe(false);
    expect(isOwnPage('not a url', own)).toBe(false);
  });

  it('the dev server counts only during development, and only its origin', () => {
    const dev = { ...own, devServer: 'http://localhost:5173' };
    expect(isOwnPage('http://localhost:5173/index.html', dev)).toBe(true);
    expect(isOwnPage('http://localhost:5174/', dev)).toBe(false);
    expect(isOwnPage('http://localhost:5173/', own)).toBe(false);
  });

  it('the content security policy allows no eval and no remote scripts', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
  });

  it('a page switched to another host on the LAN may fetch from that host, and from no other', () => {
    const page = `http://127.0.0.1:5000/?host=${encodeURIComponent('ws://192.168.1.20:4817/ws')}&room=`;
    expect(namedHostOrigin(page)).toBe('http://192.168.1.20:4817');
    expect(namedHostOrigin('http://127.0.0.1:5000/?host=wss://[fd12::5]:4817/ws')).toBe('https://[fd12::5]:4817');
    const connect = (policy: string): string => policy.split('; ').find((d) => d.startsWith('connect-src ')) ?? '';
    expect(connect(contentSecurityPolicy(page))).toBe("connect-src 'self' ws://127.0.0.1:5000 http://192.168.1.20:4817 ws://192.168.1.20:4817");
    expect(connect(CONTENT_SECURITY_POLICY)).toBe("connect-src 'self'");
    const alone = contentSecurityPolicy('http://127.0.0.1:5000/');
    // Names are never taken for local by their shape: fd…, fc…, *.local.
    for (const named of [
      'ws://example.org/ws',
      'ws://8.8.8.8:4817/ws',
      'http://192.168.1.20:4817/',
      'ws://user:pw@192.168.1.20/ws',
      'nonsense',
      'wss://fdattacker.example/ws',
      'wss://fdroid.org/ws',
      'ws://fc.example/ws',
      'wss://stube.local/ws',
    ]) {
      const other = `http://127.0.0.1:5000/?host=${encodeURIComponent(named)}`;
      expect(namedHostOrigin(other), named).toBeNull();
      expect(contentSecurityPolicy(other), named).toBe(alone);
    }
  });

  it('the host lets pages from this machine and the LAN read its JSON, not pages from the internet', () => {
    expect(allowedOrigin('http://127.0.0.1:5000')).toBe('http://127.0.0.1:5000');
    expect(allowedOrigin('http://192.168.1.31:4817')).toBe('http://192.168.1.31:4817');
    for (const origin of [
      undefined,
      '',
      'null',
      'https://example.org',
      'http://8.8.8.8',
      'file://',
      'https://fdroid.org',
      'https://fd.attacker.example',
      'http://stube.local:4817',
    ]) {
      expect(allowedOrigin(origin), String(origin)).toBeNull();
    }
  });

  it('nobody may frame the page', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });
});

describe('offline first', () => {
  it('allows only local and LAN addresses and our own files', async () => {
    const { isAllowedRequest } = await import('../../src/main/security');
    for (const url of [
      'http://127.0.0.1:4817/',
      'ws://192.168.1.20:4817/ws',
      'http://10.0.0.5/',
      'http://172.20.1.1/',
      'file:///app/index.html',
      'http://[::1]:4817/',
      'http://[fd12::5]:4817/',
      'http://localhost:5173/',
      'data:image/png;base64,AA==',
    ]) {
      expect(isAllowedRequest(url), url).toBe(true);
    }
    // The internet, whatever the name looks like: fd…/fc… names are not ULA addresses, *.local names can point anywhere.
    for (const url of [
      'https://example.org/',
      'http://8.8.8.8/',
      'http://172.32.0.1/',
      'ftp://192.168.1.1/',
      'not a url',
      'https://fdroid.org/x.js',
      'wss://fd.attacker.example/ws',
      'http://fc00.example/',
      'http://kartenstube.local:4817/',
      'http://[2001:db8::1]/',
    ]) {
      expect(isAllowedRequest(url), url).toBe(false);
    }
  });

  it('the in-app host serves our own page', () => {
    expect(isOwnPage('http://127.0.0.1:5000/', { rendererDir: '/x', hostOrigin: 'http://127.0.0.1:5000' })).toBe(true);
    expect(isOwnPage('http://127.0.0.1:5001/', { rendererDir: '/x', hostOrigin: 'http://127.0.0.1:5000' })).toBe(false);
  });
});

describe('what counts as local: a parsed IP address or the literal localhost, never a name', () => {
  it.each([
    'localhost',
    '127.0.0.1',
    '127.9.9.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '169.254.3.4',
    '::1',
    '[::1]',
    'fe80::1',
    'febf::1',
    'fc00::1',
    'fd12:3456::5',
    '::ffff:192.168.1.20',
    '::ffff:7f00:1',
    '[::ffff:10.0.0.1]',
  ])('%s is local', (host) => {
    expect(isLocalAddress(host)).toBe(true);
  });

  it.each([
    'fdroid.org',
    'fd.attacker.example',
    'fc.example',
    'stube.local',
    'localhost.attacker.example',
    '8.8.8.8',
    '172.32.0.1',
    '172.15.0.1',
    '192.169.0.1',
    '0.0.0.0',
    '2001:db8::1',
    'fec0::1',
    '::ffff:8.8.8.8',
    '::',
    '127.1',
    '127.0.0.1.nip.io',
    '1.2.3.4.5',
    '256.1.1.1',
    '01.2.3.4',
    '',
  ])('%s is not', (host) => {
    expect(isLocalAddress(host)).toBe(false);
  });
});

describe('app-wide guards for every web contents', () => {
  type Listener = (event: { preventDefault(): void; url?: string }, url?: string) => void;
  function fakeContents(): {
    on(event: string, listener: Listener): unknown;
    setWindowOpenHandler(h: (d: { url: string }) => { action: 'deny' }): void;
    fire(event: string, url: string): boolean;
    open(url: string): string;
  } {
    const listeners = new Map<string, Listener>();
    let handler: ((d: { url: string }) => { action: 'deny' }) | null = null;
    return {
      on: (event, listener) => listeners.set(event, listener),
      setWindowOpenHandler: (h) => (handler = h),
      fire(event, url) {
        let prevented = false;
        const listener = listeners.get(event);
        if (!listener) throw new Error(`no ${event} guard`);
        // will-frame-navigate passes its URL on the event; the others pass it as an argument.
        if (event === 'will-frame-navigate') listener({ url, preventDefault: () => (prevented = true) });
        else listener({ preventDefault: () => (prevented = true) }, url);
        return prevented;
      },
      open: (url) => handler?.({ url }).action ?? 'no handler',
    };
  }
  const own = (): OwnPages => ({ rendererDir: '/app/out/renderer', hostOrigin: 'http://127.0.0.1:5000' });

  it('navigation, redirects and frame navigation may go to our own pages only, and no <webview> is attached', () => {
    const contents = fakeContents();
    guardContents(contents, own, () => {});
    for (const event of ['will-navigate', 'will-redirect', 'will-frame-navigate']) {
      expect(contents.fire(event, 'http://127.0.0.1:5000/?room=ABCD'), event).toBe(false);
      expect(contents.fire(event, 'https://evil.example/'), event).toBe(true);
      expect(contents.fire(event, 'http://127.0.0.1:5001/'), event).toBe(true);
    }
    expect(contents.fire('will-attach-webview', 'http://127.0.0.1:5000/')).toBe(true);
  });

  it('no window ever opens: a web link goes to the system browser, anything else nowhere', () => {
    const contents = fakeContents();
    const external: string[] = [];
    guardContents(contents, own, (url) => external.push(url));
    for (const url of ['https://example.org/rules', 'http://127.0.0.1:5000/', 'file:///etc/passwd', 'javascript:alert(1)'])
      expect(contents.open(url), url).toBe('deny');
    expect(external).toEqual(['https://example.org/rules']);
  });
});

import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, isOwnPage } from '../../src/main/security';

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
});

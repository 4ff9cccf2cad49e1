import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

const base = { AUTH_SECRET: 'a-secret-that-is-long-enough-0123456789', DATA_DIR: '/tmp/unused' };

describe('loadConfig', () => {
  it('runs as production unless told otherwise, trusting no dev origin', () => {
    const config = loadConfig(base);
    expect(config.trustedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it("trusts Vite's dev origin only in development", () => {
    const config = loadConfig({ ...base, NODE_ENV: 'development' });
    expect(config.trustedOrigins).toContain('http://localhost:5173');
    expect(config.trustedOrigins).toContain('http://127.0.0.1:5173');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).trustedOrigins).not.toContain(
      'http://localhost:5173',
    );
  });

  it('behind an https address trusts no plain-http local origin, even in development', () => {
    const config = loadConfig({
      ...base,
      NODE_ENV: 'development',
      PUBLIC_URL: 'https://forkcast.example',
      TRUSTED_ORIGINS: 'https://www.forkcast.example',
    });
    expect(config.trustedOrigins).toEqual([
      'https://forkcast.example',
      'https://www.forkcast.example',
    ]);
  });

  it.each([
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['1', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%s as %i proxies', (value, hops) => {
    const config = loadConfig({ ...base, TRUST_PROXY: value });
    expect(config.trustedProxyHops).toBe(hops);
    expect(config.trustProxy).toBe(hops > 0);
  });

  it('refuses a TRUST_PROXY it cannot read', () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('limits sign-in and sign-up to 10 a minute per address unless told otherwise', () => {
    expect(loadConfig(base).authAttemptsPerMinute).toBe(10);
    expect(loadConfig({ ...base, AUTH_ATTEMPTS_PER_MINUTE: '500' }).authAttemptsPerMinute).toBe(
      500,
    );
    expect(() => loadConfig({ ...base, AUTH_ATTEMPTS_PER_MINUTE: '0' })).toThrow(
      /AUTH_ATTEMPTS_PER_MINUTE/,
    );
  });
});

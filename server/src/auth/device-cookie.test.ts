import { describe, expect, it } from 'vitest';
import { createDeviceCookies } from './device-cookie.ts';

const devices = createDeviceCookies({
  secret: 'a-secret-that-is-long-enough-0123456789',
  isHttps: false,
});

/** The cookie value a Set-Cookie line carries. */
const cookieValueIn = (setCookie: string) => setCookie.split(';')[0]?.split('=').slice(1).join('=');

describe('device cookies', () => {
  it('trust the browser for the email it signed in with, whatever its case', () => {
    const line = devices.remember('Ada@Example.com', undefined);
    expect(line).toMatch(/^forkcast\.device=/);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/Path=\/api\/auth/);
    const value = cookieValueIn(line);
    expect(devices.trustedNonce('ada@example.com', value)).not.toBeNull();
    expect(devices.trustedNonce('grace@example.com', value)).toBeNull();
  });

  it('remember a few accounts on one browser and keep one token per email', () => {
    let value: string | undefined;
    for (const email of ['a@x.co', 'b@x.co', 'a@x.co'])
      value = cookieValueIn(devices.remember(email, value));
    expect(value?.split('~')).toHaveLength(2);
    expect(devices.trustedNonce('a@x.co', value)).not.toBeNull();
    expect(devices.trustedNonce('b@x.co', value)).not.toBeNull();
  });

  it('are not trusted with a changed signature or under another secret', () => {
    const value = cookieValueIn(devices.remember('a@x.co', undefined)) ?? '';
    const other = createDeviceCookies({
      secret: 'another-secret-long-enough-000000000000',
      isHttps: true,
    });
    expect(other.trustedNonce('a@x.co', value)).toBeNull();
    expect(other.name).toBe('__Secure-forkcast.device');
    const tampered = `${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(devices.trustedNonce('a@x.co', tampered)).toBeNull();
  });
});

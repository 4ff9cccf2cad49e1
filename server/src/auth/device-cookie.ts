import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { serialize } from 'hono/utils/cookie';

/** How many accounts one browser remembers (a family tablet has a few). */
const MAX_ACCOUNTS = 5;
const LIFETIME_SECONDS = 60 * 60 * 24 * 180;

/**
 * Device cookies (OWASP's answer to lock-outs, decision 006): after a successful sign-in the
 * browser keeps a token signed for that email, so that later it can be told apart from a
 * stranger typing the same email. A token is `nonce.signature`, the signature an HMAC over the
 * email and the nonce; the email itself is not in the cookie. The cookie lives only on the
 * account endpoints.
 */
export function createDeviceCookies(options: { secret: string; isHttps: boolean }) {
  const key = createHmac('sha256', options.secret).update('forkcast device cookie').digest();
  const name = `${options.isHttps ? '__Secure-' : ''}forkcast.device`;

  const signatureFor = (email: string, nonce: string) =>
    createHmac('sha256', key)
      .update(`${normalise(email)}\n${nonce}`)
      .digest();

  function tokens(cookieValue: string | undefined): string[] {
    return (cookieValue ?? '').split('~').filter(Boolean).slice(0, MAX_ACCOUNTS);
  }

  /** The nonce of this browser's token for the email, when it holds a genuine one. */
  function trustedNonce(email: string, cookieValue: string | undefined): string | null {
    for (const token of tokens(cookieValue)) {
      const [nonce, signature] = token.split('.');
      if (!nonce || !signature) continue;
      const given = Buffer.from(signature, 'base64url');
      const expected = signatureFor(email, nonce);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return nonce;
    }
    return null;
  }

  /** The Set-Cookie line that remembers the email on this browser (newest first). */
  function remember(email: string, cookieValue: string | undefined): string {
    const others = tokens(cookieValue).filter(
      (token) => token.includes('.') && trustedNonce(email, token) === null,
    );
    const nonce = trustedNonce(email, cookieValue) ?? randomBytes(16).toString('base64url');
    const fresh = `${nonce}.${signatureFor(email, nonce).toString('base64url')}`;
    const value = [fresh, ...others].slice(0, MAX_ACCOUNTS).join('~');
    return serialize(name, value, {
      path: '/api/auth',
      httpOnly: true,
      secure: options.isHttps,
      sameSite: 'Lax',
      maxAge: LIFETIME_SECONDS,
    });
  }

  return { name, trustedNonce, remember };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;

function normalise(email: string): string {
  return email.trim().toLowerCase();
}

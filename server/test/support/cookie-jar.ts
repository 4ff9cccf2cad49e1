/**
 * Keeps the cookies a response sets, as a browser would: a new value replaces the old one, and
 * an empty value or `Max-Age=0` removes it. Used by the in-process test client and the fleet
 * suite's HTTP client.
 */
export function rememberCookies(jar: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (!pair || eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}

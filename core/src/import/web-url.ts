/**
 * The WHATWG URL parser, which Node and every browser have. Core compiles without the DOM
 * or Node type libraries (it must not lean on either), so the few fields we use are typed
 * here.
 */
export type WebUrl = { href: string; protocol: string; hostname: string; pathname: string };

const UrlParser = (globalThis as unknown as { URL: new (input: string, base?: string) => WebUrl })
  .URL;

/** The parsed address, resolved against `base` when given; null when it does not parse. */
export function parseUrl(input: string, base?: string): WebUrl | null {
  try {
    return base === undefined ? new UrlParser(input) : new UrlParser(input, base);
  } catch {
    return null;
  }
}

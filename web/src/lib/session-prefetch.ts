/**
 * The session request starts as soon as the page boots, in parallel with downloading the app
 * screens, instead of after them. The first session query takes this promise; later ones
 * fetch afresh. Kept free of imports so that the entry chunk stays small.
 */
let pending: Promise<Response> | null = null;

export function startSessionPrefetch(): void {
  pending = fetch('/api/session', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
}

export function takeSessionPrefetch(): Promise<Response> | null {
  const taken = pending;
  pending = null;
  return taken;
}

const prefetched = new Map<string, Promise<Response>>();

/**
 * Starts the first screen's data request (the dashboard's lists, the feed's first page) while
 * the screen's code downloads, once the session answer says someone is signed in, so that a
 * signed-out visit asks for nothing it may not read. The screen's query takes it with
 * `takePrefetch`; a request nobody takes is simply dropped.
 */
export function prefetchForSignedIn(url: string): void {
  const session = pending;
  if (!session) return;
  const data = session
    // Cloned before anyone reads the session body (this callback is the first registered).
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: unknown) =>
      body
        ? fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } })
        : null,
    );
  prefetched.set(
    url,
    data.then((response) => response ?? Promise.reject(new Error('signed out'))),
  );
  // A rejection nobody awaits must not surface as an unhandled error.
  prefetched.get(url)?.catch(() => undefined);
}

/** The prefetched answer for this address, once; null when there is none. */
export function takePrefetch(url: string): Promise<Response> | null {
  const taken = prefetched.get(url) ?? null;
  prefetched.delete(url);
  return taken;
}

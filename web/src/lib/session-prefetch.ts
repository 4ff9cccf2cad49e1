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

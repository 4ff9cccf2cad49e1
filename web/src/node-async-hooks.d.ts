/**
 * The one Node module the web app uses: server-render.tsx runs on the server only. Declared
 * here rather than by adding Node's types to the whole web app, whose other code must never
 * reach for Node.
 */
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}

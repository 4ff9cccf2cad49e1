import { isErrorBody } from '@forkcast/core';

/** An API failure with the server's plain-words message, ready for a toast. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** A request already under way (see session-prefetch.ts) to read instead of fetching. */
  pending?: Promise<Response> | null;
};

type Transport = (path: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (path, init) => fetch(path, init);

/**
 * Where API requests go. In the browser, the network; the server's own rendering of a screen
 * (server-render.tsx) answers them in-process, as the cook who asked for the page.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal: options.signal,
  };
  if (options.body instanceof FormData) {
    // The browser writes the multipart content type with its boundary itself.
    init.body = options.body;
  } else if (options.body !== undefined) {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await (options.pending ?? transport(path, init));
  } catch {
    throw new ApiError(
      0,
      'network',
      'We could not reach the kitchen. Check your connection and try again.',
    );
  }
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    if (isErrorBody(data))
      throw new ApiError(response.status, String(data.error.code), data.error.message);
    throw new ApiError(response.status, 'http_error', 'Something went wrong. Please try again.');
  }
  return data as T;
}

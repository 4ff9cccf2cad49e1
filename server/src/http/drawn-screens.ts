import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { isTimeZone, TIME_ZONE_COOKIE } from '@forkcast/core';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Logger } from '../providers/logger.ts';

/** A signed-in screen drawn by the server: the markup of `#root` and the answers it shows. */
export type DrawnScreen = { html: string; state: string };

/** Answers an API read as the cook the page is drawn for. */
export type ApiReader = (path: string, init: RequestInit) => Promise<Response>;

/** What the web app's server build exports (web/src/server-render.tsx). */
type ServerRender = {
  drawScreen: (
    url: string,
    read: ApiReader,
    options: { timeZone?: string },
  ) => Promise<DrawnScreen | null>;
};

/**
 * A page later than this is sent with its loading message instead, and the browser draws the
 * screen as it did before decision 052: the drawing only ever saves time, never costs it.
 */
const DRAW_TIMEOUT_MS = 1000;

/** Loading the module (a megabyte of code) takes 100–300 ms: done once the server is up. */
const WARM_AFTER_MS = 2000;

/**
 * Draws signed-in screens with the web app's own components (decision 052), from the web
 * build's server module (`web/dist-ssr/server-render.js`); `null` when the build has none
 * (tests that serve a bare page, a build from before 052). The module loads a moment after
 * start-up, not during it, where every millisecond is the first request's, or with the first
 * page drawn if that comes first. Any failure only costs the drawing: the page goes as before.
 */
export function createScreenDrawer(file: string, logger: Logger) {
  if (!existsSync(file)) return null;
  let loading: Promise<ServerRender | null> | null = null;
  const load = () => {
    loading ??= (import(pathToFileURL(file).href) as Promise<ServerRender>).catch(
      (error: unknown) => {
        logger.error('Screens cannot be drawn on the server: its module failed to load', {
          error,
        });
        return null;
      },
    );
    return loading;
  };
  setTimeout(load, WARM_AFTER_MS).unref();
  return async (
    url: string,
    read: ApiReader,
    /** The cook's time zone (a cookie their browser sets), already checked to be one. */
    options: { timeZone?: string } = {},
  ): Promise<DrawnScreen | null> => {
    const render = await load();
    if (!render) return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), DRAW_TIMEOUT_MS);
    });
    try {
      const drawing = render.drawScreen(url, read, options).catch((error: unknown) => {
        logger.warn('A screen could not be drawn on the server; the browser draws it', {
          url,
          error,
        });
        return null;
      });
      return await Promise.race([drawing, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The time zone the cook's browser last told (TIME_ZONE_COOKIE), for a drawn screen's dates;
 * undefined when it has not, or when the cookie holds no zone this server knows.
 */
export function timeZoneOf(c: Context): string | undefined {
  const value = getCookie(c, TIME_ZONE_COOKIE);
  return value && isTimeZone(value) ? value : undefined;
}

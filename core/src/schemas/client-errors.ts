import * as z from 'zod/mini';

/**
 * POST /api/client-errors: a screen that failed in the browser, for the server log. Small on
 * purpose: the web cuts the texts to these lengths before sending, the server refuses more.
 */
export const CLIENT_ERROR_LIMITS = { message: 500, stack: 4000, path: 500, bodyBytes: 8 * 1024 };

export const clientErrorReportSchema = z.object({
  /** 'chunk': a part of the app could not be downloaded (often a deploy); 'render': a bug. */
  kind: z.enum(['chunk', 'render']),
  message: z.string().check(z.maxLength(CLIENT_ERROR_LIMITS.message)),
  stack: z.optional(z.string().check(z.maxLength(CLIENT_ERROR_LIMITS.stack))),
  /** The app path the person was on. */
  path: z.string().check(z.maxLength(CLIENT_ERROR_LIMITS.path)),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

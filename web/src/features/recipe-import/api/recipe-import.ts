import type {
  AiImportResponse,
  HtmlImportResponse,
  ImportHtmlInput,
  UrlImportResponse,
} from '@forkcast/core';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * The import calls. Plain functions rather than mutations: one import is a short chain of
 * calls (read the page, then maybe the AI step) that the form runs in order and abandons
 * when the dialog closes, through the signal.
 */
export const recipeImportApi = {
  fromUrl: (url: string, signal?: AbortSignal) =>
    apiFetch<UrlImportResponse>('/api/import/url', { method: 'POST', body: { url }, signal }),
  withAi: (url: string, signal?: AbortSignal) =>
    apiFetch<AiImportResponse>('/api/import/url/ai', { method: 'POST', body: { url }, signal }),
  fromSource: (input: ImportHtmlInput, signal?: AbortSignal) =>
    apiFetch<HtmlImportResponse>('/api/import/html', { method: 'POST', body: input, signal }),
};

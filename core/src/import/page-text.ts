import { attr, type HtmlElement, parseHtml, readableText } from './html.ts';

/** Enough for a whole recipe and its story; an AI request stays small and quick. */
const PAGE_TEXT_LIMIT = 12_000;

/** Page furniture that never holds the recipe: menus, footers, cookie banners, forms. */
const FURNITURE = new Set(['nav', 'footer', 'aside', 'form', 'header']);
const FURNITURE_ROLE = /^(?:navigation|banner|contentinfo|complementary|search|dialog)$/i;

function isFurniture(element: HtmlElement): boolean {
  return FURNITURE.has(element.name) || FURNITURE_ROLE.test(attr(element, 'role') ?? '');
}

/**
 * The readable text of a page, for the AI step: the title, then the body without scripts,
 * styles, menus and footers, one block per line, capped at `limit` characters (cut at a
 * line end when one is near).
 */
export function pageText(html: string, limit = PAGE_TEXT_LIMIT): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  const document = parseHtml(html);
  let title = '';
  let body: HtmlElement | null = null;
  const stack = [...document.children];
  while (stack.length > 0 && (title === '' || body === null)) {
    const node = stack.shift() as (typeof stack)[number];
    if (!('attribs' in node)) continue;
    if (node.name === 'title' && title === '') title = readableText(node);
    if (node.name === 'body' && body === null) body = node;
    stack.push(...node.children);
  }
  const text = readableText(body ?? document, { skip: isFurniture });
  const full = [title, text].filter(Boolean).join('\n');
  if (full.length <= limit) return full;
  const cut = full.lastIndexOf('\n', limit);
  return full.slice(0, cut > limit * 0.8 ? cut : limit);
}

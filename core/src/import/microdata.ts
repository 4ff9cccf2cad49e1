import { attr, type HtmlElement, readableText } from './html.ts';
import type { SchemaNode } from './schema-fields.ts';

const URL_ELEMENTS = new Set(['a', 'area', 'link']);
const SOURCE_ELEMENTS = new Set(['audio', 'embed', 'iframe', 'source', 'track', 'video']);

/** Where lazy-loading scripts park the real address of an image. */
const IMAGE_SOURCES = ['src', 'data-src', 'data-lazy-src', 'data-original', 'data-srcset'];

/** A property's value, by the microdata rules (plus the common `content` shortcut). */
function propertyValue(element: HtmlElement): string {
  const name = element.name;
  if (name === 'meta') return attr(element, 'content') ?? '';
  if (name === 'img') {
    for (const key of IMAGE_SOURCES) {
      const value = attr(element, key)?.trim().split(/\s+/)[0];
      if (value && !value.startsWith('data:')) return value;
    }
    return '';
  }
  if (SOURCE_ELEMENTS.has(name)) return attr(element, 'src') ?? '';
  if (URL_ELEMENTS.has(name)) return attr(element, 'href') ?? readableText(element);
  if (name === 'object') return attr(element, 'data') ?? '';
  if (name === 'time') return attr(element, 'datetime') ?? readableText(element);
  if (name === 'data' || name === 'meter') return attr(element, 'value') ?? '';
  return attr(element, 'content') ?? readableText(element);
}

/** An item and its properties, as the same shape a JSON-LD node has. */
function readItem(scope: HtmlElement, depth: number): SchemaNode {
  const node: SchemaNode = { '@type': (attr(scope, 'itemtype') ?? '').split(/\s+/) };
  const add = (key: string, value: unknown) => {
    const list = (node[key] as unknown[] | undefined) ?? [];
    list.push(value);
    node[key] = list;
  };
  const visit = (element: HtmlElement) => {
    for (const child of element.children) {
      if (!('attribs' in child)) continue;
      const props = attr(child, 'itemprop')?.split(/\s+/).filter(Boolean) ?? [];
      const isScope = attr(child, 'itemscope') !== undefined;
      if (props.length > 0) {
        const value = isScope && depth < 6 ? readItem(child, depth + 1) : propertyValue(child);
        for (const prop of props) add(prop, value);
      }
      // A nested item's properties are its own, not this item's.
      if (!isScope) visit(child);
    }
  };
  visit(scope);
  return node;
}

const RECIPE_TYPE = /(?:^|\s)https?:\/\/(?:www\.)?schema\.org\/recipe(?:\s|$)/i;

/** Every microdata Recipe item on the page (`itemscope itemtype="https://schema.org/Recipe"`). */
export function readMicrodataRecipes(scopes: HtmlElement[]): SchemaNode[] {
  return scopes
    .filter((element) => RECIPE_TYPE.test(attr(element, 'itemtype') ?? ''))
    .map((element) => readItem(element, 0));
}

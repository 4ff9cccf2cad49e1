import { getAttributeValue } from 'domutils';
import { parseDocument } from 'htmlparser2';

/** The parsed page and its nodes, as htmlparser2 builds them (types derived, not re-declared). */
export type HtmlDocument = ReturnType<typeof parseDocument>;
export type HtmlNode = HtmlDocument['children'][number];
export type HtmlElement = Extract<HtmlNode, { attribs: Record<string, string> }>;

export function parseHtml(html: string): HtmlDocument {
  return parseDocument(html, { decodeEntities: true, lowerCaseTags: true });
}

function isElement(node: HtmlNode): node is HtmlElement {
  return 'attribs' in node;
}

export function attr(element: HtmlElement, name: string): string | undefined {
  return getAttributeValue(element, name);
}

/** Every element under `root` in document order, depth first, without recursion limits. */
export function* elementsUnder(root: HtmlDocument | HtmlElement): Generator<HtmlElement> {
  const stack: HtmlNode[] = [...root.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as HtmlNode;
    if (!isElement(node)) continue;
    yield node;
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i] as HtmlNode);
  }
}

/** Elements whose content is never readable text. */
const HIDDEN = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'object',
  'canvas',
  'button',
  'select',
  'head',
]);

/** Elements that start a new line of text where a browser would. */
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/**
 * The text a reader sees in `node`: hidden parts left out, a line break wherever a block
 * starts or ends, spaces folded within each line, empty lines dropped. Line breaks in the
 * source text are spaces, as in a browser, unless `keepLineBreaks` (text from structured
 * data, where authors separate steps with them).
 */
export function readableText(
  node: HtmlNode | HtmlDocument,
  options: { skip?: (element: HtmlElement) => boolean; keepLineBreaks?: boolean } = {},
): string {
  const { skip = () => false, keepLineBreaks = false } = options;
  const parts: string[] = [];
  const visit = (current: HtmlNode | HtmlDocument) => {
    if (current.type === 'text') {
      const data = (current as { data: string }).data;
      parts.push(keepLineBreaks ? data : data.replace(/\s+/g, ' '));
      return;
    }
    if (!('children' in current)) return;
    const element = isElement(current as HtmlNode) ? (current as HtmlElement) : null;
    if (element && (HIDDEN.has(element.name) || skip(element))) return;
    const isBlock = element !== null && BLOCK.has(element.name);
    if (isBlock) parts.push('\n');
    for (const child of current.children) visit(child as HtmlNode);
    if (isBlock) parts.push('\n');
  };
  visit(node);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;

/**
 * Text as published inside structured data, which often carries markup and entities
 * ('Mac &amp; cheese', '<p>Stir.</p>'): tags become line breaks, entities are decoded (twice
 * when a site encoded them twice), and each line's spaces are folded.
 */
export function htmlFragmentLines(text: string): string[] {
  let current = text;
  for (let pass = 0; pass < 2 && (current.includes('<') || ENTITY.test(current)); pass += 1) {
    current = readableText(parseHtml(current), { keepLineBreaks: true });
  }
  return current
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** The same on one line. */
export function htmlFragmentText(text: string): string {
  return htmlFragmentLines(text).join(' ');
}

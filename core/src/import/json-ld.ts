import { parseLenientJson } from './lenient-json.ts';
import { hasSchemaType, isNode, type NodeLookup, type SchemaNode } from './schema-fields.ts';

export type JsonLdRecipes = { recipes: SchemaNode[]; lookup: NodeLookup };

/** How deep a page's JSON may nest before we stop looking (real pages stay under 10). */
const MAX_DEPTH = 32;

/**
 * Every Recipe node in some JSON-LD values, wherever it sits: the whole value, in an
 * array, in `@graph`, or nested under another node (`mainEntity`,
 * `itemListElement[].item`...). Type names match in any letter case and with or without
 * their vocabulary. Nodes with an `@id` are indexed so references can be followed.
 */
export function findRecipeNodes(values: unknown[]): JsonLdRecipes {
  const recipes: SchemaNode[] = [];
  const byId = new Map<string, SchemaNode>();
  const seen = new Set<object>();
  const visit = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null || seen.has(value)) {
      return;
    }
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const node = value as SchemaNode;
    if (typeof node['@id'] === 'string' && Object.keys(node).length > 1) {
      byId.set(node['@id'], node);
    }
    if (hasSchemaType(node, 'recipe')) recipes.push(node);
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (typeof child === 'object' && child !== null) visit(child, depth + 1);
    }
  };
  for (const value of values) visit(value, 0);
  return { recipes, lookup: (id) => byId.get(id) };
}

/** The JSON-LD blocks' text of a page (any `application/ld+json` script, in order). */
export function jsonLdValues(blocks: string[]): unknown[] {
  return blocks.flatMap((block) => parseLenientJson(block));
}

/** A pasted JSON-LD text, or an object already parsed. */
export function jsonLdFromInput(input: unknown): unknown[] {
  if (typeof input === 'string') return parseLenientJson(input);
  return isNode(input) || Array.isArray(input) ? [input] : [];
}

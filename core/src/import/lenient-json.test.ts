import { describe, expect, it } from 'vitest';
import { parseLenientJson } from './lenient-json.ts';

describe('parseLenientJson', () => {
  it('reads valid JSON as it is', () => {
    expect(parseLenientJson(' {"name": "Pie", "n": [1, 2]} ')).toEqual([
      { name: 'Pie', n: [1, 2] },
    ]);
  });

  it('drops a backslash JSON does not know, keeping the character', () => {
    expect(parseLenientJson(String.raw`{"name": "Mom\'s pie", "a": "tab\tok"}`)).toEqual([
      { name: "Mom's pie", a: 'tab\tok' },
    ]);
  });

  it('ignores trailing commas before a closing brace or bracket', () => {
    expect(parseLenientJson('{"a": [1, 2, ], "b": {"c": 3,},}')).toEqual([
      { a: [1, 2], b: { c: 3 } },
    ]);
  });

  it('ignores a semicolon after the object', () => {
    expect(parseLenientJson('{"a": 1};')).toEqual([{ a: 1 }]);
  });

  it('unwraps CDATA and comment lines', () => {
    const text = '// <![CDATA[\n{"@type": "Recipe", "name": "Soup"}\n// ]]>';
    expect(parseLenientJson(text)).toEqual([{ '@type': 'Recipe', name: 'Soup' }]);
    expect(parseLenientJson('<!-- {"a": 1} -->')).toEqual([{ a: 1 }]);
    expect(parseLenientJson('/* note */ {"a": /* inline */ 1}')).toEqual([{ a: 1 }]);
  });

  it('keeps comment-like text inside strings', () => {
    expect(parseLenientJson('{"url": "https://x.com/a", "b": 1,}')).toEqual([
      { url: 'https://x.com/a', b: 1 },
    ]);
  });

  it('escapes raw line breaks inside strings', () => {
    expect(parseLenientJson('{"step": "Mix.\nBake.", "x": 1,}')).toEqual([
      { step: 'Mix.\nBake.', x: 1 },
    ]);
  });

  it('reads several values in one block', () => {
    expect(parseLenientJson('{"a": 1}\n{"b": 2}')).toEqual([{ a: 1 }, { b: 2 }]);
    expect(parseLenientJson('{"a": 1},{"b": 2}')).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('returns what it can read and nothing for garbage', () => {
    expect(parseLenientJson('')).toEqual([]);
    expect(parseLenientJson('not json at all')).toEqual([]);
    expect(parseLenientJson('{"a": 1}; {broken')).toEqual([{ a: 1 }]);
  });
});

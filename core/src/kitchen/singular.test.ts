import { describe, expect, it } from 'vitest';
import { pluralForms, singularPhrase, singularWord } from './singular.ts';

describe('singularWord', () => {
  it.each([
    ['tomatoes', 'tomato'],
    ['potatoes', 'potato'],
    ['berries', 'berry'],
    ['anchovies', 'anchovy'],
    ['leaves', 'leaf'],
    ['loaves', 'loaf'],
    ['halves', 'half'],
    ['peaches', 'peach'],
    ['radishes', 'radish'],
    ['boxes', 'box'],
    ['glasses', 'glass'],
    ['cheeses', 'cheese'],
    ['olives', 'olive'],
    ['chives', 'chive'],
    ['cloves', 'clove'],
    ['cookies', 'cookie'],
    ['eggs', 'egg'],
    ['onions', 'onion'],
    ['chillies', 'chilli'],
    ['chilies', 'chili'],
    ['chilis', 'chili'],
    ['chillis', 'chilli'],
    ['kiwis', 'kiwi'],
    ['zucchinis', 'zucchini'],
  ])('turns %j into %j', (plural, single) => {
    expect(singularWord(plural)).toBe(single);
  });

  it.each([
    'hummus',
    'asparagus',
    'couscous',
    'molasses',
    'swiss',
    'citrus',
    'octopus',
    'bass',
    'flour',
    'rice',
  ])('leaves %j alone because its s is not a plural', (word) => {
    expect(singularWord(word)).toBe(word);
  });

  it('lowercases and singularises every word of a phrase', () => {
    expect(singularPhrase('Cherry Tomatoes')).toBe('cherry tomato');
  });
});

describe('pluralForms', () => {
  it('offers the plurals a recipe step may use', () => {
    expect(pluralForms('tomato')).toContain('tomatoes');
    expect(pluralForms('berry')).toContain('berries');
    expect(pluralForms('leaf')).toContain('leaves');
    expect(pluralForms('egg')).toContain('eggs');
  });
});

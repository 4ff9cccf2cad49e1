import { describe, expect, it } from 'vitest';
import { canonicalUnit, convertQuantity, isLengthUnit, UNITS } from './units.ts';

describe('canonicalUnit', () => {
  it.each([
    ['cup', 'cup'],
    ['cups', 'cup'],
    ['c', 'cup'],
    ['C', 'cup'],
    ['c.', 'cup'],
    ['tablespoon', 'tbsp'],
    ['Tablespoons', 'tbsp'],
    ['tbsp', 'tbsp'],
    ['Tbsp', 'tbsp'],
    ['TBSP', 'tbsp'],
    ['tbsp.', 'tbsp'],
    ['tbs', 'tbsp'],
    ['T', 'tbsp'],
    ['teaspoon', 'tsp'],
    ['teaspoons', 'tsp'],
    ['tsp', 'tsp'],
    ['tsp.', 'tsp'],
    ['t', 'tsp'],
    ['g', 'g'],
    ['gram', 'g'],
    ['grams', 'g'],
    ['gramme', 'g'],
    ['kg', 'kg'],
    ['kilogram', 'kg'],
    ['ml', 'ml'],
    ['mL', 'ml'],
    ['milliliter', 'ml'],
    ['millilitres', 'ml'],
    ['l', 'l'],
    ['L', 'l'],
    ['litre', 'l'],
    ['liters', 'l'],
    ['oz', 'oz'],
    ['oz.', 'oz'],
    ['ounce', 'oz'],
    ['ounces', 'oz'],
    ['lb', 'lb'],
    ['lbs', 'lb'],
    ['lb.', 'lb'],
    ['pound', 'lb'],
    ['pounds', 'lb'],
    ['fl oz', 'fl oz'],
    ['fl. oz.', 'fl oz'],
    ['fluid ounces', 'fl oz'],
    ['pinch', 'pinch'],
    ['pinches', 'pinch'],
    ['dash', 'dash'],
    ['handful', 'handful'],
    ['clove', 'clove'],
    ['cloves', 'clove'],
    ['can', 'can'],
    ['tins', 'can'],
    ['slice', 'slice'],
    ['stick', 'stick'],
    ['bunch', 'bunch'],
    ['bunches', 'bunch'],
    ['package', 'package'],
    ['pkg', 'package'],
    ['packet', 'package'],
    ['sprig', 'sprig'],
    ['head', 'head'],
    ['piece', 'piece'],
    ['pcs', 'piece'],
    ['jar', 'jar'],
    ['bottle', 'bottle'],
    ['pint', 'pint'],
    ['qt', 'quart'],
    ['gallon', 'gallon'],
    ['leaves', 'leaf'],
    ['mug', 'mug'],
    ['mugs', 'mug'],
    ['punnets', 'punnet'],
    ['sleeves', 'sleeve'],
    ['tube', 'tube'],
    ['pouches', 'pouch'],
    ['bulbs', 'bulb'],
    ['glasses', 'glass'],
    ['chunks', 'chunk'],
    ['dessertspoons', 'dsp'],
    ['dessert spoon', 'dsp'],
    ['inches', 'inch'],
    ['in.', 'inch'],
    ['centimetres', 'cm'],
    ['mm', 'mm'],
    // German and French recipe units.
    ['EL', 'tbsp'],
    ['TL', 'tsp'],
    ['Prise', 'pinch'],
    ['Bund', 'bunch'],
    ['Bd.', 'bunch'],
    ['Stange', 'stalk'],
    ['Zehen', 'clove'],
    ['gousses', 'clove'],
    ['Dose', 'can'],
  ])('reads %j as %j', (text, symbol) => {
    expect(canonicalUnit(text)).toBe(symbol);
  });

  // 'el' and 'tl' in small letters are words elsewhere ('el paso'): only the capitals count.
  it.each(['large', 'small', 'medium', 'lg', 'flour', '', '  ', 'cupcake', 'el', 'tl', 'El'])(
    'does not take %j for a unit',
    (text) => {
      expect(canonicalUnit(text)).toBeNull();
    },
  );

  it('gives every alias exactly one canonical unit', () => {
    const seen = new Map<string, string>();
    for (const unit of UNITS) {
      for (const alias of unit.aliases) {
        expect(seen.get(alias) ?? unit.symbol).toBe(unit.symbol);
        seen.set(alias, unit.symbol);
      }
    }
  });
});

describe('isLengthUnit', () => {
  it('tells lengths, which size a piece, from other units', () => {
    expect(['inch', 'cm', 'mm'].every(isLengthUnit)).toBe(true);
    expect(['piece', 'cup', 'g', 'clove'].some(isLengthUnit)).toBe(false);
    expect(isLengthUnit(null)).toBe(false);
  });
});

describe('convertQuantity', () => {
  it('converts within volume and within mass', () => {
    expect(convertQuantity(1, 'dessertspoon', 'tsp')).toBeCloseTo(2, 5);
    expect(convertQuantity(3, 'tsp', 'tbsp')).toBeCloseTo(1, 5);
    expect(convertQuantity(1, 'cup', 'tbsp')).toBeCloseTo(16, 4);
    expect(convertQuantity(1, 'l', 'ml')).toBe(1000);
    expect(convertQuantity(1, 'lb', 'oz')).toBeCloseTo(16, 4);
    expect(convertQuantity(1, 'kg', 'g')).toBe(1000);
  });

  it('refuses to convert across dimensions or between counts', () => {
    expect(convertQuantity(1, 'cup', 'g')).toBeNull();
    expect(convertQuantity(1, 'can', 'clove')).toBeNull();
    expect(convertQuantity(1, 'cup', 'spoonful')).toBeNull();
    // Lengths are kept as written: 2 inch and 5 cm of ginger stay apart on a list.
    expect(convertQuantity(1, 'inch', 'cm')).toBeNull();
    expect(convertQuantity(1, 'inch', 'ml')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { foodFamilies } from './food-families.ts';

const families = (name: string) => [...foodFamilies(name)].sort();

describe('foodFamilies', () => {
  it.each([
    ['chicken thighs', ['meat', 'poultry']],
    ['chickpeas', []],
    ['eggplant', []],
    ['eggs', ['egg']],
    ['butternut squash', []],
    ['ground nutmeg', []],
    ['dried red chillies', ['chili']],
    ['water chestnuts', []],
    ['chestnuts', ['tree-nut']],
    ['coconut milk', ['tree-nut']],
    ['peanut butter', ['peanut']],
    ['almond milk', ['tree-nut']],
    ['butter', ['dairy']],
    ['cream of tartar', []],
    ['soy sauce', ['gluten', 'soy']],
    ['tamari', ['soy']],
    ['corn tortillas', []],
    ['flour tortillas', ['gluten']],
    ['rice noodles', []],
    ['egg noodles', ['egg', 'gluten']],
    ['worcestershire sauce', ['fish']],
    ['green curry paste', ['chili', 'shellfish']],
    ['red wine vinegar', []],
    ['dry white wine', ['alcohol']],
    ['honey', ['honey']],
    ['vegan mayonnaise', []],
    ['bacon lardons', ['meat', 'pork']],
    ['gluten-free pasta', []],
  ])('%s -> %j', (name, expected) => {
    expect(families(name)).toEqual(expected);
  });
});

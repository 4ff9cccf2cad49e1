import { describe, expect, it } from 'vitest';
import { parseConstraints } from './dietary-constraints.ts';

const avoided = (text: string, other: string[] = []) =>
  [...parseConstraints(text, other).avoid].sort();

describe('parseConstraints', () => {
  it('reads diets named in any form', () => {
    expect([...parseConstraints('Vegan, gluten free').diets].sort()).toEqual([
      'gluten-free',
      'vegan',
    ]);
    expect([...parseConstraints('veggie and lactose intolerant').diets].sort()).toEqual([
      'dairy-free',
      'vegetarian',
    ]);
    expect([...parseConstraints('coeliac; tree-nut allergy').diets].sort()).toEqual([
      'gluten-free',
      'nut-free',
    ]);
  });

  it('reads exclusions after no, without, allergic to, X-free and X allergy', () => {
    expect(avoided('no pork or shellfish')).toEqual(['pork', 'shellfish']);
    expect(avoided('allergic to peanuts')).toEqual(['peanut']);
    expect(avoided('egg-free')).toEqual(['egg']);
    expect(avoided('sesame allergy')).toEqual(['sesame']);
    expect(avoided('without seafood')).toEqual(['fish', 'shellfish']);
    expect(avoided('not spicy please')).toEqual(['chili']);
    expect(parseConstraints('no mushrooms, cilantro').avoidWords).toEqual(
      new Set(['mushroom', 'cilantro']),
    );
  });

  it('covers a whole list in the constraints field, only the first item elsewhere', () => {
    expect(avoided('no nuts, shellfish, eggs')).toEqual(['egg', 'peanut', 'shellfish', 'tree-nut']);
    expect(avoided('', ['no nuts, chicken and rice'])).toEqual(['peanut', 'tree-nut']);
    expect(avoided('', ['no nuts, shellfish or eggs'])).toEqual([
      'egg',
      'peanut',
      'shellfish',
      'tree-nut',
    ]);
  });

  it('does not read a wish for a food as a refusal of it', () => {
    expect(avoided('', ['eggs benedict with bacon'])).toEqual([]);
  });

  it('knows halal, kosher, pescatarian and low-carb', () => {
    expect(avoided('halal')).toEqual(['alcohol', 'gelatin', 'pork']);
    expect(parseConstraints('kosher').noMeatWithDairy).toBe(true);
    expect(avoided('pescatarian')).toEqual(['gelatin', 'meat']);
    expect(parseConstraints('keto').lowCarb).toBe(true);
    expect(parseConstraints('low-carb').lowCarb).toBe(true);
  });
});

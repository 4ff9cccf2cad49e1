import { describe, expect, it } from 'vitest';
import { ALLERGENS, type Allergen, detectAllergens } from './allergens.ts';

type Case = { name: string; expected: Allergen[]; why: string };

/** Every case we hold the detector to, with the reason it matters. */
const CASES: readonly Case[] = [
  // The spec's keywords.
  { name: 'whole milk', expected: ['milk'], why: 'spec keyword milk' },
  { name: 'heavy cream', expected: ['milk'], why: 'spec keyword cream' },
  { name: 'cheddar cheese', expected: ['milk'], why: 'spec keyword cheese' },
  { name: 'Greek yogurt', expected: ['milk'], why: 'spec keyword yogurt' },
  { name: 'unsalted butter', expected: ['milk'], why: 'spec keyword butter' },
  { name: 'non-fat dairy creamer', expected: ['milk'], why: 'spec keyword dairy' },
  { name: 'egg', expected: ['eggs'], why: 'spec keyword egg' },
  { name: 'Eggs', expected: ['eggs'], why: 'spec keyword eggs, any case' },
  { name: 'mayonnaise', expected: ['eggs'], why: 'spec keyword mayonnaise' },
  { name: 'white fish fillets', expected: ['fish'], why: 'spec keyword fish' },
  { name: 'smoked salmon', expected: ['fish'], why: 'spec keyword salmon' },
  { name: 'canned tuna', expected: ['fish'], why: 'spec keyword tuna' },
  { name: 'cod loin', expected: ['fish'], why: 'spec keyword cod' },
  { name: 'shrimp', expected: ['shellfish'], why: 'spec keyword shrimp' },
  { name: 'crab meat', expected: ['shellfish'], why: 'spec keyword crab' },
  { name: 'lobster tails', expected: ['shellfish'], why: 'spec keyword lobster, plural' },
  { name: 'mixed shellfish', expected: ['shellfish'], why: 'spec keyword shellfish' },
  { name: 'toasted almonds', expected: ['tree nuts'], why: 'spec keyword almonds' },
  { name: 'cashews', expected: ['tree nuts'], why: 'spec keyword cashews' },
  { name: 'walnut halves', expected: ['tree nuts'], why: 'spec keyword walnuts, singular' },
  { name: 'pecans', expected: ['tree nuts'], why: 'spec keyword pecans' },
  { name: 'mixed nuts', expected: ['tree nuts'], why: 'spec keyword nuts' },
  { name: 'roasted peanuts', expected: ['peanuts'], why: 'spec keyword peanuts' },
  { name: 'whole wheat flour', expected: ['wheat'], why: 'spec keywords wheat and flour' },
  { name: 'sourdough bread', expected: ['wheat'], why: 'spec keyword bread' },
  { name: 'dried pasta', expected: ['wheat'], why: 'spec keyword pasta' },
  { name: 'soy beans', expected: ['soy'], why: 'spec keyword soy' },
  { name: 'firm tofu', expected: ['soy'], why: 'spec keyword tofu' },
  { name: 'frozen edamame', expected: ['soy'], why: 'spec keyword edamame' },
  // Classic false alarms.
  { name: 'eggplant', expected: [], why: 'eggplant is a vegetable, not egg' },
  { name: 'butternut squash', expected: [], why: 'butternut is neither butter nor a nut' },
  { name: 'ground nutmeg', expected: [], why: 'nutmeg is a spice, not a nut' },
  {
    name: 'peanut butter',
    expected: ['peanuts'],
    why: 'peanut butter is peanuts, not milk or tree nuts',
  },
  { name: 'almond milk', expected: ['tree nuts'], why: 'almond milk is tree nuts, not milk' },
  { name: 'oat milk', expected: [], why: 'oat milk has no milk' },
  { name: 'soy milk', expected: ['soy'], why: 'soy milk is soy, not milk' },
  { name: 'coconut milk', expected: [], why: 'coconut milk has no milk' },
  { name: 'rice milk', expected: [], why: 'rice milk has no milk' },
  { name: 'cocoa butter', expected: [], why: 'cocoa butter is a plant fat' },
  { name: 'shea butter', expected: [], why: 'shea butter is a plant fat' },
  { name: 'cream of tartar', expected: [], why: 'cream of tartar is a raising agent' },
  { name: 'coconut cream', expected: [], why: 'coconut cream has no milk' },
  { name: 'butter beans', expected: [], why: 'butter beans are beans' },
  { name: 'water chestnuts', expected: [], why: 'water chestnuts are a tuber' },
  { name: 'coconut flakes', expected: [], why: 'coconut is not treated as a tree nut' },
  { name: 'doughnuts', expected: [], why: 'nut inside a longer word does not count' },
  { name: 'scallions', expected: [], why: 'scallion is not scallop' },
  { name: 'oyster mushrooms', expected: [], why: 'oyster mushrooms are mushrooms' },
  { name: 'crab apples', expected: [], why: 'crab apples are fruit' },
  { name: 'buckwheat groats', expected: [], why: 'buckwheat is not wheat' },
  { name: 'rice noodles', expected: [], why: 'rice noodles have no wheat' },
  { name: 'almond flour', expected: ['tree nuts'], why: 'almond flour is nuts, not wheat' },
  { name: 'rice flour', expected: [], why: 'rice flour has no wheat' },
  { name: 'gluten-free bread', expected: [], why: 'declared free of wheat' },
  { name: 'vegan butter', expected: [], why: 'declared free of milk' },
  { name: 'dairy-free cheese', expected: [], why: 'declared free of milk' },
  { name: 'shellfish stock', expected: ['shellfish'], why: 'shellfish is not fish' },
  // What the keywords miss.
  { name: 'buttermilk', expected: ['milk'], why: 'buttermilk is one word' },
  { name: 'parmesan', expected: ['milk'], why: 'cheese by name' },
  { name: 'Parmigiano-Reggiano', expected: ['milk'], why: 'cheese by name' },
  { name: 'ghee', expected: ['milk'], why: 'clarified butter' },
  { name: 'fresh mozzarella', expected: ['milk'], why: 'cheese by name' },
  { name: 'sharp cheddar', expected: ['milk'], why: 'cheese by name' },
  { name: 'crumbled feta', expected: ['milk'], why: 'cheese by name' },
  { name: 'ricotta', expected: ['milk'], why: 'cheese by name' },
  { name: 'whey protein', expected: ['milk'], why: 'milk protein' },
  { name: 'kefir', expected: ['milk'], why: 'fermented milk' },
  { name: 'crème fraîche', expected: ['milk'], why: 'accents are ignored' },
  { name: 'mayo', expected: ['eggs'], why: 'short for mayonnaise' },
  { name: 'egg noodles', expected: ['eggs', 'wheat'], why: 'eggs and wheat noodles' },
  { name: 'soy sauce', expected: ['wheat', 'soy'], why: 'brewed with wheat' },
  { name: 'tamari', expected: ['soy'], why: 'wheat-free soy sauce' },
  { name: 'gluten-free soy sauce', expected: ['soy'], why: 'declared free of wheat' },
  { name: 'couscous', expected: ['wheat'], why: 'made of semolina' },
  { name: 'fine semolina', expected: ['wheat'], why: 'durum wheat' },
  { name: 'bulgur', expected: ['wheat'], why: 'cracked wheat' },
  { name: 'spelt', expected: ['wheat'], why: 'a wheat' },
  { name: 'udon noodles', expected: ['wheat'], why: 'wheat noodles' },
  { name: 'spaghetti', expected: ['wheat'], why: 'pasta by name' },
  { name: 'breadcrumbs', expected: ['wheat'], why: 'one word' },
  { name: 'panko', expected: ['wheat'], why: 'Japanese breadcrumbs' },
  { name: 'king prawns', expected: ['shellfish'], why: 'prawns are shrimp' },
  { name: 'scallops', expected: ['shellfish'], why: 'molluscs' },
  { name: 'mussels', expected: ['shellfish'], why: 'molluscs' },
  { name: 'clams', expected: ['shellfish'], why: 'molluscs' },
  { name: 'oysters', expected: ['shellfish'], why: 'molluscs' },
  { name: 'anchovies', expected: ['fish'], why: 'fish by name' },
  { name: 'rainbow trout', expected: ['fish'], why: 'fish by name' },
  { name: 'tilapia', expected: ['fish'], why: 'fish by name' },
  { name: 'fish sauce', expected: ['fish'], why: 'made from anchovies' },
  { name: 'Worcestershire sauce', expected: ['fish'], why: 'contains anchovies' },
  { name: 'hazelnuts', expected: ['tree nuts'], why: 'tree nut by name' },
  { name: 'pistachios', expected: ['tree nuts'], why: 'tree nut by name' },
  { name: 'macadamia nuts', expected: ['tree nuts'], why: 'tree nut by name' },
  { name: 'brazil nuts', expected: ['tree nuts'], why: 'tree nut by name' },
  { name: 'pine nuts', expected: ['tree nuts'], why: 'listed with tree nuts' },
  { name: 'groundnut oil', expected: ['peanuts'], why: 'groundnut is peanut' },
  { name: 'miso paste', expected: ['soy'], why: 'fermented soybeans' },
  { name: 'tempeh', expected: ['soy'], why: 'fermented soybeans' },
  { name: 'spaghetti squash', expected: [], why: 'a squash named after pasta' },
  { name: 'cream of coconut', expected: [], why: 'sweetened coconut, no dairy' },
  { name: 'cream sherry', expected: [], why: 'a sweet sherry, no dairy' },
  { name: 'cheese-free pesto', expected: [], why: 'declares itself free of cheese' },
  { name: 'flatbreads', expected: ['wheat'], why: 'wheat bread by name' },
  { name: 'shortbread cookies', expected: ['wheat'], why: 'made with wheat flour' },
  { name: 'gingerbread', expected: ['wheat'], why: 'wheat bread by name' },
  { name: 'flour tortillas', expected: ['wheat'], why: 'wheat flour' },
  // No allergens at all.
  { name: 'olive oil', expected: [], why: 'nothing to flag' },
  { name: 'chicken breast', expected: [], why: 'nothing to flag' },
  { name: '', expected: [], why: 'empty name' },
];

describe('detectAllergens', () => {
  it.each(CASES)('flags $name as $expected ($why)', ({ name, expected }) => {
    expect(detectAllergens([name])).toEqual(expected);
  });

  it('returns each allergen once, in the spec order', () => {
    const found = detectAllergens(['soy sauce', 'butter', 'eggs', 'milk', 'shrimp', 'salmon']);
    expect(found).toEqual(['milk', 'eggs', 'fish', 'shellfish', 'wheat', 'soy']);
  });

  it('lists the eight groups in the spec order', () => {
    expect(ALLERGENS).toEqual([
      'milk',
      'eggs',
      'fish',
      'shellfish',
      'tree nuts',
      'peanuts',
      'wheat',
      'soy',
    ]);
  });

  it('returns nothing for no ingredients', () => {
    expect(detectAllergens([])).toEqual([]);
  });
});

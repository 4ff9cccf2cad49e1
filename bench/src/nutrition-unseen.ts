/**
 * Recipes written for this check, in styles the saved pages do not cover (UK metric, cans,
 * pieces, ranges), never used to tune a rule. Each line lists the food and grams a cook would
 * say it means, worked out by hand from SR28's household measures; the benchmark compares
 * our figures per serving with those. It checks the parsing, matching and weighing, not the
 * food data.
 */
export type UnseenRecipe = {
  name: string;
  servings: number;
  /** [line, SR28 food id, grams a cook means] */
  lines: [string, string, number][];
};

export const UNSEEN_RECIPES: UnseenRecipe[] = [
  {
    name: 'lentil soup',
    servings: 6,
    lines: [
      ['2 tbsp olive oil', '04053', 27],
      ['1 large onion, diced', '11282', 150],
      ['2 carrots, diced', '11124', 122],
      ['2 celery stalks, chopped', '11143', 80],
      ['3 garlic cloves, minced', '11215', 9],
      ['1 1/2 cups dried brown lentils, rinsed', '16069', 288],
      ['1 (14.5 oz) can diced tomatoes', '11531', 411],
      ['6 cups vegetable broth', '06700', 1326],
      ['1 tsp ground cumin', '02014', 2.1],
      ['Salt and pepper to taste', '02047', 0],
    ],
  },
  {
    name: 'banana porridge (metric)',
    servings: 2,
    lines: [
      // SR28's rolled oats are its breakfast oats, 'regular and quick' (08120); 20038 'Oats'
      // is the whole grain (decision 044, second survey).
      ['100g rolled oats', '08120', 100],
      ['300ml whole milk', '01077', 309],
      ['1 ripe banana, sliced', '09040', 118],
      ['1 tbsp honey', '19296', 21],
      ['30g walnuts, roughly chopped', '12155', 30],
    ],
  },
  {
    name: 'chicken stir-fry',
    servings: 4,
    lines: [
      ['500 g boneless skinless chicken thighs, sliced', '05096', 500],
      ['3 tablespoons soy sauce', '16123', 48],
      ['1 tbsp grated fresh ginger', '11216', 6],
      ['2 red bell peppers, sliced', '11821', 238],
      ['300 g broccoli florets', '11090', 300],
      ['2 tsp sesame oil', '04058', 9],
      ['1 cup long-grain white rice', '20044', 185],
    ],
  },
  {
    name: 'pancakes',
    servings: 4,
    lines: [
      ['1 1/2 cups all-purpose flour', '20081', 187.5],
      ['2 tablespoons sugar', '19335', 25],
      ['2 tsp baking powder', '18369', 9.2],
      ['1/2 tsp salt', '02047', 3],
      ['1 1/4 cups milk', '01077', 305],
      ['1 large egg', '01123', 50],
      ['3 tbsp melted butter', '01145', 42.6],
    ],
  },
  {
    name: 'beef and potato bake (UK)',
    servings: 6,
    lines: [
      ['1 kg potatoes, peeled and chopped', '11354', 1000],
      ['500g beef mince', '23567', 500],
      ['1 onion, finely chopped', '11282', 110],
      ['2 carrots, diced', '11124', 122],
      ['100 g mature cheddar, grated', '01009', 100],
      ['50 g butter', '01145', 50],
      ['150 ml milk', '01077', 155],
    ],
  },
  {
    name: 'hummus',
    servings: 8,
    lines: [
      ['2 (15-ounce) cans chickpeas, drained', '16358', 500],
      ['1/3 cup tahini', '12166', 80],
      ['1/4 cup fresh lemon juice', '09152', 61],
      ['2 garlic cloves', '11215', 6],
      ['3 tbsp extra-virgin olive oil', '04053', 40.5],
      ['1/2 tsp kosher salt', '02047', 3],
      ['2-4 tbsp cold water', '14411', 44],
    ],
  },
  {
    // Bones and frying oil: what a cook eats is the wings' meat and skin (SR28: 38% of a
    // raw wing is refuse) and the oil the food takes up, a tenth of its weight (decision
    // 031: 10% of the 1,003 g of wings, buttermilk, flour and seasoning), not the quart.
    name: 'fried chicken wings',
    servings: 4,
    lines: [
      ['2 lb chicken wings', '05100', 562.5],
      ['1 cup buttermilk', '01230', 245],
      ['1 1/2 cups all-purpose flour', '20081', 187.5],
      ['1 tsp paprika', '02028', 2.3],
      ['1 tsp salt', '02047', 6],
      ['1 quart vegetable oil, for frying', '04044', 100.3],
    ],
  },
];

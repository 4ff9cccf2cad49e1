/**
 * Which kinds of food an ingredient name belongs to, for dietary constraints. Deliberately
 * cautious: when a product often hides an allergen (soy sauce and wheat, Worcestershire sauce
 * and anchovies, pesto and pine nuts, miso and barley), it counts as containing it.
 */
export const FOOD_FAMILIES = [
  'beef',
  'pork',
  'lamb',
  'poultry',
  'meat',
  'fish',
  'shellfish',
  'gelatin',
  'dairy',
  'egg',
  'honey',
  'gluten',
  'tree-nut',
  'peanut',
  'soy',
  'sesame',
  'alcohol',
  'chili',
] as const;
export type FoodFamily = (typeof FOOD_FAMILIES)[number];

type Rule = { family: FoodFamily; pattern: RegExp; unless?: RegExp };

const RULES: Rule[] = [
  { family: 'beef', pattern: /\b(beef|steak|sirloin|brisket|veal|oxtail|flank)\b/ },
  {
    family: 'pork',
    pattern:
      /\b(pork|bacon|ham|prosciutto|pancetta|chorizo|salami|pepperoni|lard|guanciale|sausages?)\b/,
    unless: /\b(vegan|plant-based|vegetarian) sausages?\b/,
  },
  { family: 'lamb', pattern: /\b(lamb|mutton)\b/ },
  { family: 'poultry', pattern: /\b(chicken|turkey|duck|goose|poultry|quail)\b/ },
  { family: 'meat', pattern: /\b(meat|meatballs?|venison|rabbit|bone broth|goat)\b/ },
  {
    family: 'fish',
    pattern:
      /\b(fish|salmon|tuna|cod|haddock|halibut|tilapia|trout|mackerel|sardines?|anchov(?:y|ies)|sea bass|snapper|swordfish|pollock|worcestershire|bonito|dashi|caviar|roe)\b/,
  },
  {
    family: 'shellfish',
    pattern:
      /\b(shrimps?|prawns?|crabs?|lobsters?|scallops?|mussels?|clams?|oysters?|squid|calamari|crawfish|crayfish|octopus|shrimp paste|curry paste)\b/,
  },
  { family: 'gelatin', pattern: /\b(gelatine?|marshmallows?)\b/ },
  {
    family: 'dairy',
    pattern:
      /\b(milk|cream|creamer|butter|buttermilk|cheeses?|cheddar|parmesan|parmigiano|pecorino|mozzarella|feta|ricotta|halloumi|paneer|mascarpone|gruy[eè]re|brie|queso|cotija|monterey jack|yogh?urt|ghee|cr[eè]me fra[iî]che|whey|custard|ice cream|labneh|kefir|chocolate chips|milk chocolate)\b/,
    unless:
      /\b(coconut|almond|oat|soy|rice|cashew|peanut|nut|plant-based|vegan|dairy-free|cocoa|shea) (milk|cream|butter|yogh?urt|cheese|creamer)\b|\bcream of tartar\b|\bbutternut\b|\bbutter beans?\b|\bbutter lettuce\b/,
  },
  {
    family: 'egg',
    pattern: /\b(eggs?|egg (yolks?|whites?)|mayo|mayonnaise|meringue|aioli|egg noodles)\b/,
    unless: /\b(vegan|egg-free) (mayo|mayonnaise)\b/,
  },
  { family: 'honey', pattern: /\bhoney\b/ },
  {
    family: 'gluten',
    pattern:
      /\b(flour|wheat|bread|breadcrumbs?|panko|croutons?|pasta|spaghetti|penne|linguine|fettuccine|macaroni|ditalini|lasagna|lasagne|orzo|gnocchi|noodles?|couscous|bulgur|barley|rye|farro|spelt|semolina|seitan|soy sauce|tortillas?|pita|naan|baguette|ciabatta|sourdough|brioche|buns?|crackers?|pastry|phyllo|filo|beer|malt|oats|oat|granola|udon|ramen|soba|wonton|dumpling|biscuits?|cookies?|cake|hoisin|teriyaki|miso|gochujang|chili bean paste|dough)\b/,
    unless:
      /\bgluten-free [a-z]+(?: [a-z]+)?\b|\brice (flour|noodles?|paper|vermicelli)\b|\bcorn (tortillas?|tortilla chips|flour)\b|\bcornflour\b|\b(almond|chickpea|gram|buckwheat|tapioca|coconut|potato) flour\b|\bsweet potato (glass )?noodles\b|\bglass noodles\b|\btamari\b/,
  },
  {
    family: 'tree-nut',
    pattern:
      /\b(almonds?|cashews?|walnuts?|pecans?|pistachios?|hazelnuts?|macadamias?|pine nuts?|brazil nuts?|chestnuts?|nuts?|praline|marzipan|nutella|pesto|coconut|frangipane|amaretto)\b/,
    unless: /\bwater chestnuts?\b|\bdoughnuts?\b|\bdonuts?\b/,
  },
  { family: 'peanut', pattern: /\b(peanuts?|groundnuts?|satay)\b/ },
  {
    family: 'soy',
    pattern: /\b(soy|soya|soybeans?|tofu|tempeh|edamame|miso|tamari|teriyaki|hoisin)\b/,
  },
  { family: 'sesame', pattern: /\b(sesame|tahini|furikake)\b/ },
  {
    family: 'alcohol',
    pattern:
      /\b(wine|beer|rum|vodka|whiskey|whisky|brandy|sake|mirin|sherry|bourbon|liqueur|cognac|tequila|prosecco|champagne|cider|amaretto)\b/,
    unless: /\b(red wine|white wine|rice wine|cider|sherry|champagne) vinegar\b/,
  },
  {
    family: 'chili',
    pattern:
      /\b(chil(?:l?i|e)(?:e?s)?|curry paste|jalape[nñ]os?|cayenne|scotch bonnets?|habaneros?|sriracha|gochujang|harissa|berbere|chipotles?|serranos?|sichuan peppercorns?|doubanjiang|aji amarillo|red pepper flakes)\b/,
  },
];

const IMPLIES: Partial<Record<FoodFamily, FoodFamily[]>> = {
  beef: ['meat'],
  pork: ['meat'],
  lamb: ['meat'],
  poultry: ['meat'],
};

/** The families an ingredient belongs to ('butternut squash' none, 'soy sauce' soy and gluten). */
export function foodFamilies(ingredientName: string): Set<FoodFamily> {
  const name = ` ${ingredientName.toLowerCase().replace(/[\s-]+/g, (m) => (m.includes('-') ? '-' : ' '))} `;
  const found = new Set<FoodFamily>();
  for (const rule of RULES) {
    const text = rule.unless ? name.replace(new RegExp(rule.unless, 'g'), ' ') : name;
    if (rule.pattern.test(text)) {
      found.add(rule.family);
      for (const implied of IMPLIES[rule.family] ?? []) found.add(implied);
    }
  }
  return found;
}

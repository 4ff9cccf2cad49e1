/**
 * The dish images the app ships (web/public/images/dishes, small SVG drawings of our own),
 * chosen by the words of a dish's name. The first kind whose words match wins, so the more
 * telling words come first: 'Chicken Noodle Soup' is a soup, 'Shrimp Pad Thai' noodles.
 */
const KINDS: [string, RegExp][] = [
  [
    'dessert',
    /\b(cakes?|cookies?|brownies?|mousse|crumble|pie|tart|pudding|ice cream|nice cream|sticky rice|dessert|muffins?|cupcakes?|cheesecake)\b/,
  ],
  ['pizza', /\b(pizzas?|flatbreads?|calzone)\b/],
  ['burger', /\b(burgers?|sandwich(es)?|sliders?|panini|sub|toast|bagels?|hot dogs?)\b/],
  ['tacos', /\b(tacos?|burritos?|wraps?|quesadillas?|fajitas?|enchiladas?|tortillas?)\b/],
  ['soup', /\b(soups?|broth|congee|chowder|bisque|gazpacho|minestrone|fagioli)\b/],
  ['noodles', /\b(noodles?|pho|ramen|udon|soba|pad thai|japchae|lo mein|chow mein)\b/],
  [
    'pasta',
    /\b(pasta|spaghetti|linguine|penne|macaroni|mac|lasagna|lasagne|fettuccine|ravioli|gnocchi|scampi|bolognese|carbonara|orzo)\b/,
  ],
  ['salad', /\b(salads?|tabbouleh|slaw|ni[cç]oise|caesar|cobb)\b/],
  [
    'breakfast',
    /\b(pancakes?|waffles?|omelett?es?|eggs?|shakshuka|oats|oatmeal|porridge|granola|frittata|scramble|huevos|french toast)\b/,
  ],
  ['dip', /\b(hummus|guacamole|dips?|salsa|tzatziki|baba)\b/],
  [
    'curry',
    /\b(curry|curries|masala|dal|dhal|korma|tikka|vindaloo|stew|chili|chilli|tagine|wat|paneer|goulash|ratatouille)\b/,
  ],
  ['fish', /\b(fish|salmon|cod|tuna|trout|halibut|shrimp|prawns?|seafood|scallops?|mussels?)\b/],
  ['rice', /\b(rice|risotto|paella|bibimbap|bowls?|pilaf|biryani|jambalaya)\b/],
  [
    'roast',
    /\b(chicken|beef|lamb|pork|steak|roast|kofta|meatballs?|turkey|duck|coq au vin|saltado|ribs|sausages?)\b/,
  ],
];

export const DISH_IMAGE_KINDS = [...KINDS.map(([kind]) => kind), 'plate'] as const;

/** '/images/dishes/soup.svg' for 'Lemony Red Lentil Soup'; a plain plate when nothing fits. */
export function builtInDishImage(dishName: string): string {
  const name = dishName.toLowerCase();
  const kind = KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'plate';
  return `/images/dishes/${kind}.svg`;
}

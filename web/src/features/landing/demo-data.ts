/** Static sample content for the landing page demo; nothing here touches the API. */

export const DEMO_STEP_COUNT = 5;

/** Spec: after the preparation checklist is completed, the demo moves on after 1 s. */
export const PREP_AUTO_ADVANCE_MS = 1000;

export const demoStepLabels = [
  'Your meal lists',
  'A fresh list',
  'Pick a recipe',
  'Cook along',
  'All set',
] as const;

export const demoList = {
  title: 'Weekly Dinner Plan',
  days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};

export const demoRecipe = {
  title: 'Spicy Bulgogi Bowl',
  description:
    'Sweet-heat Korean beef over steamed rice with crunchy quick pickles. Weeknight-fast, weekend-good.',
  cookTime: '30 min',
  servings: 2,
  tags: ['Korean', 'Spicy', 'High protein'],
  ingredients: [
    { quantity: '400 g', name: 'beef sirloin, thinly sliced' },
    { quantity: '4 tbsp', name: 'soy sauce' },
    { quantity: '1 tbsp', name: 'gochujang' },
    { quantity: '1', name: 'Asian pear, grated' },
    { quantity: '3 cloves', name: 'garlic, minced' },
    { quantity: '2 cups', name: 'cooked short-grain rice' },
    { quantity: '1', name: 'cucumber, thinly sliced' },
    { quantity: '2', name: 'spring onions' },
  ],
  instructions: [
    'Whisk soy sauce, gochujang, pear and garlic into a marinade.',
    'Toss the beef in the marinade and rest for 10 minutes.',
    'Sear the beef in a very hot pan, in batches, until caramelised.',
    'Serve over rice with cucumber and sliced spring onions.',
  ],
};

export type PrepStep = { id: string; title: string; details: string; ingredient: string };

export const demoPrepSteps: PrepStep[] = [
  {
    id: 'slice',
    title: 'Slice the beef',
    details: 'Cut thinly against the grain so every bite stays tender.',
    ingredient: '400 g beef sirloin',
  },
  {
    id: 'marinate',
    title: 'Make the marinade',
    details: 'Whisk soy sauce, gochujang, grated pear and garlic until glossy.',
    ingredient: '4 tbsp soy sauce',
  },
  {
    id: 'sear',
    title: 'Sear and glaze',
    details: 'Sear in a smoking-hot pan, then glaze with gochujang for a sticky finish.',
    ingredient: '1 tbsp gochujang',
  },
  {
    id: 'serve',
    title: 'Build the bowls',
    details: 'Rice first, then beef, cucumber and a shower of spring onion.',
    ingredient: '2 cups cooked rice',
  },
];

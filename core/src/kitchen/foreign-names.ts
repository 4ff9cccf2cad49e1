import { wordsOf } from './food-table.ts';

/**
 * German and French food words and their English names as SR28 spells them, for the
 * recipes cooks import from German and French pages ('2 rote Zwiebeln', '100 g sucre').
 * Written in their natural forms, singular and plural where they differ; they are read
 * through the same word normaliser as the lines (accents and English plurals dropped).
 * An empty translation is a word that names no food ('Stück', 'unité'): dropped.
 */
const FOREIGN_WORDS: Readonly<Record<string, string>> = {
  // German: vegetables
  zwiebel: 'onion',
  zwiebeln: 'onion',
  lauchzwiebel: 'green onion',
  lauchzwiebeln: 'green onion',
  frühlingszwiebel: 'green onion',
  frühlingszwiebeln: 'green onion',
  knoblauch: 'garlic',
  knoblauchzehe: 'garlic',
  knoblauchzehen: 'garlic',
  möhre: 'carrot',
  möhren: 'carrot',
  karotte: 'carrot',
  karotten: 'carrot',
  lauch: 'leek',
  porree: 'leek',
  kartoffel: 'potato',
  kartoffeln: 'potato',
  tomate: 'tomato',
  tomaten: 'tomato',
  gurke: 'cucumber',
  gurken: 'cucumber',
  spinat: 'spinach',
  kohl: 'cabbage',
  spitzkohl: 'cabbage',
  weißkohl: 'cabbage',
  rotkohl: 'red cabbage',
  blumenkohl: 'cauliflower',
  brokkoli: 'broccoli',
  bete: 'beet',
  rübe: 'beet',
  pilz: 'mushroom',
  pilze: 'mushroom',
  champignons: 'mushroom',
  fenchel: 'fennel',
  knolle: '',
  sellerie: 'celery',
  erbse: 'pea',
  erbsen: 'pea',
  bohne: 'bean',
  bohnen: 'bean',
  linse: 'lentil',
  linsen: 'lentil',
  kichererbsen: 'chickpea',
  mais: 'corn',
  paprikaschote: 'bell pepper',
  paprikaschoten: 'bell pepper',
  // German: fruit and nuts
  apfel: 'apple',
  äpfel: 'apple',
  birne: 'pear',
  birnen: 'pear',
  zitrone: 'lemon',
  zitronen: 'lemon',
  limette: 'lime',
  limetten: 'lime',
  banane: 'banana',
  bananen: 'banana',
  erdbeere: 'strawberry',
  erdbeeren: 'strawberry',
  himbeere: 'raspberry',
  himbeeren: 'raspberry',
  heidelbeere: 'blueberry',
  heidelbeeren: 'blueberry',
  saft: 'juice',
  walnuss: 'walnut',
  walnüsse: 'walnut',
  haselnuss: 'hazelnut',
  haselnüsse: 'hazelnut',
  mandel: 'almond',
  mandeln: 'almond',
  pistazie: 'pistachio',
  pistazien: 'pistachio',
  erdnuss: 'peanut',
  erdnüsse: 'peanut',
  kern: '',
  kerne: '',
  // German: pantry
  zucker: 'sugar',
  rohrzucker: 'cane sugar',
  puderzucker: 'powdered sugar',
  vanillezucker: 'sugar',
  brauner: 'brown',
  honig: 'honey',
  mehl: 'flour',
  weizenmehl: 'flour',
  salz: 'salt',
  pfeffer: 'pepper',
  muskat: 'nutmeg',
  muskatnuss: 'nutmeg',
  zimt: 'cinnamon',
  öl: 'oil',
  raps: 'canola',
  oliven: 'olive',
  sonnenblumen: 'sunflower',
  essig: 'vinegar',
  senf: 'mustard',
  reis: 'rice',
  nudeln: 'pasta',
  brot: 'bread',
  brühe: 'broth',
  gemüse: 'vegetable',
  wasser: 'water',
  wein: 'wine',
  kakao: 'cocoa',
  kakaopulver: 'cocoa',
  schokolade: 'chocolate',
  zartbitterschokolade: 'dark chocolate',
  hefe: 'yeast',
  backpulver: 'baking powder',
  // German: dairy, eggs, meat, fish
  butter: 'butter',
  milch: 'milk',
  sahne: 'heavy cream',
  schlagsahne: 'heavy cream',
  sauerrahm: 'sour cream',
  schmand: 'sour cream',
  // Quark: nearest in SR28 is a low-fat fresh cheese.
  quark: 'cottage cheese',
  käse: 'cheese',
  ei: 'egg',
  eier: 'egg',
  eigelb: 'egg yolk',
  eiweiß: 'egg white',
  hähnchen: 'chicken',
  hühnchen: 'chicken',
  huhn: 'chicken',
  brust: 'breast',
  rind: 'beef',
  rindfleisch: 'beef',
  hackfleisch: 'ground beef',
  schwein: 'pork',
  schweinefleisch: 'pork',
  speck: 'bacon',
  schinken: 'ham',
  lachs: 'salmon',
  thunfisch: 'tuna',
  garnelen: 'shrimp',
  // German: herbs
  petersilie: 'parsley',
  schnittlauch: 'chives',
  basilikum: 'basil',
  thymian: 'thyme',
  rosmarin: 'rosemary',
  ingwer: 'ginger',
  lorbeerblatt: 'bay leaf',
  lorbeerblätter: 'bay leaf',
  stück: '',
  stk: '',
  // French
  oeuf: 'egg',
  œuf: 'egg',
  oeufs: 'egg',
  jaune: 'yolk',
  sucre: 'sugar',
  cassonade: 'brown sugar',
  sel: 'salt',
  poivre: 'pepper',
  farine: 'flour',
  beurre: 'butter',
  lait: 'milk',
  crème: 'cream',
  huile: 'oil',
  oignon: 'onion',
  oignons: 'onion',
  échalote: 'shallot',
  ail: 'garlic',
  carotte: 'carrot',
  carottes: 'carrot',
  poireau: 'leek',
  poireaux: 'leek',
  champignon: 'mushroom',
  épinard: 'spinach',
  épinards: 'spinach',
  poivron: 'bell pepper',
  poivrons: 'bell pepper',
  citron: 'lemon',
  rhubarbe: 'rhubarb',
  fraise: 'strawberry',
  fraises: 'strawberry',
  framboise: 'raspberry',
  framboises: 'raspberry',
  pomme: 'apple',
  pommes: 'apple',
  poire: 'pear',
  poires: 'pear',
  poulet: 'chicken',
  boeuf: 'beef',
  bœuf: 'beef',
  haché: 'ground',
  porc: 'pork',
  lardons: 'bacon',
  jambon: 'ham',
  saumon: 'salmon',
  thon: 'tuna',
  crevette: 'shrimp',
  crevettes: 'shrimp',
  riz: 'rice',
  pâtes: 'pasta',
  fromage: 'cheese',
  chocolat: 'chocolate',
  miel: 'honey',
  levure: 'yeast',
  amande: 'almond',
  amandes: 'almond',
  noix: 'walnut',
  noisette: 'hazelnut',
  noisettes: 'hazelnut',
  persil: 'parsley',
  ciboulette: 'chives',
  basilic: 'basil',
  thym: 'thyme',
  eau: 'water',
  vin: 'wine',
  moutarde: 'mustard',
  vinaigre: 'vinegar',
  lentille: 'lentil',
  lentilles: 'lentil',
  haricot: 'bean',
  haricots: 'bean',
  rouge: 'red',
  vert: 'green',
  unité: '',
  unités: '',
  pincée: '',
  pincées: '',
  sachet: '',
  cuillère: '',
  cuillères: '',
  soupe: '',
  café: '',
};

/** Phrases whose words alone would mislead ('pâte brisée' is pastry, not pasta). */
const FOREIGN_PHRASES: Readonly<Record<string, string>> = {
  'rote bete': 'beet',
  'crème fraîche': 'heavy cream',
  'crème liquide': 'heavy cream',
  'sucre vanillé': 'sugar',
  'sucre glace': 'powdered sugar',
  'jus citron': 'lemon juice',
  'jus orange': 'orange juice',
  'chocolat noir': 'dark chocolate',
  'blanc poulet': 'chicken breast',
  'blancs poulet': 'chicken breast',
  'huile olive': 'olive oil',
  'pomme terre': 'potato',
  'pommes terre': 'potato',
  'pâte brisée': 'pie crust',
  'pâte sablée': 'pie crust',
  'pâte feuilletée': 'puff pastry',
  'levure chimique': 'baking powder',
  'petits pois': 'pea',
};

/** French articles and 'de': 'jus de citron' is 'jus citron' to the phrases. */
const LINKING = new Set([
  'de',
  'd',
  'du',
  'des',
  'la',
  'le',
  'les',
  'l',
  'a',
  'au',
  'aux',
  'en',
  'et',
]);

type Vocabulary = { words: Map<string, string[]>; phrases: Map<string, string[]> };
let vocabulary: Vocabulary | null = null;

/** The vocabulary with its keys read as lines are (accents and plurals dropped), once. */
function loadVocabulary(): Vocabulary {
  if (vocabulary) return vocabulary;
  const words = new Map<string, string[]>();
  for (const [foreign, english] of Object.entries(FOREIGN_WORDS)) {
    words.set(wordsOf(foreign).join(''), wordsOf(english));
  }
  const phrases = new Map<string, string[]>();
  for (const [foreign, english] of Object.entries(FOREIGN_PHRASES)) {
    phrases.set(wordsOf(foreign).join(' '), wordsOf(english));
  }
  vocabulary = { words, phrases };
  return vocabulary;
}

/**
 * A German compound ending in a known word, its first part known too ('rapsöl' -> canola
 * oil, 'zitronensaft' -> lemon juice, 'pistazienkerne' -> pistachio), or null.
 */
function compound(word: string, words: ReadonlyMap<string, string[]>): string[] | null {
  for (let at = 3; at <= word.length - 2; at += 1) {
    const tail = words.get(word.slice(at));
    if (tail === undefined) continue;
    const head = word.slice(0, at);
    // Linking letters: 'Zitrone-n-saft', 'Schwein-e-fleisch', 'Hühnchen-s-brust'.
    const first = words.get(head) ?? words.get(head.replace(/(?:en|n|s|e)$/, ''));
    if (first !== undefined) return [...first, ...tail];
  }
  return null;
}

/**
 * Whether most of a name's words are German or French ones we know: such a name is read in
 * English first ('cuillère à soupe d'huile d'olive' is not a dish of olives). A name with a
 * few of them ('sauvignon blanc', 'au jus') is read in English first, then translated.
 */
export function isMostlyForeign(words: readonly string[]): boolean {
  const { words: known, phrases } = loadVocabulary();
  const plain = words.filter((w) => !LINKING.has(w));
  let foreign = 0;
  for (let i = 0; i < plain.length; i += 1) {
    const word = plain[i] ?? '';
    if (phrases.has(`${word} ${plain[i + 1] ?? ''}`)) {
      foreign += 2;
      i += 1;
    } else if (known.has(word) || compound(word, known) !== null) foreign += 1;
  }
  return foreign * 2 > plain.length;
}

/**
 * The English words of a German or French name, or null when none of its words is one we
 * know. Words neither known nor a word of the table (brands, 'aromatische') are dropped;
 * a table word ('mascarpone', 'kohlrabi') is kept as it is.
 */
export function englishWords(
  words: readonly string[],
  isTableWord: (word: string) => boolean,
): string[] | null {
  const { words: known, phrases } = loadVocabulary();
  const plain = words.filter((w) => !LINKING.has(w));
  const out: string[] = [];
  let translated = false;
  for (let i = 0; i < plain.length; i += 1) {
    const word = plain[i] ?? '';
    const phrase = phrases.get(`${word} ${plain[i + 1] ?? ''}`);
    if (phrase) {
      out.push(...phrase);
      translated = true;
      i += 1;
      continue;
    }
    const english = known.get(word) ?? compound(word, known);
    if (english) {
      out.push(...english);
      translated = true;
    } else if (isTableWord(word)) out.push(word);
  }
  return translated && out.length > 0 ? out : null;
}

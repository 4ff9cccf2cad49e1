/** The spec's eight allergen groups, in the order the Cautions list shows them. */
export const ALLERGENS = [
  'milk',
  'eggs',
  'fish',
  'shellfish',
  'tree nuts',
  'peanuts',
  'wheat',
  'soy',
] as const;

export type Allergen = (typeof ALLERGENS)[number];

/**
 * Names that signal allergens. Terms are matched as whole words on the normalised name
 * (lowercase ASCII letters and digits, single spaces: 'crème pâtissière' is 'creme
 * patissiere'); plain terms also match their plural. A term with any other character is a
 * regular expression and is matched as written.
 */
export type AllergenNames = {
  terms: readonly string[];
  allergens: readonly Allergen[];
  why: string;
};

/** Names that look like an allergen but are not one: hidden before the signals are read. */
export type FalseFriends = { terms: readonly string[]; notFor: readonly Allergen[]; why: string };

/** Words by which a name declares itself free of allergens ('vegan butter'). */
export type FreeOf = { terms: readonly string[]; frees: readonly Allergen[]; why: string };

/** Plant sources whose 'milk', 'cream', 'butter' or 'cheese' has no cow's milk in it. */
const PLANT_SOURCES =
  '(?:almond|oat|soy|soya|coconut|rice|cashew|hemp|pea|flax|flaxseed|hazelnut|macadamia|walnut|pistachio|pecan|brazil nut|quinoa|potato|banana|sesame|sunflower|sunflower seed|pumpkin seed|seed|tiger nut|plant|plant based|nut|vegan|peanut|tahini)';

/**
 * Grains, pulses, roots and nuts whose noodles or pasta have no wheat in them. Buckwheat is
 * not among them: buckwheat noodles are soba, which is mostly cut with wheat flour.
 */
const NON_WHEAT_NOODLE_SOURCES =
  '(?:rice|brown rice|white rice|glutinous rice|sweet rice|sticky rice|almond|coconut|corn|maize|masa|chickpea|gram|garbanzo|besan|oat|tapioca|potato|cassava|manioc|yuca|millet|sorghum|teff|quinoa|chestnut|banana|plantain|arrowroot|soy|soya|lentil|red lentil|pea|bean|black bean|mung bean|edamame|nut|hazelnut|cashew|pecan|walnut|peanut|pistachio|macadamia|sunflower|sunflower seed|pumpkin seed|flax|flaxseed|hemp|cricket|barley|rye|amaranth|sweet potato|lupin|tiger nut|konjac|kelp|zucchini|courgette|shirataki|glass|cellophane|bean thread)';

/**
 * Every name we read as an allergen, grouped by the reason. The spec's keywords come
 * first; the rest are the classes plain keywords miss: trade and regional names of the
 * same foods, and prepared components named as one ingredient, which carry every
 * allergen they are always made with.
 */
export const ALLERGEN_NAMES: readonly AllergenNames[] = [
  // The spec's keywords.
  {
    terms: ['milk', 'cream', 'cheese', 'yogurt', 'yoghurt', 'butter', 'dairy'],
    allergens: ['milk'],
    why: "the spec's milk keywords",
  },
  { terms: ['egg', 'mayonnaise'], allergens: ['eggs'], why: "the spec's egg keywords" },
  {
    terms: ['fish', 'salmon', 'tuna', 'cod'],
    allergens: ['fish'],
    why: "the spec's fish keywords",
  },
  {
    terms: ['shrimp', 'crab', 'lobster', 'shellfish'],
    allergens: ['shellfish'],
    why: "the spec's shellfish keywords",
  },
  {
    terms: ['almond', 'cashew', 'walnut', 'pecan', 'nut'],
    allergens: ['tree nuts'],
    why: "the spec's tree nut keywords",
  },
  { terms: ['peanut'], allergens: ['peanuts'], why: "the spec's peanut keyword" },
  {
    terms: ['wheat', 'flour', 'bread', 'pasta'],
    allergens: ['wheat'],
    why: "the spec's wheat keywords",
  },
  { terms: ['soy', 'tofu', 'edamame'], allergens: ['soy'], why: "the spec's soy keywords" },

  // Milk by other names.
  {
    terms: ['buttermilk', 'buttered', 'ghee', 'beurre', 'smen', 'butterfat', 'butter oil'],
    allergens: ['milk'],
    why: 'butter and buttermilk under other names; ghee and smen are clarified butter',
  },
  {
    terms: [
      'whey',
      'casein',
      'caseinate',
      'lactose',
      'milk powder',
      'milk solids',
      'creamer',
      'whipped topping',
      'leche',
      'lait',
      'latte',
    ],
    allergens: ['milk'],
    why: "milk's proteins and sugar, and milk in other languages; creamers and whipped toppings, 'non-dairy' ones too, are cream or carry caseinate",
  },
  {
    terms: [
      'kefir',
      'quark',
      'skyr',
      'labneh',
      'labne',
      'labna',
      'lebneh',
      'laban',
      'leben',
      'dahi',
      'curd',
      'creme fraiche',
      'fromage frais',
      'fromage blanc',
      'smetana',
      'tvorog',
      'kaymak',
      'kajmak',
      'crema',
      'ayran',
      'doogh',
      'lassi',
      'raita',
      'tzatziki',
      'kashk',
      'shrikhand',
      'malai',
      'khoa',
      'khoya',
      'mawa',
      'chhena',
      'chenna',
      'rabri',
      'kulfi',
      'kheer',
      'half and half',
    ],
    allergens: ['milk'],
    why: 'fresh, soured and strained milks and creams by their regional names',
  },
  {
    terms: [
      'paneer',
      'parmesan',
      'parmigiano',
      'reggiano',
      'grana padano',
      'pecorino',
      'mozzarella',
      'burrata',
      'stracciatella',
      'bocconcini',
      'provolone',
      'scamorza',
      'fontina',
      'taleggio',
      'gorgonzola',
      'asiago',
      'mascarpone',
      'ricotta',
      'cheddar',
      'brie',
      'camembert',
      'gouda',
      'edam',
      'emmental',
      'emmentaler',
      'gruyere',
      'comte',
      'raclette',
      'reblochon',
      'roquefort',
      'stilton',
      'wensleydale',
      'manchego',
      'halloumi',
      'feta',
      'queso',
      'cotija',
      'jarlsberg',
      'havarti',
      'muenster',
      'munster',
      'colby',
      'monterey jack',
      'pepper jack',
      'chevre',
      'neufchatel',
      'boursin',
      'mimolette',
      'kashkaval',
      'kefalotyri',
      'kasseri',
      'graviera',
      'manouri',
      'mizithra',
      'requeson',
      'brynza',
      'bryndza',
      'velveeta',
      'crescenza',
      'robiola',
      'akkawi',
      'nabulsi',
      'jibneh',
      'jibne',
      'piave',
      'montasio',
      'caciocavallo',
      'tomme',
      'morbier',
      'epoisses',
      'vacherin',
      'brunost',
      'gjetost',
      'red leicester',
      'double gloucester',
      'caerphilly',
      'cambozola',
      'dolcelatte',
      'fromage',
      'formaggio',
      'cheesecake',
    ],
    allergens: ['milk'],
    why: 'cheeses by name (goat and sheep milk cheeses included: their proteins are the same allergen)',
  },
  {
    terms: [
      'gelato',
      'ice cream',
      'panna cotta',
      'dulce de leche',
      'cajeta',
      'butterscotch',
      'toffee',
      'fudge',
      'ganache',
      'buttercream',
      'milk chocolate',
      'white chocolate',
      'alfredo',
      'beurre blanc',
      'rice pudding',
      'baileys',
      'ranch',
    ],
    allergens: ['milk'],
    why: 'sweets, puddings, liqueurs and sauces made of cream, butter or milk solids',
  },

  // Prepared components: every allergen they are always made with.
  {
    terms: [
      'bechamel',
      'besciamella',
      'white sauce',
      'mornay',
      'veloute',
      'beurre manie',
      'bread sauce',
    ],
    allergens: ['milk', 'wheat'],
    why: 'sauces built on butter and wheat flour (a classic roux), with milk for bechamel',
  },
  {
    terms: ['hollandaise', 'bearnaise', 'carbonara', 'eggnog', 'custard', 'semifreddo'],
    allergens: ['milk', 'eggs'],
    why: 'emulsions and custards of egg yolk with butter, cream, milk or cheese',
  },
  {
    terms: [
      'creme anglaise',
      'creme patissiere',
      'pastry cream',
      'creme brulee',
      'creme caramel',
      '(?:lemon|lime|orange|blood orange|grapefruit|passion fruit|passionfruit|raspberry|fruit) curds?',
    ],
    allergens: ['milk', 'eggs'],
    why: 'custard creams and fruit curds are set with egg yolks and made with milk or butter',
  },
  {
    terms: [
      'mayo',
      'mayonaise',
      'aioli',
      'kewpie',
      'miracle whip',
      'salad cream',
      'tartar sauce',
      'tartare sauce',
      'remoulade',
      'gribiche',
      'rouille',
      'thousand island',
      'russian dressing',
      'marie rose',
      'fry sauce',
      'meringue',
      'pavlova',
      'zabaglione',
      'sabayon',
      'yolk',
      'albumen',
      'frittata',
      'omelet',
      'omelette',
      'tamagoyaki',
      'souffle',
      'royal icing',
    ],
    allergens: ['eggs'],
    why: 'egg dishes, and sauces and dressings on a mayonnaise base (egg yolk emulsions)',
  },
  {
    terms: ['ranch dressing', 'blue cheese dressing'],
    allergens: ['milk', 'eggs'],
    why: 'buttermilk or cheese dressings on a mayonnaise base',
  },
  {
    terms: ['caesar dressing', 'green goddess'],
    allergens: ['milk', 'eggs', 'fish'],
    why: 'mayonnaise dressings with anchovy and parmesan or sour cream',
  },
  {
    terms: ['quiche', 'tiramisu'],
    allergens: ['milk', 'eggs', 'wheat'],
    why: 'egg and cream fillings on pastry or sponge fingers',
  },
  {
    terms: ['pesto'],
    allergens: ['milk', 'tree nuts'],
    why: 'basil pounded with pine nuts and parmesan',
  },
  {
    terms: ['romesco', 'muhammara'],
    allergens: ['tree nuts', 'wheat'],
    why: 'pepper sauces thickened with almonds, hazelnuts or walnuts and bread',
  },
  {
    terms: ['tapenade', 'puttanesca', 'bagna cauda', 'gentleman s relish', 'anchovy paste'],
    allergens: ['fish'],
    why: 'sauces and spreads made with anchovies',
  },

  // Enriched breads, pastries and batters.
  {
    terms: [
      'brioche',
      'panettone',
      'pandoro',
      'babka',
      'kulich',
      'cozonac',
      'tsoureki',
      'hawaiian roll',
      'choux',
      'pate a choux',
      'profiterole',
      'eclair',
      'gougere',
      'pate sucree',
      'pate sablee',
      'madeleine',
      'pound cake',
      'pancake',
      'crepe',
      'waffle',
      'blini',
      'yorkshire pudding',
      'popover',
      'dutch baby',
      'french toast',
      'doughnut',
      'donut',
      'danish pastry',
    ],
    allergens: ['milk', 'eggs', 'wheat'],
    why: 'breads, pastries and batters enriched with eggs and butter or milk',
  },
  {
    terms: [
      'challah',
      'ladyfinger',
      'savoiardi',
      'sponge finger',
      'sponge cake',
      'angel food cake',
      'tempura',
      'wonton',
      'egg pasta',
      'fresh pasta',
      'spaetzle',
      'spatzle',
      'lo mein',
      'chow mein',
      'hokkien noodle',
    ],
    allergens: ['eggs', 'wheat'],
    why: 'made of wheat flour and eggs (challah, sponge, tempura batter, egg pasta and noodles, wonton wrappers)',
  },
  {
    terms: [
      'croissant',
      'pain au chocolat',
      'kouign amann',
      'milk bread',
      'shokupan',
      'stollen',
      'naan',
      'scone',
      'pate brisee',
      'kishk',
    ],
    allergens: ['milk', 'wheat'],
    why: 'wheat doughs laminated or enriched with butter, milk or yogurt',
  },
  {
    terms: ['baklava'],
    allergens: ['milk', 'tree nuts', 'wheat'],
    why: 'filo pastry brushed with butter and layered with nuts',
  },

  // Wheat by other names.
  {
    terms: [
      'spelt',
      'farro',
      'durum',
      'semolina',
      'farina',
      'kamut',
      'khorasan',
      'einkorn',
      'emmer',
      'freekeh',
      'bulgur',
      'bulghur',
      'couscous',
      'fregola',
      'seitan',
      'gluten',
      'atta',
      'maida',
      'sooji',
      'suji',
      'rava',
      'tabbouleh',
      'tabouli',
      'roux',
    ],
    allergens: ['wheat'],
    why: 'wheat grains, wheat flours and semolina by their own names, and what is made of them (a Cajun roux is flour and oil, so roux alone is not milk)',
  },
  {
    terms: [
      'noodle',
      'spaghetti',
      'macaroni',
      'penne',
      'fettuccine',
      'fettuccini',
      'linguine',
      'lasagna',
      'lasagne',
      'rigatoni',
      'tortellini',
      'tortelloni',
      'ravioli',
      'fusilli',
      'tagliatelle',
      'pappardelle',
      'farfalle',
      'orecchiette',
      'orzo',
      'ziti',
      'rotini',
      'bucatini',
      'capellini',
      'angel hair',
      'cavatappi',
      'conchiglie',
      'ditalini',
      'gemelli',
      'paccheri',
      'pastina',
      'campanelle',
      'casarecce',
      'strozzapreti',
      'trofie',
      'manicotti',
      'cannelloni',
      'vermicelli',
      'spaghettini',
      'linguini',
      'fettucine',
      'tagliolini',
      'taglierini',
      'tonnarelli',
      'tajarin',
      'pici',
      'garganelli',
      'mafaldine',
      'maltagliati',
      'mostaccioli',
      'rotelle',
      'ditali',
      'acini di pepe',
      'fideo',
      'agnolotti',
      'cappelletti',
      'tortelli',
      'gnocchi',
      'pierogi',
      'udon',
      'ramen',
      'somen',
      'soba',
    ],
    allergens: ['wheat'],
    why: 'pasta and noodles by name (soba too: most is cut with wheat flour)',
  },
  {
    terms: [
      'breadcrumb',
      'bread crumb',
      'panko',
      'crouton',
      'stuffing',
      'dough',
      'sourdough',
      'baguette',
      'ciabatta',
      'focaccia',
      'flatbread',
      'breadstick',
      'grissini',
      'bagel',
      'pretzel',
      'pita',
      'pitta',
      'lavash',
      'matzo',
      'matzah',
      'roti',
      'chapati',
      'chapatti',
      'paratha',
      'puri',
      'poori',
      'bhatura',
      'kulcha',
      'bun',
      'muffin',
      'crumpet',
      'biscuit',
      'cracker',
      'shortbread',
      'gingerbread',
      'flour tortilla',
      'pastry',
      'shortcrust',
      'phyllo',
      'filo',
      'kataifi',
      'kadaif',
      'pie crust',
      'tart shell',
      'tart case',
      'vol au vent',
      'dumpling wrapper',
      'gyoza wrapper',
      'potsticker wrapper',
      'egg roll wrapper',
      'spring roll wrapper',
      'beer batter',
      'cookie butter',
      'cookie',
      'toast',
      'rusk',
      'zwieback',
      'pizza base',
      'pizza crust',
      'pelmeni',
      'mince pie',
      '(?:bread|dinner|hoagie|hot dog|hamburger|burger|sandwich|sub|potato|kaiser|crusty|bridge|finger|morning|soft|white|wholemeal|whole wheat|sesame|ciabatta|cinnamon|sausage|spring|egg|lobster) rolls?',
    ],
    allergens: ['wheat'],
    why: 'breads, crumbs, crackers, pastry and wrappers made of wheat flour',
  },

  // Nuts by other names, and what is made of them.
  {
    terms: [
      'hazelnut',
      'filbert',
      'cobnut',
      'pistachio',
      'macadamia',
      'brazil nut',
      'pine nut',
      'pignoli',
      'pinoli',
      'pignolia',
      'chestnut',
      'marron',
      'hickory nut',
      'heartnut',
      'pili nut',
      'kaju',
      'badam',
      'pista',
    ],
    allergens: ['tree nuts'],
    why: 'tree nuts by name (chestnut and pine nut as allergy lists give them), and in Hindi',
  },
  {
    terms: [
      'marzipan',
      'almond paste',
      'praline',
      'gianduja',
      'gianduia',
      'dukkah',
      'duqqa',
      'orgeat',
    ],
    allergens: ['tree nuts'],
    why: 'pastes, spreads and syrups made of almonds or hazelnuts',
  },
  {
    terms: ['nutella'],
    allergens: ['milk', 'tree nuts'],
    why: 'hazelnut spread made with skimmed milk powder',
  },
  {
    terms: ['frangipane', 'financier'],
    allergens: ['milk', 'eggs', 'tree nuts', 'wheat'],
    why: 'almond cream of ground almonds, butter, eggs and flour',
  },
  {
    terms: ['macaron', 'amaretti', 'amaretto biscuit', 'nougat', 'torrone', 'turron'],
    allergens: ['eggs', 'tree nuts'],
    why: 'almond sweets bound with egg white',
  },
  {
    terms: ['macaroon'],
    allergens: ['eggs'],
    why: 'coconut macaroons are bound with egg white (coconut is not counted as a tree nut)',
  },
  {
    terms: [
      'groundnut',
      'arachis',
      'arachide',
      'cacahuete',
      'cacahuate',
      'satay',
      'monkey nut',
      'beer nut',
      'gado gado',
      'goober',
    ],
    allergens: ['peanuts'],
    why: 'peanuts by other names and in other languages, and sauces made of them',
  },

  // Fish by species and in products.
  {
    terms: [
      '[a-z]+fish(?:es)?',
      'anchovy',
      'anchovie',
      'sardine',
      'pilchard',
      'sprat',
      'whitebait',
      'white bait',
      'herring',
      'kipper',
      'bloater',
      'mackerel',
      'trout',
      'arctic char',
      'tilapia',
      'halibut',
      'flounder',
      'fluke',
      'plaice',
      'sole',
      'turbot',
      'brill',
      'john dory',
      'haddock',
      'pollock',
      'pollack',
      'coley',
      'saithe',
      'hake',
      'whiting',
      'hoki',
      'snapper',
      'grouper',
      'sea bass',
      'seabass',
      'bass',
      'branzino',
      'bream',
      'porgy',
      'dorade',
      'dorado',
      'mahi mahi',
      'mahi',
      'mahimahi',
      'barramundi',
      'perch',
      'pike',
      'zander',
      'walleye',
      'carp',
      'eel',
      'unagi',
      'sturgeon',
      'shad',
      'smelt',
      'capelin',
      'mullet',
      'tilefish',
      'orange roughy',
      'bonito',
      'skipjack',
      'albacore',
      'ahi',
      'yellowtail',
      'hamachi',
      'amberjack',
      'sockeye',
      'coho',
      'chinook',
      'lox',
      'gravlax',
      'gravadlax',
      'basa',
      'swai',
      'pangasius',
      'shark',
      'marlin',
      'skate',
      'pompano',
      'wahoo',
      'snook',
      'bacalao',
      'bacalhau',
      'baccala',
      'surimi',
      'kamaboko',
      'fishcake',
      'chikuwa',
      'narutomaki',
      'ikan bilis',
      'bombay duck',
    ],
    allergens: ['fish'],
    why: 'fish by species (Bombay duck is a fish), cured and salted fish, and fish pastes and cakes',
  },
  {
    terms: [
      'roe',
      'caviar',
      'bottarga',
      'ikura',
      'tobiko',
      'masago',
      'mentaiko',
      'tarako',
      'taramasalata',
      'tarama',
    ],
    allergens: ['fish'],
    why: 'fish eggs and what is made of them',
  },
  {
    terms: [
      'fish sauce',
      'nam pla',
      'nuoc mam',
      'nuoc cham',
      'patis',
      'colatura',
      'garum',
      'worcestershire',
      'dashi',
      'hondashi',
      'katsuobushi',
    ],
    allergens: ['fish'],
    why: 'fermented fish sauces, Worcestershire (anchovies) and dashi (bonito flakes)',
  },
  {
    terms: ['ponzu', 'tsuyu', 'mentsuyu'],
    allergens: ['fish', 'wheat', 'soy'],
    why: 'soy sauce seasonings made with bonito flakes',
  },

  // Shellfish: crustaceans and molluscs.
  {
    terms: [
      'prawn',
      'scampi',
      'langoustine',
      'langostino',
      'crayfish',
      'crawfish',
      'crawdad',
      'krill',
      'crabmeat',
      'gambas',
      'gamberi',
      'crevette',
      'camarones',
      'ebi',
      'marisco',
    ],
    allergens: ['shellfish'],
    why: 'crustaceans by other names',
  },
  {
    terms: [
      'clam',
      'vongole',
      'quahog',
      'geoduck',
      'cockle',
      'mussel',
      'cozze',
      'oyster',
      'scallop',
      'squid',
      'calamari',
      'calamares',
      'octopus',
      'cuttlefish',
      'whelk',
      'winkle',
      'periwinkle',
      'abalone',
      '(?:coquilles? )?saint jacques',
      'conch',
      'snail',
      'escargot',
      'clamato',
    ],
    allergens: ['shellfish'],
    why: 'molluscs, which allergy lists count with shellfish',
  },
  {
    terms: [
      'shrimp paste',
      'belacan',
      'belachan',
      'blachan',
      'kapi',
      'terasi',
      'trassi',
      'xo sauce',
      'oyster sauce',
    ],
    allergens: ['shellfish'],
    why: 'pastes and sauces made of shrimp, oysters or dried scallops',
  },
  {
    terms: ['imitation crab', 'crab stick', 'seafood stick', 'seafood extender'],
    allergens: ['fish', 'shellfish'],
    why: 'surimi: white fish, most brands flavoured with crab extract',
  },
  {
    terms: [
      '(?:thai|red|green|yellow|panang|penang|massaman|matsaman|jungle|khao soi) curry pastes?',
      'laksa paste',
      'nam prik',
    ],
    allergens: ['shellfish'],
    why: 'Thai and Malay chilli pastes are pounded with shrimp paste or dried shrimp (most brands too)',
  },
  {
    terms: ['seafood', 'fruits de mer', 'frutti di mare'],
    allergens: ['fish', 'shellfish'],
    why: 'seafood mixes and stocks hold both fish and shellfish',
  },
  {
    terms: ['kimchi', 'kimchee'],
    allergens: ['fish', 'shellfish'],
    why: 'napa cabbage kimchi is seasoned with fish sauce and salted shrimp (jeotgal)',
  },
  {
    terms: ['bagoong'],
    allergens: ['fish', 'shellfish'],
    why: 'Filipino paste of fermented shrimp or fish',
  },

  // Soy by other names.
  {
    terms: [
      'soya',
      'soybean',
      'soyabean',
      'miso',
      'tempeh',
      'natto',
      'yuba',
      'okara',
      'kinako',
      'bean curd',
      'beancurd',
      'tvp',
      'textured vegetable protein',
      'liquid aminos',
      'doenjang',
      'douchi',
      '(?:fermented|salted) black beans?',
      'black bean sauce',
      'yellow bean sauce',
      'doufu',
      'tokwa',
      'tahu',
      'tamari',
    ],
    allergens: ['soy'],
    why: 'soybeans fermented, curdled or textured, under their own names',
  },
  {
    terms: [
      'soy sauce',
      'shoyu',
      'teriyaki',
      'hoisin',
      'kecap manis',
      'ketjap manis',
      'kecap',
      'gochujang',
      'ssamjang',
      'chunjang',
      'sweet bean sauce',
      'tianmianjiang',
      'eel sauce',
      'unagi sauce',
    ],
    allergens: ['wheat', 'soy'],
    why: 'brewed from soybeans and wheat',
  },
  {
    terms: ['doubanjiang'],
    allergens: ['wheat'],
    why: 'broad bean paste fermented with wheat flour',
  },
];

/**
 * Names that look like an allergen and are not one, each with the allergens it is not.
 * Some only document a decision that whole-word matching already makes ('nutmeg').
 */
export const FALSE_FRIENDS: readonly FalseFriends[] = [
  {
    terms: [
      `${PLANT_SOURCES} (?:milks?|creams?|yogh?urts?|butters?|cheeses?|creamers?|kefirs?|ice creams?)`,
    ],
    notFor: ['milk'],
    why: 'plant milks, creams, yogurts, butters and cheeses (their nuts, soy or seeds still count)',
  },
  {
    terms: ['non dairy milk'],
    notFor: ['milk'],
    why: "a plant milk; 'non-dairy' alone does not clear a creamer, cheese or topping, which may carry caseinate",
  },
  {
    terms: [
      'cocoa butter',
      'cacao butter',
      'shea butter',
      'mango butter',
      'butter bean',
      'butter lettuce',
      'butter squash',
      '(?:apple|pear|plum|pumpkin|fruit) butters?',
      'cookie butter',
    ],
    notFor: ['milk'],
    why: 'plant fats, butter beans and lettuce, and fruit butters (cooked-down fruit)',
  },
  {
    terms: [
      'cream of (?:tartar|wheat|rice|coconut)',
      'cream soda',
      'cream sherry',
      'cream cracker',
      'salad cream',
      '(?:balsamic|balsamico) (?:creams?|cremas?)',
      'crema di balsamico',
      'leche de (?:coco|almendras?|soya|avena|arroz)',
      'water kefir',
      'vegetable ghee',
      'ranch style beans',
      'milk thistle',
      'milkweed',
      'head cheese',
      '(?:quince|damson|fruit) cheese',
      'bean curd',
      'soybean curd',
    ],
    notFor: ['milk'],
    why: 'named after milk products but made without milk (salad cream is eggs and oil, balsamic cream a vinegar glaze, vegetable ghee hydrogenated oil, water kefir sugared water)',
  },
  {
    terms: ['bread and butter pickle'],
    notFor: ['milk', 'wheat'],
    why: 'sweet cucumber pickles, named after the sandwich they go in',
  },
  {
    terms: ['custard apple', 'custard powder'],
    notFor: ['milk', 'eggs'],
    why: 'a fruit, and a cornflour powder that is mixed with milk by the cook',
  },
  {
    terms: [
      'egg replacer',
      '(?:flax|flaxseed|chia) eggs?',
      'egg cream',
      '(?:chocolate|easter|creme) eggs?',
    ],
    notFor: ['eggs'],
    why: 'egg replacers (starch, flax or chia), an egg cream (milk and soda) and chocolate eggs',
  },
  {
    terms: [
      'shellfish',
      'crayfish',
      'cuttlefish',
      'jellyfish',
      'starfish',
      'swedish fish',
      'goldfish cracker',
      'fish (?:mint|pepper|peppers|seasoning|spice|spices|masala|rub)',
      '(?:eel|unagi) sauce',
      '(?:eggplant|aubergine|texas|cowboy|lentil|mushroom) caviar',
      '(?:kombu|kelp|shiitake|mushroom|vegetable|vegan) dashi',
    ],
    notFor: ['fish'],
    why: 'shellfish and candy named -fish, spices for fish, eel sauce (soy and sugar), vegetable caviars and dashi',
  },
  {
    terms: [
      '(?:oyster|lobster) mushrooms?',
      'crab apple',
      'oyster cracker',
      'oyster plant',
      'scallop squash',
      '(?:crab|shrimp) boil seasoning',
    ],
    notFor: ['shellfish'],
    why: 'mushrooms, a fruit, a root, a squash, crackers and a spice mix named after shellfish',
  },
  {
    terms: ['seafood (?:sauce|seasoning|boil seasoning|spice|spices)'],
    notFor: ['fish', 'shellfish'],
    why: 'cocktail sauce (ketchup and horseradish) and spice mixes for seafood',
  },
  {
    terms: [
      'water chestnut',
      'chestnut mushroom',
      'tiger nut',
      '(?:soy|soya|corn|monkey|beer|kola) nuts?',
      '(?:nut|nuts) of butter',
    ],
    notFor: ['tree nuts'],
    why: "a corm, a brown mushroom, a tuber, roasted soybeans or corn, peanuts, a cola seed, and a 'nut of butter' (a knob)",
  },
  {
    terms: ['coconut', 'nutmeg', 'butternut', 'doughnut'],
    notFor: ['tree nuts'],
    why: 'coconut is a drupe that EU and (since 2025) US allergen lists leave out; nutmeg is a seed; the rest only contain the letters',
  },
  {
    terms: [
      `(?:${NON_WHEAT_NOODLE_SOURCES}|buckwheat) (?:flours?|meals?|starch|crackers?|wraps?|tortillas?|crumbs|breadcrumbs)`,
      `${NON_WHEAT_NOODLE_SOURCES} (?:noodles?|pastas?|spaghetti|vermicelli)`,
      'vermicelli rice noodle',
      'rice stick',
      '(?:rice|corn|rye|gluten free) breads?',
      '(?:zucchini|courgette|spaghetti|spiralized) noodles?',
      'zoodle',
      'pho',
      'spaghetti squash',
      'sweetbread',
      'pasta sauce',
      '(?:cauliflower|broccoli) couscous',
      '(?:prawn|shrimp) crackers?',
      'buckwheat',
    ],
    notFor: ['wheat'],
    why: "flours, noodles and pasta of rice, nuts, pulses and roots ('flour' alone does not make a nut flour wheat), sweetbreads (offal), vegetable noodles and pasta sauce",
  },
];

export const FREE_OF: readonly FreeOf[] = [
  {
    terms: ['vegan', 'plant based'],
    frees: ['milk', 'eggs', 'fish', 'shellfish'],
    why: 'no animal products',
  },
  {
    terms: ['dairy free', 'milk free', 'cheese free'],
    frees: ['milk'],
    why: "declared free of milk ('lactose-free' and 'non-dairy' are not: lactose-free milk is milk, and non-dairy creamers carry caseinate)",
  },
  {
    terms: ['vegetarian'],
    frees: ['fish', 'shellfish'],
    why: "no fish or seafood ('vegetarian oyster sauce' is mushroom), but milk and eggs may be in it",
  },
  { terms: ['egg free', 'eggless'], frees: ['eggs'], why: 'declared free of eggs' },
  { terms: ['fish free'], frees: ['fish'], why: 'declared free of fish' },
  { terms: ['shellfish free'], frees: ['shellfish'], why: 'declared free of shellfish' },
  { terms: ['nut free'], frees: ['tree nuts', 'peanuts'], why: "'nut-free' covers peanuts too" },
  { terms: ['tree nut free'], frees: ['tree nuts'], why: 'declared free of tree nuts' },
  { terms: ['peanut free'], frees: ['peanuts'], why: 'declared free of peanuts' },
  { terms: ['gluten free', 'wheat free'], frees: ['wheat'], why: 'gluten-free means no wheat' },
  { terms: ['soy free', 'soya free'], frees: ['soy'], why: 'declared free of soy' },
];

/** Terms with anything but words and spaces are patterns, used as written. */
export function isPlainTerm(term: string): boolean {
  return /^[a-z0-9 ]+$/.test(term);
}

/** A plain term and its plural; a pattern is used as written. */
function withPlural(term: string): string {
  if (!isPlainTerm(term)) return term;
  if (/[^aeiou]y$/.test(term)) return `(?:${term}|${term.slice(0, -1)}ies)`;
  if (/(?:s|sh|ch|x|z)$/.test(term)) return `${term}(?:es)?`;
  if (term.endsWith('o')) return `${term}(?:e?s)?`;
  return `${term}s?`;
}

function wordsPattern(terms: readonly string[]): RegExp | null {
  if (terms.length === 0) return null;
  const body = terms.map(withPlural).join('|');
  return new RegExp(`(?<= )(?:${body})(?= )`, 'g');
}

type CompiledRule = {
  allergen: Allergen;
  signals: RegExp;
  mask: RegExp | null;
  freeOf: RegExp | null;
};

/**
 * The rules as patterns, built on the first check rather than when the module loads: building
 * them takes about 8 ms (30 ms on a slow phone), and the meal screen loads this module at start
 * but checks allergens only on its Nutrition tab.
 */
let compiled: readonly CompiledRule[] | null = null;
const compiledRules = (): readonly CompiledRule[] => {
  compiled ??= compileRules();
  return compiled;
};

const compileRules = (): readonly CompiledRule[] =>
  ALLERGENS.map((allergen) => {
    const termsFor = <T extends { terms: readonly string[] }>(
      rows: readonly T[],
      applies: (row: T) => boolean,
    ): string[] => rows.filter(applies).flatMap((row) => row.terms);
    const signals = wordsPattern(termsFor(ALLERGEN_NAMES, (r) => r.allergens.includes(allergen)));
    if (signals === null) throw new Error(`No names signal ${allergen}`);
    return {
      allergen,
      signals,
      mask: wordsPattern(termsFor(FALSE_FRIENDS, (r) => r.notFor.includes(allergen))),
      freeOf: wordsPattern(termsFor(FREE_OF, (r) => r.frees.includes(allergen))),
    };
  });

/** Lowercase ASCII words between single spaces, with a space at each end for whole words. */
export function normaliseAllergenText(name: string): string {
  return ` ${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/** Allergens one ingredient name signals. */
export function allergensIn(name: string): Allergen[] {
  const text = normaliseAllergenText(name);
  if (text.trim() === '') return [];
  const found: Allergen[] = [];
  for (const rule of compiledRules()) {
    if (rule.freeOf !== null) {
      rule.freeOf.lastIndex = 0;
      if (rule.freeOf.test(text)) continue;
    }
    let masked = text;
    if (rule.mask !== null) {
      rule.mask.lastIndex = 0;
      // Masks become spaces, so the words around them still stand alone.
      masked = text.replace(rule.mask, (m) => ' '.repeat(m.length));
    }
    rule.signals.lastIndex = 0;
    if (rule.signals.test(masked)) found.push(rule.allergen);
  }
  return found;
}

/**
 * The spec's allergen cautions for a meal: its keyword groups matched as whole words, the
 * same foods under their other names, prepared components with everything they are made
 * of, and the false alarms removed. Returned in the fixed order of ALLERGENS, each once.
 */
export function detectAllergens(ingredientNames: readonly string[]): Allergen[] {
  const present = new Set<Allergen>();
  for (const name of ingredientNames) {
    if (typeof name !== 'string') continue;
    for (const allergen of allergensIn(name)) present.add(allergen);
  }
  return ALLERGENS.filter((a) => present.has(a));
}

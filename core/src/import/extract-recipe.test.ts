import { describe, expect, it } from 'vitest';
import { extractRecipeFromHtml, extractRecipeFromJsonLd } from './extract-recipe.ts';

const PAGE = 'https://cook.example/recipes/pie';

const recipeNode = {
  '@type': 'Recipe',
  name: 'Apple Pie',
  recipeIngredient: ['2 cups flour', '3 apples, sliced'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix.' }, 'Bake for 40 minutes.'],
};

function page(head: string, body = ''): string {
  return `<!doctype html><html><head><title>Page</title>${head}</head><body>${body}</body></html>`;
}

const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${typeof value === 'string' ? value : JSON.stringify(value)}</script>`;

describe('extractRecipeFromHtml: where the JSON-LD Recipe sits', () => {
  it.each([
    ['the whole block', recipeNode],
    ['a top-level array', [{ '@type': 'WebSite', name: 'Site' }, recipeNode]],
    [
      '@graph',
      { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage' }, recipeNode] },
    ],
    ['mainEntity', { '@type': 'WebPage', mainEntity: recipeNode }],
    [
      'itemListElement[].item',
      { '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', item: recipeNode }] },
    ],
    ['a lower-case type', { ...recipeNode, '@type': 'recipe' }],
    ['a type array', { ...recipeNode, '@type': ['Recipe', 'NewsArticle'] }],
    ['a full type URL', { ...recipeNode, '@type': 'http://schema.org/Recipe' }],
  ])('finds it in %s', (_where, value) => {
    const recipe = extractRecipeFromHtml(page(jsonLd(value)), PAGE);
    expect(recipe?.name).toBe('Apple Pie');
    expect(recipe?.ingredientLines).toEqual(['2 cups flour', '3 apples, sliced']);
    expect(recipe?.directions).toEqual(['Mix.', 'Bake for 40 minutes.']);
    expect(recipe?.foundIn).toBe('json-ld');
  });

  it('reads JSON-LD published slightly broken', () => {
    const broken = `// <![CDATA[\n{"@type": "Recipe", "name": "Mom\\'s Pie", "recipeIngredient": ["1 egg",],};\n// ]]>`;
    const recipe = extractRecipeFromHtml(page(jsonLd(broken)), PAGE);
    expect(recipe?.name).toBe("Mom's Pie");
    expect(recipe?.ingredientLines).toEqual(['1 egg']);
  });

  it('reads JSON-LD put in a meta tag', () => {
    const content = JSON.stringify(recipeNode).replace(/"/g, '&quot;');
    const recipe = extractRecipeFromHtml(
      page(`<meta name="application/ld+json" content="${content}">`),
      PAGE,
    );
    expect(recipe?.name).toBe('Apple Pie');
  });

  it('picks the recipe the page is titled after among several', () => {
    const side = { ...recipeNode, name: 'Whipped Cream', recipeIngredient: ['1 cup cream'] };
    const main = { ...recipeNode, name: 'Huevos Rancheros' };
    const html = page(
      `<meta property="og:title" content="Huevos Rancheros — Ethan">${jsonLd(side)}${jsonLd(main)}`,
    );
    expect(extractRecipeFromHtml(html, PAGE)?.name).toBe('Huevos Rancheros');
  });

  it('takes the fullest recipe when no title tells them apart', () => {
    const empty = { '@type': 'Recipe', name: 'Teaser' };
    const html = page(`${jsonLd(empty)}${jsonLd(recipeNode)}`);
    expect(extractRecipeFromHtml(html, PAGE)?.name).toBe('Apple Pie');
  });
});

describe('extractRecipeFromHtml: reading the fields', () => {
  it('flattens sections and steps, keeping section names and step titles', () => {
    const node = {
      ...recipeNode,
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'For the crust',
          itemListElement: [
            { '@type': 'HowToStep', name: 'Crumble', text: 'Rub the butter into the flour.' },
            { '@type': 'HowToStep', name: 'Chill the dough', text: 'Chill the dough.' },
            { '@type': 'HowToStep', name: 'Step 3', text: 'Roll it out.' },
          ],
        },
        { '@type': 'HowToStep', text: '<p>Fill &amp; bake.</p>' },
        { '@type': 'HowToStep', text: ',' },
      ],
    };
    expect(extractRecipeFromHtml(page(jsonLd(node)), PAGE)?.directions).toEqual([
      'For the crust',
      'Crumble',
      'Rub the butter into the flour.',
      'Chill the dough.',
      'Roll it out.',
      'Fill & bake.',
    ]);
  });

  it('keeps no name for a section given as the whole instructions property', () => {
    const section = {
      '@type': 'HowToSection',
      name: 'Preparation',
      itemListElement: [{ '@type': 'HowToStep', text: 'Chop.\nFry.' }],
    };
    const read = (recipeInstructions: unknown) =>
      extractRecipeFromHtml(page(jsonLd({ ...recipeNode, recipeInstructions })), PAGE)?.directions;
    expect(read(section)).toEqual(['Chop.', 'Fry.']);
    expect(read([section])).toEqual(['Preparation', 'Chop.', 'Fry.']);
  });

  it('splits instructions given as one text with line breaks, HTML or glued sentences', () => {
    const read = (recipeInstructions: unknown) =>
      extractRecipeFromHtml(page(jsonLd({ ...recipeNode, recipeInstructions })), PAGE)?.directions;
    expect(read('Mix the batter.\nBake it.\n\n')).toEqual(['Mix the batter.', 'Bake it.']);
    expect(read('<ol><li>Mix.</li><li>Bake.</li></ol>')).toEqual(['Mix.', 'Bake.']);
    expect(read('Line the tin.Melt the chocolate. Stir.')).toEqual([
      'Line the tin.',
      'Melt the chocolate. Stir.',
    ]);
    // Steps numbered on one line are steps.
    expect(read('1. Mix the flour and sugar. 2. Bake at 180C for 12 minutes. 3) Cool.')).toEqual([
      '1. Mix the flour and sugar.',
      '2. Bake at 180C for 12 minutes.',
      '3) Cool.',
    ]);
    // Numbers that do not run 1, 2, 3 from the start, or follow no sentence, are text.
    expect(read('Heat to 350 F. 2 eggs go in next. Stir.')).toEqual([
      'Heat to 350 F. 2 eggs go in next. Stir.',
    ]);
    expect(read('Mix well. 2. Bake. 3. Cool.')).toEqual(['Mix well. 2. Bake. 3. Cool.']);
    expect(read('1. Mix. 3. Bake.')).toEqual(['1. Mix. 3. Bake.']);
  });

  it('reads times, yields and images in their usual forms', () => {
    const read = (extra: Record<string, unknown>) =>
      extractRecipeFromHtml(page(jsonLd({ ...recipeNode, ...extra })), PAGE);
    expect(read({ totalTime: 'PT1H30M' })?.cookTimeMinutes).toBe(90);
    expect(read({ prepTime: 'PT15M', cookTime: 'PT0.5H' })?.cookTimeMinutes).toBe(45);
    expect(read({ totalTime: 'P0DT2H' })?.cookTimeMinutes).toBe(120);
    expect(read({ totalTime: '1 hour 10 mins' })?.cookTimeMinutes).toBe(70);
    expect(read({ totalTime: 'PT' })?.cookTimeMinutes).toBeNull();
    expect(read({ recipeYield: '4' })?.servings).toBe(4);
    expect(read({ recipeYield: 6 })?.servings).toBe(6);
    // A bare number beside a dish count is the servings; a servings count wins over both.
    expect(read({ recipeYield: ['20', '2 pies'] })?.servings).toBe(20);
    expect(read({ recipeYield: ['2', '6 servings (2 pies)'] })?.servings).toBe(6);
    expect(read({ recipeYield: ['1 loaf'] })?.servings).toBe(1);
    // Within one entry, the servings it names win over the dish it makes (decision 040).
    expect(read({ recipeYield: '1 loaf (12 slices)' })?.servings).toBe(12);
    expect(read({ recipeYield: ['1 cake, serves 8'] })?.servings).toBe(8);
    expect(read({ recipeYield: '1 (9x13-inch) pan (feeds 10-14)' })?.servings).toBe(12);
    expect(read({ recipeYield: '2 cups (4 servings)' })?.servings).toBe(4);
    expect(read({ recipeYield: 'für 6 Portionen' })?.servings).toBe(6);
    expect(read({ recipeYield: '4 servings (12-16 lollipops)' })?.servings).toBe(4);
    expect(read({ recipeYield: 'Serves 1 (serving size: 1 bowl)' })?.servings).toBe(1);
    // A serving's size is not their number; crackers and cookies are not servings.
    expect(read({ recipeYield: ['8', '8 (~2-Tbsp servings)'] })?.servings).toBe(8);
    expect(read({ recipeYield: '5 cups (about 120 to 160 crackers)' })?.servings).toBe(5);
    // A range is its middle, as an amount's is (decision 031).
    expect(read({ recipeYield: 'Serves 4-6' })?.servings).toBe(5);
    expect(read({ recipeYield: ['6', '6 to 8 servings'] })?.servings).toBe(7);
    expect(read({ recipeYield: 'Serves 2 or 3' })?.servings).toBe(2.5);
    expect(read({ recipeYield: '10–14 cookies' })?.servings).toBe(12);
    expect(read({ recipeYield: 'Makes ½ loaf' })?.servings).toBe(0.5);
    expect(read({ recipeYield: 'a few' })?.servings).toBeNull();
    expect(read({ image: '/img/pie.jpg' })?.imageUrl).toBe('https://cook.example/img/pie.jpg');
    expect(
      read({ image: { '@type': 'ImageObject', url: 'https://cdn.example/p.jpg' } })?.imageUrl,
    ).toBe('https://cdn.example/p.jpg');
    expect(
      read({ image: ['https://c.example/p-225x225.jpg', 'https://c.example/p.jpg'] })?.imageUrl,
    ).toBe('https://c.example/p.jpg');
    expect(read({ image: 'javascript:alert(1)' })?.imageUrl).toBeNull();
  });

  it('follows an image reference to its node in @graph', () => {
    const graph = {
      '@graph': [
        {
          '@type': 'ImageObject',
          '@id': 'https://cook.example/#img',
          url: 'https://cook.example/big.jpg',
        },
        { ...recipeNode, image: { '@id': 'https://cook.example/#img' } },
      ],
    };
    expect(extractRecipeFromHtml(page(jsonLd(graph)), PAGE)?.imageUrl).toBe(
      'https://cook.example/big.jpg',
    );
  });

  it('decodes entities, drops markup and folds spaces in the text', () => {
    const node = {
      ...recipeNode,
      name: 'Mac &amp;amp; Cheese',
      description: '<p>Creamy &eacute;  cheesy</p>',
      recipeIngredient: [
        '1 carrot , peeled',
        '2 cups milk ((about 480 ml))',
        'For the sauce:',
        '• 1 tsp salt',
      ],
    };
    const recipe = extractRecipeFromHtml(page(jsonLd(node)), PAGE);
    expect(recipe?.name).toBe('Mac & Cheese');
    expect(recipe?.description).toBe('Creamy é cheesy');
    expect(recipe?.ingredientLines).toEqual([
      '1 carrot, peeled',
      '2 cups milk (about 480 ml)',
      '1 tsp salt',
    ]);
  });

  it('parses ingredients and cleans their names as the spec says', () => {
    const node = {
      ...recipeNode,
      recipeIngredient: ['2 cups flour*', '1 (14-ounce) can tomatoes (drained)', 'Salt to taste'],
    };
    // Each keeps the line it was read from: its size, 'drained' and 'to taste' are in it.
    expect(extractRecipeFromHtml(page(jsonLd(node)), PAGE)?.ingredients).toEqual([
      { name: 'flour', quantity: 2, unit: 'cup', originalLine: '2 cups flour*' },
      {
        name: 'tomatoes',
        quantity: 1,
        unit: 'can',
        originalLine: '1 (14-ounce) can tomatoes (drained)',
      },
      { name: 'salt', quantity: 1, unit: '', originalLine: 'Salt to taste' },
    ]);
  });

  it('completes structured data that lacks steps from the page', () => {
    const node = { '@type': 'Recipe', name: 'Soup', recipeIngredient: ['1 onion', '2 carrots'] };
    const body =
      '<h2>Method</h2><ol><li>Chop the vegetables into small even pieces.</li><li>Simmer them for twenty minutes.</li></ol>';
    const recipe = extractRecipeFromHtml(page(jsonLd(node), body), PAGE);
    expect(recipe?.directions).toEqual([
      'Chop the vegetables into small even pieces.',
      'Simmer them for twenty minutes.',
    ]);
  });
});

describe('extractRecipeFromHtml: microdata', () => {
  it('reads a Recipe item and its nested steps', () => {
    const body = `
      <div itemscope itemtype="https://schema.org/Recipe">
        <h1 itemprop="name">Veal <b>Vesuvio</b></h1>
        <img itemprop="image" src="data:image/gif;base64,R0" data-src="/v.jpg">
        <meta itemprop="totalTime" content="PT45M">
        <span itemprop="recipeYield">4 servings</span>
        <ul>
          <li itemprop="recipeIngredient"><span>
            2
          </span> veal steaks</li>
          <li itemprop="recipeIngredient">1 lemon</li>
        </ul>
        <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep">
          <span itemprop="text">Brown the veal.</span>
        </div>
        <div itemprop="recipeInstructions"><p>Add the lemon.</p><p>Serve.</p></div>
        <div itemprop="review" itemscope itemtype="https://schema.org/Review">
          <span itemprop="name">Great!</span>
        </div>
      </div>`;
    const recipe = extractRecipeFromHtml(page('', body), PAGE);
    expect(recipe).toMatchObject({
      name: 'Veal Vesuvio',
      imageUrl: 'https://cook.example/v.jpg',
      cookTimeMinutes: 45,
      servings: 4,
      ingredientLines: ['2 veal steaks', '1 lemon'],
      directions: ['Brown the veal.', 'Add the lemon.', 'Serve.'],
      foundIn: 'microdata',
    });
  });
});

describe('extractRecipeFromHtml: microdata steps', () => {
  it('reads step titles and descriptions of ListItem steps', () => {
    const body = `<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Carbonara</h1>
      <span itemprop="recipeIngredient">200 g pasta</span>
      <ol itemprop="recipeInstructions" itemscope itemtype="http://schema.org/ItemList">
        <li itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem">
          <h4 itemprop="name">Cook the Pasta</h4>
          <span itemprop="description"><p>Boil the pasta.</p><p>Drain it.</p></span>
        </li>
      </ol></div>`;
    expect(extractRecipeFromHtml(page('', body), PAGE)?.directions).toEqual([
      'Cook the Pasta',
      'Boil the pasta.',
      'Drain it.',
    ]);
  });
});

describe('extractRecipeFromHtml: pages without structured data', () => {
  it('reads the title, the list under Ingredients and the steps under Method', () => {
    const body = `
      <nav><ul><li>Home 1</li><li>Recipes 2</li></ul></nav>
      <h1>Orange Carrots</h1>
      <img src="/logo.png"><img src="/photos/carrots.jpg">
      <p>Serves: 2</p><p>Total time: 25 mins</p>
      <h2>Ingredients</h2>
      <ul><li>3 carrots</li><li>1 cup orange juice</li></ul>
      <ul class="sr-only"><li>3 oz carrots</li></ul>
      <h3>For the glaze</h3>
      <ul><li>1 tbsp honey</li></ul>
      <h2>Method</h2>
      <ol><li>1. Slice the carrots into thick rounds, about 1 cm.</li><li>Simmer in the juice until tender.</li></ol>
      <h2>Comments</h2><ul><li>Lovely recipe, made it twice this week!</li></ul>`;
    const recipe = extractRecipeFromHtml(page('<title>Orange Carrots | Site</title>', body), PAGE);
    expect(recipe).toMatchObject({
      name: 'Orange Carrots',
      ingredientLines: ['3 carrots', '1 cup orange juice', '1 tbsp honey'],
      directions: [
        'Slice the carrots into thick rounds, about 1 cm.',
        'Simmer in the juice until tender.',
      ],
      imageUrl: 'https://cook.example/photos/carrots.jpg',
      servings: 2,
      cookTimeMinutes: 25,
      foundIn: 'page',
    });
  });

  it('reads lines given as paragraphs, skipping bold sub-headings', () => {
    const body = `
      <h1>Chicken Rice</h1>
      <h3>Ingredients</h3>
      <p>400g chicken thighs</p><p>280g jasmine rice</p><p><strong>The Marinade</strong></p><p>2 tsp sesame oil</p>
      <h3>Method</h3>
      <p>Marinate the chicken for at least an hour in the fridge.</p><p>Cook the rice with the chicken on top.</p>`;
    const recipe = extractRecipeFromHtml(page('', body), PAGE);
    expect(recipe?.ingredientLines).toEqual([
      '400g chicken thighs',
      '280g jasmine rice',
      '2 tsp sesame oil',
    ]);
    expect(recipe?.directions).toHaveLength(2);
  });

  it('takes the steps that follow the ingredients when no heading names them', () => {
    const body = `<h1>Orange Juice Carrots</h1><h3>Recipe: Orange Juice Carrots</h3>
      <ul><li>3 large carrots</li><li>1/4 tsp salt</li></ul>
      <p>Cut the carrots into fairly thick rounds and put them in a pan.</p><p>Boil until tender.</p>`;
    expect(extractRecipeFromHtml(page('', body), PAGE)?.directions).toEqual([
      'Cut the carrots into fairly thick rounds and put them in a pan.',
      'Boil until tender.',
    ]);
  });

  it('reads headings in other languages', () => {
    const body = `<h1>Kartoffelsalat</h1><h2>Zutaten</h2><ul><li>1 kg Kartoffeln</li><li>1 Zwiebel</li></ul>
      <h2>Zubereitung</h2><ol><li>Die Kartoffeln kochen, pellen und in Scheiben schneiden.</li></ol>`;
    const recipe = extractRecipeFromHtml(page('', body), PAGE);
    expect(recipe?.ingredientLines).toEqual(['1 kg Kartoffeln', '1 Zwiebel']);
    expect(recipe?.directions).toHaveLength(1);
  });

  it('answers null for a page with no recipe, and for nothing at all', () => {
    const article = page(
      '<title>News</title>',
      '<h1>Elections</h1><p>Results are in.</p><ul><li>Item</li></ul>',
    );
    expect(extractRecipeFromHtml(article, PAGE)).toBeNull();
    expect(extractRecipeFromHtml('', PAGE)).toBeNull();
    expect(extractRecipeFromHtml('   ', PAGE)).toBeNull();
    expect(
      extractRecipeFromHtml(page(jsonLd({ '@type': 'Article', name: 'News' })), PAGE),
    ).toBeNull();
  });

  it('never throws on broken markup', () => {
    const broken =
      '<html><body><h1>Pie<h2>Ingredients</h2><ul><li>1 egg<li>2 cups milk</ul><script>{"a":';
    expect(() => extractRecipeFromHtml(broken, PAGE)).not.toThrow();
    expect(extractRecipeFromHtml(broken, PAGE)?.ingredientLines).toEqual(['1 egg', '2 cups milk']);
  });
});

describe('extractRecipeFromJsonLd', () => {
  it('reads pasted JSON-LD text or a parsed value', () => {
    expect(extractRecipeFromJsonLd(JSON.stringify({ '@graph': [recipeNode] }))?.name).toBe(
      'Apple Pie',
    );
    expect(extractRecipeFromJsonLd(recipeNode, PAGE)?.ingredients).toHaveLength(2);
  });

  it('answers null without a Recipe', () => {
    expect(extractRecipeFromJsonLd('{"@type": "Person", "name": "Ann"}')).toBeNull();
    expect(extractRecipeFromJsonLd('not json')).toBeNull();
    expect(extractRecipeFromJsonLd(42)).toBeNull();
  });
});

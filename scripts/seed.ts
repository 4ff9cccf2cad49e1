// `npm run seed`: fills an empty database with a few cooks who follow each other, their lists
// and meals, posts with pictures, likes, saves and comments, so that a newcomer can explore a
// living app. Everything goes through the real API (validation, services, storage), with the
// same settings as `npm start` (DATA_DIR, DATABASE_URL, S3_*).
import type { FeedPost, ListMeal, ListSummary, MealDraftInput } from '@forkcast/core';
import sharp from 'sharp';
import { createApp } from '../server/src/app.ts';
import {
  databaseOptionsFromConfig,
  migrateToLatest,
  openDatabase,
} from '../server/src/db/database.ts';
import { loadConfig } from '../server/src/env.ts';
import { createAiProvider } from '../server/src/providers/ai/create-ai-provider.ts';
import { createLogger } from '../server/src/providers/logger.ts';
import { createPhotoProvider } from '../server/src/providers/photos/photo-provider.ts';

const PASSWORD = 'Forkcast!2026';

type Cook = {
  key: string;
  name: string;
  email: string;
  username: string;
  location: string;
  colour: string;
  meals: MealDraftInput[];
};

const meal = (
  name: string,
  description: string,
  ingredients: [string, number, string][],
  directions: string[],
  cookTimeMinutes = 30,
): MealDraftInput => ({
  name,
  description,
  servings: 2,
  cookTimeMinutes,
  ingredients: ingredients.map(([ingredient, quantity, unit]) => ({
    name: ingredient,
    quantity,
    unit,
  })),
  directions,
});

const cooks: Cook[] = [
  {
    key: 'julia',
    name: 'Julia Moreau',
    email: 'julia@example.com',
    username: 'julia.cooks',
    location: 'Lyon, France',
    colour: '#e07a2f',
    meals: [
      meal(
        'French onion soup',
        'Slow-cooked onions, a splash of wine, bubbling cheese on top.',
        [
          ['onions', 4, ''],
          ['butter', 2, 'tbsp'],
          ['beef stock', 1, 'l'],
          ['gruyere', 100, 'g'],
          ['baguette', 4, 'slices'],
        ],
        [
          'Slice the onions thinly.',
          'Cook the onions in the butter over low heat for 40 minutes until deep brown.',
          'Add the beef stock and simmer for 20 minutes.',
          'Top bowls with the baguette and gruyere and grill until bubbling.',
        ],
        75,
      ),
      meal(
        'Ratatouille',
        'Summer vegetables stewed gently in olive oil.',
        [
          ['aubergine', 1, ''],
          ['courgette', 2, ''],
          ['tomatoes', 4, ''],
          ['olive oil', 3, 'tbsp'],
        ],
        [
          'Dice all the vegetables.',
          'Fry them in the olive oil one kind at a time.',
          'Stew together for 30 minutes.',
        ],
        50,
      ),
    ],
  },
  {
    key: 'marco',
    name: 'Marco Bianchi',
    email: 'marco@example.com',
    username: 'marco_in_cucina',
    location: 'Bologna, Italy',
    colour: '#c0392b',
    meals: [
      meal(
        'Tagliatelle al ragù',
        'The Sunday sauce: patience is the main ingredient.',
        [
          ['minced beef', 400, 'g'],
          ['pancetta', 100, 'g'],
          ['tomato passata', 400, 'ml'],
          ['tagliatelle', 300, 'g'],
        ],
        [
          'Brown the pancetta and the beef.',
          'Add the passata and simmer for two hours.',
          'Toss with freshly cooked tagliatelle.',
        ],
        150,
      ),
      meal(
        'Focaccia',
        'Dimpled, salty, golden.',
        [
          ['flour', 500, 'g'],
          ['water', 400, 'ml'],
          ['yeast', 7, 'g'],
          ['olive oil', 4, 'tbsp'],
        ],
        [
          'Mix and rest the dough overnight.',
          'Dimple, oil and salt it.',
          'Bake at 230°C for 25 minutes.',
        ],
        40,
      ),
    ],
  },
  {
    key: 'aiko',
    name: 'Aiko Tanaka',
    email: 'aiko@example.com',
    username: 'aiko_bento',
    location: 'Osaka, Japan',
    colour: '#2e86ab',
    meals: [
      meal(
        'Okonomiyaki',
        'Cabbage pancakes with all the toppings.',
        [
          ['cabbage', 0.5, ''],
          ['flour', 150, 'g'],
          ['eggs', 2, ''],
          ['okonomiyaki sauce', 3, 'tbsp'],
        ],
        [
          'Shred the cabbage.',
          'Mix with the flour and the eggs.',
          'Fry both sides and add the sauce.',
        ],
        25,
      ),
    ],
  },
  {
    key: 'sam',
    name: 'Sam Okafor',
    email: 'sam@example.com',
    username: 'sam_grills',
    location: 'Lagos, Nigeria',
    colour: '#3a9d5d',
    meals: [
      meal(
        'Jollof rice',
        'Smoky, tomatoey, the party favourite.',
        [
          ['rice', 400, 'g'],
          ['tomatoes', 5, ''],
          ['red peppers', 2, ''],
          ['chicken stock', 600, 'ml'],
        ],
        [
          'Blend the tomatoes and the peppers.',
          'Fry the blend until it darkens.',
          'Cook the rice in it with the stock.',
        ],
        60,
      ),
    ],
  },
];

/** A friendly drawing of a dish (a plate and some food), as a PNG to upload. */
async function dishPicture(colour: string, seed: number): Promise<Uint8Array> {
  const blobs = Array.from({ length: 6 }, (_, i) => {
    const angle = (i / 6) * Math.PI * 2 + seed;
    const x = 400 + Math.cos(angle) * 110;
    const y = 300 + Math.sin(angle) * 80;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${38 + ((seed * 7 + i * 5) % 20)}" fill="${colour}" opacity="${0.55 + (i % 3) * 0.15}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#f6efe6"/>
    <ellipse cx="400" cy="315" rx="290" ry="220" fill="#d9cfc3"/>
    <ellipse cx="400" cy="300" rx="270" ry="205" fill="#ffffff"/>
    <ellipse cx="400" cy="300" rx="200" ry="150" fill="#fbf7f2"/>
    ${blobs}
    <circle cx="400" cy="300" r="46" fill="#f4d35e"/>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel === 'debug' ? 'debug' : 'warn');
  const database = await openDatabase(databaseOptionsFromConfig(config));
  await migrateToLatest(database);

  const existing = await database.db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) {
    console.error(
      `The database already has ${existing.n} account(s). The seed only fills an empty database;\n` +
        'use a fresh DATA_DIR (or DATABASE_URL) to try the demo content.',
    );
    await database.close();
    process.exitCode = 1;
    return;
  }

  const { app } = createApp({
    config,
    database,
    logger,
    mailer: { send: async () => undefined },
    ai: createAiProvider(config.ai, logger),
    photos: createPhotoProvider({ unsplashAccessKey: config.unsplashAccessKey, logger }),
    // Each seeded cook counts as a client of its own for the sign-up rate limit.
    clientIp: (c) => c.req.header('x-seed-client') ?? 'seed',
  });
  const origin = new URL(config.publicUrl).origin;

  /** A signed-in API client for one cook. */
  async function signUp(cook: Cook) {
    const response = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-seed-client': cook.key },
      body: JSON.stringify({ name: cook.name, email: cook.email, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`Sign-up of ${cook.email} failed: ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const headers: Record<string, string> = { origin, cookie };
      let payload: RequestInit['body'];
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      const answer = await app.request(path, { method, headers, body: payload });
      if (!answer.ok) throw new Error(`${method} ${path} failed: ${await answer.text()}`);
      return (await answer.json()) as T;
    };
  }

  type Api = Awaited<ReturnType<typeof signUp>>;
  const api = new Map<string, Api>();
  const ids = new Map<string, string>();
  const mealsOf = new Map<string, ListMeal[]>();

  for (const [index, cook] of cooks.entries()) {
    const call = await signUp(cook);
    api.set(cook.key, call);
    const session = await call<{ user: { id: string } }>('GET', '/api/session');
    ids.set(cook.key, session.user.id);
    await call('PUT', '/api/profile', {
      username: cook.username,
      fullName: cook.name,
      location: cook.location,
    });
    const avatar = new FormData();
    avatar.set(
      'avatar',
      new File([(await dishPicture(cook.colour, index)) as Uint8Array<ArrayBuffer>], 'avatar.png', {
        type: 'image/png',
      }),
    );
    await call('PUT', '/api/profile/avatar', avatar);

    const { list } = await call<{ list: ListSummary }>('POST', '/api/lists', {
      name: `${cook.name.split(' ')[0]}'s week`,
    });
    const { meals } = await call<{ meals: ListMeal[] }>('POST', `/api/lists/${list.id}/meals`, {
      meals: cook.meals,
    });
    mealsOf.set(cook.key, meals);
  }

  const who = (key: string) => ({ call: api.get(key) as Api, id: ids.get(key) as string });

  // Everyone follows Julia; Julia follows Marco and Aiko; Sam follows Aiko.
  for (const [follower, followed] of [
    ['marco', 'julia'],
    ['aiko', 'julia'],
    ['sam', 'julia'],
    ['julia', 'marco'],
    ['julia', 'aiko'],
    ['sam', 'aiko'],
  ] as const) {
    await who(follower).call('PUT', `/api/profiles/${who(followed).id}/follow`);
  }

  const posts: { author: string; text: string; mealIndex?: number; picture?: boolean }[] = [
    {
      author: 'julia',
      text: 'Forty minutes of onions, and worth every one. Recipe attached!',
      mealIndex: 0,
      picture: true,
    },
    {
      author: 'marco',
      text: 'Sunday ragù is on. The house smells incredible.',
      mealIndex: 0,
      picture: true,
    },
    { author: 'aiko', text: 'Okonomiyaki night with friends 🥢', mealIndex: 0, picture: true },
    { author: 'sam', text: 'Party jollof for twelve. Who is coming?', mealIndex: 0 },
    { author: 'julia', text: 'Tip: salt your tomatoes ten minutes before using them.' },
    { author: 'marco', text: 'Focaccia dimples are the best part.', mealIndex: 1, picture: true },
  ];
  const created: FeedPost[] = [];
  for (const [index, post] of posts.entries()) {
    const author = who(post.author);
    const form = new FormData();
    form.set('text', post.text);
    const mealId =
      post.mealIndex === undefined ? undefined : mealsOf.get(post.author)?.[post.mealIndex]?.id;
    if (mealId) form.set('mealId', mealId);
    if (post.picture) {
      const colour = cooks.find((c) => c.key === post.author)?.colour ?? '#e07a2f';
      form.set(
        'image',
        new File([(await dishPicture(colour, index + 3)) as Uint8Array<ArrayBuffer>], 'dish.png', {
          type: 'image/png',
        }),
      );
    }
    created.push(await author.call<FeedPost>('POST', '/api/posts', form));
  }

  const reactions: [string, number, 'like' | 'save'][] = [
    ['marco', 0, 'like'],
    ['aiko', 0, 'like'],
    ['sam', 0, 'like'],
    ['sam', 0, 'save'],
    ['julia', 1, 'like'],
    ['aiko', 1, 'like'],
    ['julia', 2, 'like'],
    ['julia', 2, 'save'],
    ['marco', 3, 'like'],
    ['aiko', 5, 'like'],
  ];
  for (const [cook, postIndex, kind] of reactions) {
    await who(cook).call('PUT', `/api/posts/${created[postIndex]?.id}/${kind}`);
  }
  const comments: [string, number, string][] = [
    ['marco', 0, 'Magnifique! Adding it to my list.'],
    ['aiko', 0, 'How much wine do you add?'],
    ['julia', 0, 'A good glass, Aiko. Then a second one for the cook.'],
    ['julia', 1, 'Save me a plate!'],
    ['sam', 2, 'These look amazing.'],
    ['aiko', 3, 'Count me in!'],
  ];
  for (const [cook, postIndex, text] of comments) {
    await who(cook).call('POST', `/api/posts/${created[postIndex]?.id}/comments`, { text });
  }
  // A recipe liked and saved from its meal page, as the meal detail's buttons do.
  const soup = mealsOf.get('julia')?.[0]?.id;
  await who('sam').call('PUT', `/api/recipes/${soup}/like`);
  await who('sam').call('PUT', `/api/recipes/${soup}/save`);

  await database.close();
  console.log(
    `\nForkcast is seeded (${database.dialect}). Start it with \`npm start\` and log in at ${config.publicUrl}/login:\n`,
  );
  console.log('  email                  password');
  for (const cook of cooks)
    console.log(`  ${cook.email.padEnd(22)} ${PASSWORD}   (${cook.name}, @${cook.username})`);
  console.log('');
}

await main();

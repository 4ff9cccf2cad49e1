import sharp from 'sharp';

/**
 * The mixed traffic of `npm run bench -- load` and `-- crash`: cooks with a list, meals and a
 * post each; 70% reads (list detail, feed, shopping state, meal detail) and 30% writes (add a
 * meal, tick, like, comment, post with a picture). Every write the server acknowledged is
 * recorded, so the run can check afterwards that it is all there.
 */
export type Cook = {
  index: number;
  cookie: string;
  userId: string;
  listId: string;
  mealIds: string[];
  postId: string;
  /** Posts this cook may still make within the product's hourly brake (seeding made one). */
  postsLeft: number;
};

/**
 * The server brakes posts at 30 an hour per cook (`postsPerHour` in server/src/app.ts). A real
 * cook who has used them cannot post again for a while; the bench's cook then writes a comment
 * instead, so a fast run measures the server rather than counting the brake's 429s as errors.
 */
const POSTS_PER_HOUR = 30;

export type Acked =
  | { kind: 'meal'; id: string; listId: string; ingredients: number }
  | { kind: 'tick'; listId: string; key: string }
  | { kind: 'like'; postId: string; userId: string }
  | { kind: 'comment'; id: string }
  | { kind: 'post'; id: string; imageUrl: string };

export const ROUTES = [
  'GET list detail',
  'GET feed',
  'GET shopping state',
  'GET meal detail',
  'POST add meal',
  'PUT tick',
  'PUT like',
  'POST comment',
  'POST post with picture',
] as const;
export type Route = (typeof ROUTES)[number];

/** Weights out of 100: 70 reads, 30 writes. */
export const MIX: [Route, number][] = [
  ['GET list detail', 25],
  ['GET feed', 15],
  ['GET shopping state', 20],
  ['GET meal detail', 10],
  ['POST add meal', 9],
  ['PUT tick', 10],
  ['PUT like', 5],
  ['POST comment', 4],
  // Posts are braked at 30 an hour per cook: kept rare so a long run stays under it.
  ['POST post with picture', 2],
];

export function pickRoute(random: number, onlyWrites = false): Route {
  const mix = onlyWrites ? MIX.filter(([r]) => !r.startsWith('GET')) : MIX;
  const total = mix.reduce((sum, [, w]) => sum + w, 0);
  let roll = random * total;
  for (const [route, weight] of mix) {
    roll -= weight;
    if (roll < 0) return route;
  }
  return mix[0]?.[0] as Route;
}

let picture: Uint8Array | undefined;
async function pictureBytes(): Promise<Uint8Array> {
  picture ??= new Uint8Array(
    await sharp({ create: { width: 96, height: 64, channels: 3, background: '#d9822b' } })
      .jpeg()
      .toBuffer(),
  );
  return picture;
}

function mealBody(name: string) {
  return {
    meals: [
      {
        name,
        description: 'Bench meal',
        servings: 2,
        ingredients: [
          { name: 'tomatoes', quantity: 4, unit: '' },
          { name: 'olive oil', quantity: 2, unit: 'tbsp' },
          { name: 'salt', quantity: 1, unit: 'tsp' },
        ],
        directions: ['Chop.', 'Simmer.'],
      },
    ],
  };
}

/** Signs up `count` cooks (each from an address of its own) with a list, two meals and a post. */
export async function seedCooks(base: string, count: number, runId: string): Promise<Cook[]> {
  const cooks: Cook[] = [];
  for (let i = 0; i < count; i += 1) {
    const headers = { origin: base, 'content-type': 'application/json' };
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: `Bench Cook ${i}`,
        email: `bench.${runId}.${i}@example.com`,
        password: 'Tomato!sauce9',
      }),
    });
    if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const authed = { ...headers, cookie };
    const session = (await (await fetch(`${base}/api/session`, { headers: authed })).json()) as {
      user: { id: string };
    };
    const list = (await (
      await fetch(`${base}/api/lists`, {
        method: 'POST',
        headers: authed,
        body: JSON.stringify({ name: `Bench list ${i}` }),
      })
    ).json()) as { list: { id: string } };
    const meals = (await (
      await fetch(`${base}/api/lists/${list.list.id}/meals`, {
        method: 'POST',
        headers: authed,
        body: JSON.stringify({
          meals: [mealBody(`Seed soup ${i}`).meals[0], mealBody(`Seed stew ${i}`).meals[0]],
        }),
      })
    ).json()) as { meals: { id: string }[] };
    const post = (await (
      await fetch(`${base}/api/posts`, {
        method: 'POST',
        headers: { origin: base, cookie },
        body: (() => {
          const form = new FormData();
          form.append('text', `Hello from cook ${i}`);
          return form;
        })(),
      })
    ).json()) as { id: string };
    cooks.push({
      index: i,
      cookie,
      userId: session.user.id,
      listId: list.list.id,
      mealIds: meals.meals.map((m) => m.id),
      postId: post.id,
      postsLeft: POSTS_PER_HOUR - 1,
    });
  }
  return cooks;
}

export type Outcome = { route: Route; ms: number; ok: boolean; status: number };

/** One request of `route` as `cook` (others' posts for likes and comments). */
export async function runOne(
  base: string,
  route: Route,
  cook: Cook,
  cooks: Cook[],
  sequence: string,
  acked: Acked[],
): Promise<Outcome> {
  if (route === 'POST post with picture') {
    if (cook.postsLeft <= 0) return runOne(base, 'POST comment', cook, cooks, sequence, acked);
    cook.postsLeft -= 1;
  }
  const headers = { origin: base, cookie: cook.cookie, 'content-type': 'application/json' };
  const other = cooks[
    (cook.index + 1 + Math.floor(Math.random() * (cooks.length - 1))) % cooks.length
  ] as Cook;
  const started = performance.now();
  let status = 0;
  try {
    switch (route) {
      case 'GET list detail':
        status = await read(`${base}/api/lists/${cook.listId}`, headers);
        break;
      case 'GET feed':
        status = await read(`${base}/api/feed/popular`, headers);
        break;
      case 'GET shopping state':
        status = await read(`${base}/api/lists/${cook.listId}/shopping`, headers);
        break;
      case 'GET meal detail':
        status = await read(`${base}/api/meals/${cook.mealIds[0]}?listId=${cook.listId}`, headers);
        break;
      case 'POST add meal': {
        const response = await fetch(`${base}/api/lists/${cook.listId}/meals`, {
          method: 'POST',
          headers,
          body: JSON.stringify(mealBody(`Meal ${sequence}`)),
        });
        status = response.status;
        if (status === 201) {
          const { meals } = (await response.json()) as { meals: { id: string }[] };
          for (const m of meals) {
            acked.push({ kind: 'meal', id: m.id, listId: cook.listId, ingredients: 3 });
          }
        } else await response.arrayBuffer();
        break;
      }
      case 'PUT tick': {
        const key = `bench-${sequence}`;
        const response = await fetch(`${base}/api/lists/${cook.listId}/shopping/lines`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ scope: 'all', key, checked: true }),
        });
        status = response.status;
        await response.arrayBuffer();
        if (status === 200) acked.push({ kind: 'tick', listId: cook.listId, key });
        break;
      }
      case 'PUT like': {
        const response = await fetch(`${base}/api/posts/${other.postId}/like`, {
          method: 'PUT',
          headers,
        });
        status = response.status;
        await response.arrayBuffer();
        if (status === 200) acked.push({ kind: 'like', postId: other.postId, userId: cook.userId });
        break;
      }
      case 'POST comment': {
        const response = await fetch(`${base}/api/posts/${other.postId}/comments`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ text: `Comment ${sequence}` }),
        });
        status = response.status;
        if (status === 201) {
          const { comment } = (await response.json()) as { comment: { id: string } };
          acked.push({ kind: 'comment', id: comment.id });
        } else await response.arrayBuffer();
        break;
      }
      case 'POST post with picture': {
        const form = new FormData();
        form.append('text', `Post ${sequence}`);
        form.append(
          'image',
          new Blob([(await pictureBytes()) as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }),
          'dinner.jpg',
        );
        const response = await fetch(`${base}/api/posts`, {
          method: 'POST',
          headers: { origin: base, cookie: cook.cookie },
          body: form,
        });
        status = response.status;
        if (status === 201) {
          const post = (await response.json()) as { id: string; imageUrl: string };
          acked.push({ kind: 'post', id: post.id, imageUrl: post.imageUrl });
        } else await response.arrayBuffer();
        break;
      }
    }
  } catch {
    status = 0;
  }
  const ms = performance.now() - started;
  return { route, ms, ok: status >= 200 && status < 300, status };
}

async function read(url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return response.status;
}

/** Percentile of sorted numbers. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/** What the database must hold for each acknowledged write: SQL that counts 1 when it is there. */
export function checkQuery(write: Acked, dialect: 'sqlite' | 'postgres'): [string, unknown[]] {
  const p = (n: number) => (dialect === 'postgres' ? `$${n}` : '?');
  switch (write.kind) {
    case 'meal':
      // The meal and all of its ingredients: never one without the other.
      return [
        `select count(*) as n from meals m join meal_list_items i on i.meal_id = m.id and i.meal_list_id = ${p(1)} where m.id = ${p(2)} and (select count(*) from ingredients g where g.meal_id = m.id) = ${p(3)}`,
        [write.listId, write.id, write.ingredients],
      ];
    case 'tick':
      return [
        `select count(*) as n from shopping_list_entries where meal_list_id = ${p(1)} and line_key = ${p(2)} and checked = 1`,
        [write.listId, write.key],
      ];
    case 'like':
      return [
        `select count(*) as n from post_likes where post_id = ${p(1)} and user_id = ${p(2)}`,
        [write.postId, write.userId],
      ];
    case 'comment':
      return [`select count(*) as n from post_comments where id = ${p(1)}`, [write.id]];
    case 'post':
      return [
        `select count(*) as n from posts where id = ${p(1)} and media_url = ${p(2)}`,
        [write.id, write.imageUrl],
      ];
  }
}

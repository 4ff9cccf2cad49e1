import path from 'node:path';
import { Readable } from 'node:stream';
import { EXPORT_VERSION, type RecipeExportFormat } from '@forkcast/core';
import yazl from 'yazl';
import type { Storage } from '../../providers/storage/storage.ts';
import { type ExportRepository, MEAL_PAGE } from './export-repository.ts';

type ExportedMeal = Awaited<ReturnType<ExportRepository['meals']>>[number];

/**
 * The account as one zip (issue 19): forkcast.json, written while it is sent (meals a page at
 * a time), then the pictures one by one from the storage provider. Nothing holds the whole
 * account: at most one page of meals and one picture are in memory at once.
 */
export function createExportService(deps: {
  repo: ExportRepository;
  storage: Storage;
  /** The address people use (config's PUBLIC_URL): our pictures' addresses in JSON-LD. */
  publicUrl: string;
}) {
  const { repo, storage } = deps;
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');

  /**
   * A picture's address for a file read elsewhere: one this server serves ('/uploads/...',
   * '/images/...') made absolute, a web address as it is.
   */
  function absolutePicture(url: string | null): string | undefined {
    if (!url) return undefined;
    if (/^https?:/.test(url)) return url;
    return url.startsWith('/') ? `${publicUrl}${url}` : undefined;
  }

  /** Our pictures go in the zip as `pictures/<key>`; a picture elsewhere stays an address. */
  function pictureRef(url: string | null, keys: Set<string>): string | null {
    if (!url) return null;
    const key = storage.keyOf(url);
    if (!key) return url;
    keys.add(key);
    return `pictures/${key}`;
  }

  function exportedMeal(meal: ExportedMeal, keys: Set<string>) {
    const { imageUrl, ...rest } = meal;
    return { ...rest, picture: pictureRef(imageUrl, keys) };
  }

  async function* accountJson(userId: string, keys: Set<string>): AsyncGenerator<string> {
    const [profile, lists, social] = await Promise.all([
      repo.profile(userId),
      repo.lists(userId),
      repo.social(userId),
    ]);
    const head = {
      version: EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
      profile: profile && {
        name: profile.name,
        email: profile.email,
        username: profile.username,
        fullName: profile.full_name,
        location: profile.location,
        avatar: pictureRef(profile.avatar_url ?? null, keys),
      },
      lists,
      posts: social.posts.map(({ mediaUrl, ...post }) => ({
        ...post,
        picture: pictureRef(mediaUrl, keys),
      })),
      comments: social.comments,
      likes: social.likes,
      saves: social.saves,
      follows: social.follows,
    };
    // Everything but the meals, then the meals array written page by page.
    yield `${JSON.stringify(head, null, 2).replace(/\n}$/, '')},\n  "meals": [`;
    const ids = await repo.mealIds(userId);
    let first = true;
    for (let start = 0; start < ids.length; start += MEAL_PAGE) {
      const page = await repo.meals(ids.slice(start, start + MEAL_PAGE));
      yield page
        .map((meal) => {
          const text = `${first ? '' : ','}\n    ${JSON.stringify(exportedMeal(meal, keys))}`;
          first = false;
          return text;
        })
        .join('');
    }
    yield '\n  ]\n}\n';
  }

  function zipStream(zip: yazl.ZipFile): ReadableStream<Uint8Array> {
    return toWebStream(zip.outputStream as Readable);
  }

  function addPicture(zip: yazl.ZipFile, key: string, name = `pictures/${key}`) {
    zip.addReadStreamLazy(name, { compress: false }, (callback) => {
      storage.get(key).then(
        (file) => callback(null, Readable.from(file ? [Buffer.from(file.body)] : [])),
        (error: Error) => callback(error, null as unknown as Readable),
      );
    });
  }

  return {
    /** GET /api/export */
    account(userId: string): ReadableStream<Uint8Array> {
      const zip = new yazl.ZipFile();
      const keys = new Set<string>();
      const json = Readable.from(accountJson(userId, keys));
      zip.addReadStream(json, 'forkcast.json');
      // Pictures are known once the JSON is written; yazl is still sending it meanwhile.
      json.on('end', () => {
        for (const key of keys) addPicture(zip, key);
        zip.end();
      });
      json.on('error', (error) => zip.outputStream.emit('error', error));
      return zipStream(zip);
    },

    /** GET /api/export/recipes: the cook's own recipes, as schema.org JSON-LD or Markdown. */
    async recipes(
      userId: string,
      format: RecipeExportFormat,
    ): Promise<{ body: ReadableStream<Uint8Array>; type: string; fileName: string }> {
      const ids = await repo.mealIds(userId, true);
      async function* pages() {
        for (let start = 0; start < ids.length; start += MEAL_PAGE) {
          yield await repo.meals(ids.slice(start, start + MEAL_PAGE));
        }
      }
      if (format === 'jsonld') {
        async function* jsonLd(): AsyncGenerator<string> {
          yield '[';
          let first = true;
          for await (const page of pages()) {
            for (const meal of page) {
              yield `${first ? '' : ','}\n${JSON.stringify(toSchemaOrg(meal, absolutePicture(meal.imageUrl)))}`;
              first = false;
            }
          }
          yield '\n]\n';
        }
        return {
          body: toWebStream(Readable.from(asBytes(jsonLd()))),
          type: 'application/ld+json',
          fileName: 'forkcast-recipes.json',
        };
      }
      const zip = new yazl.ZipFile();
      const names = new Set<string>();
      void (async () => {
        try {
          for await (const page of pages()) {
            // The files of a page are made when the zip reaches them, and the next page is
            // read once it reaches the first: at most two pages wait, however slowly the zip is
            // downloaded.
            let reached = () => {};
            const turn = new Promise<void>((resolve) => {
              reached = resolve;
            });
            page.forEach((meal, index) => {
              const name = uniqueName(slugOf(meal.name), names);
              // Our own picture goes in the zip beside its recipe, which shows it.
              const key = meal.imageUrl ? storage.keyOf(meal.imageUrl) : null;
              const picture = key
                ? `images/${name}${path.extname(key)}`
                : absolutePicture(meal.imageUrl);
              zip.addReadStreamLazy(`${name}.md`, (callback) => {
                if (index === 0) reached();
                callback(null, Readable.from([Buffer.from(toMarkdown(meal, picture))]));
              });
              if (key && picture) addPicture(zip, key, picture);
            });
            if (page.length > 0) await turn;
          }
          zip.end();
        } catch (error) {
          zip.outputStream.emit('error', error);
        }
      })();
      return { body: zipStream(zip), type: 'application/zip', fileName: 'forkcast-recipes.zip' };
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;

/**
 * A Node stream as the web stream a response sends, with back-pressure, and quiet when the
 * client goes away: Node 20's Readable.toWeb throws 'Controller is already closed' when data
 * arrives after the reader cancelled.
 */
function toWebStream(node: Readable): ReadableStream<Uint8Array> {
  let closed = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      node.on('data', (chunk: Buffer) => {
        if (closed) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) node.pause();
      });
      node.on('end', () => {
        if (closed) return;
        closed = true;
        controller.close();
      });
      node.on('error', (error) => {
        if (closed) return;
        closed = true;
        controller.error(error);
      });
    },
    pull() {
      node.resume();
    },
    cancel() {
      closed = true;
      node.destroy();
    },
  });
}

/** Web streams carry bytes, not strings. */
async function* asBytes(chunks: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) yield Buffer.from(chunk);
}

function slugOf(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase()
      .slice(0, 80) || 'recipe'
  );
}

function uniqueName(base: string, taken: Set<string>): string {
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}-${n}`;
  taken.add(name);
  return name;
}

const amount = (i: { quantity: number; unit: string; name: string }) =>
  [i.quantity > 0 ? String(i.quantity) : '', i.unit, i.name].filter(Boolean).join(' ');

function toSchemaOrg(meal: ExportedMeal, image: string | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: meal.name,
    description: meal.description || undefined,
    recipeYield: String(meal.servings),
    totalTime: `PT${meal.cookTimeMinutes}M`,
    // The lines as the recipe wrote them where we kept them, else what we read.
    recipeIngredient: meal.ingredients.map((i) => i.originalLine ?? amount(i)),
    recipeInstructions: meal.directions.map((text) => ({ '@type': 'HowToStep', text })),
    url: /^https?:/.test(meal.source) ? meal.source : undefined,
    image,
    dateCreated: meal.createdAt,
  };
}

/** A recipe as a Markdown file; `picture` is where its picture is (in the zip or on the web). */
function toMarkdown(meal: ExportedMeal, picture: string | undefined): string {
  const lines = [`# ${meal.name}`, ''];
  if (picture) {
    lines.push(`![${meal.name.replace(/[[\]]/g, '')}](<${picture}>)`, '');
  }
  if (meal.description) lines.push(meal.description, '');
  lines.push(`Servings: ${meal.servings}  `, `Cook time: ${meal.cookTimeMinutes} minutes`);
  if (/^https?:/.test(meal.source)) lines.push(`Source: <${meal.source}>`);
  lines.push(
    '',
    '## Ingredients',
    '',
    ...meal.ingredients.map((i) => `- ${i.originalLine ?? amount(i)}`),
    '',
  );
  lines.push('## Directions', '', ...meal.directions.map((step, n) => `${n + 1}. ${step}`), '');
  return lines.join('\n');
}

import type { Kysely } from 'kysely';
import * as authTables from './0001-auth-tables.ts';
import * as appTables from './0002-app-tables.ts';
import * as rateLimits from './0003-rate-limits.ts';
import * as shoppingList from './0004-shopping-list.ts';
import * as social from './0006-social.ts';
import * as accountSecurity from './0007-account-security.ts';
import * as listVersions from './0008-list-versions.ts';
import * as offlineOperations from './0009-offline-operations.ts';
import * as importsAndTokens from './0010-imports-and-tokens.ts';
import * as nutrition from './0011-nutrition.ts';
import * as ingredientLines from './0012-ingredient-lines.ts';
import * as dropContentVersions from './0013-drop-content-versions.ts';
import * as removedListItems from './0014-removed-list-items.ts';
import * as scheduledItemsIndex from './0015-scheduled-items-index.ts';
import type { DialectName } from './types.ts';

type FrozenMigration = { up: (db: Kysely<unknown>, dialect: DialectName) => Promise<void> };

/** Ordered by name; never rename or edit a shipped entry, add a new one instead. */
export const frozenMigrations: Record<string, FrozenMigration> = {
  '0001-auth-tables': authTables,
  '0002-app-tables': appTables,
  '0003-rate-limits': rateLimits,
  '0004-shopping-list': shoppingList,
  '0006-social': social,
  '0007-account-security': accountSecurity,
  '0008-list-versions': listVersions,
  '0009-offline-operations': offlineOperations,
  '0010-imports-and-tokens': importsAndTokens,
  '0011-nutrition': nutrition,
  '0012-ingredient-lines': ingredientLines,
  '0013-drop-content-versions': dropContentVersions,
  '0014-removed-list-items': removedListItems,
  '0015-scheduled-items-index': scheduledItemsIndex,
};

import type { Kysely } from 'kysely';
import type { DialectName } from './types.ts';

/**
 * FROZEN. Better Auth's tables (user, session, account, verification, rateLimit) exactly as
 * its `getMigrations` compiles them for better-auth 1.7. A test compares this schema with
 * what Better Auth expects, so an upgrade that needs new columns fails loudly instead of
 * silently migrating at run time.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const isPg = dialect === 'postgres';
  const ts = isPg ? 'timestamptz' : 'date';
  const bool = isPg ? 'boolean' : 'integer';

  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', bool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', ts, (c) => c.notNull())
    .addColumn('updatedAt', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('expiresAt', ts, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', ts, (c) => c.notNull())
    .addColumn('updatedAt', ts, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', ts)
    .addColumn('refreshTokenExpiresAt', ts)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', ts, (c) => c.notNull())
    .addColumn('updatedAt', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', ts, (c) => c.notNull())
    .addColumn('createdAt', ts, (c) => c.notNull())
    .addColumn('updatedAt', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rateLimit')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('lastRequest', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();
  await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();
  await db.schema
    .createIndex('verification_identifier_idx')
    .on('verification')
    .column('identifier')
    .execute();
}

export * from './ai/index.ts';
export * from './errors.ts';
export * from './import/index.ts';
export * from './kitchen/index.ts';
export * from './schemas/auth.ts';
export * from './schemas/meals.ts';
export * from './schemas/social.ts';
export * from './schemas/text.ts';

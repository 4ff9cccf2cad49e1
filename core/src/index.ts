export * from './errors.ts';
export * from './kitchen/index.ts';
export * from './schemas/auth.ts';

export * from './ai-prompts.ts';
export * from './ai-recipe.ts';
export * from './ai-schemas.ts';
export * from './parse-ai-reply.ts';
export * from './parse-recipe-text.ts';

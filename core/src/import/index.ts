export * from './extract-recipe.ts';
export * from './extraction-agreement.ts';
export * from './imported-recipe.ts';
export * from './ingredient-lines.ts';
export * from './page-text.ts';
export * from './recipe-text.ts';
export { parseDurationMinutes, parseYield } from './schema-fields.ts';

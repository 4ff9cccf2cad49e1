import type { Generated } from 'kysely';

/** Row types of the tables the app queries. Better Auth's own tables are typed loosely. */
export type Database = {
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: number | boolean;
    image: string | null;
    createdAt: string | Date;
    updatedAt: string | Date;
  };
  session: {
    id: string;
    token: string;
    userId: string;
    expiresAt: string | number | Date;
    createdAt: string | Date;
    updatedAt: string | Date;
    ipAddress: string | null;
    userAgent: string | null;
  };
  account: {
    id: string;
    accountId: string;
    providerId: string;
    userId: string;
    password: string | null;
    createdAt: string | Date;
    updatedAt: string | Date;
  };
  verification: {
    id: string;
    identifier: string;
    value: string;
    expiresAt: string | number | Date;
    createdAt: string | Date;
    updatedAt: string | Date;
  };
  profiles: {
    id: string;
    username: string;
    full_name: string | null;
    location: string | null;
    avatar_url: string | null;
    updated_at: string;
  };
  meal_lists: {
    id: string;
    name: string;
    user_id: string;
    created_at: string;
    /** Bumped by every write that changes a screen of the list (lists/list-versions.ts). */
    version: Generated<number>;
    /** Null: the list's members count (migration 0011). */
    people_eating: number | null;
  };
  /** The food a cook chose for a meal's ingredient, by the ingredient's name key (0011). */
  meal_ingredient_foods: {
    meal_id: string;
    ingredient_key: string;
    food_id: string;
    updated_at: string;
  };
  meal_list_members: {
    meal_list_id: string;
    user_id: string;
    role: 'owner' | 'editor';
    created_at: string;
  };
  meals: {
    id: string;
    name: string;
    description: Generated<string>;
    servings: Generated<number>;
    source: Generated<string>;
    user_id: string;
    image_url: string | null;
    cook_time_minutes: Generated<number>;
    fridge_life_days: Generated<number>;
    directions: Generated<string>;
    created_at: string;
    updated_at: string;
  };
  ingredients: {
    id: string;
    meal_id: string;
    name: string;
    quantity: Generated<number>;
    unit: Generated<string>;
    position: Generated<number>;
    /** The line as the recipe wrote it (imports), or null (migration 0012). */
    original_line: string | null;
  };
  meal_list_items: {
    id: string;
    meal_list_id: string;
    meal_id: string;
    servings: Generated<number>;
    scheduled_day: number | null;
    scheduled_type: 'cook' | 'eat' | null;
    created_at: string;
  };
  /** A meal's place in a list just after it was taken off, for Undo (migration 0014). */
  removed_list_items: {
    meal_list_id: string;
    meal_id: string;
    item_id: string;
    servings: number;
    scheduled_day: number | null;
    scheduled_type: 'cook' | 'eat' | null;
    created_at: string;
    removed_at: string;
  };
  followers: { follower_id: string; following_id: string; created_at: string };
  recipe_likes: { recipe_id: string; user_id: string; created_at: string };
  recipe_saves: { recipe_id: string; user_id: string; created_at: string };
  posts: {
    id: string;
    user_id: string;
    post_type: 'text' | 'media';
    media_url: string | null;
    text_content: string | null;
    meal_id: string | null;
    created_at: string;
    /** Kept by triggers (migration 0006), never written by the app. */
    like_count: Generated<number>;
    comment_count: Generated<number>;
    save_count: Generated<number>;
    hot_score: Generated<number>;
  };
  post_comments: { id: string; post_id: string; user_id: string; text: string; created_at: string };
  post_likes: { post_id: string; user_id: string; created_at: string };
  saved_posts: { user_id: string; post_id: string; created_at: string };
  /** Versions of reads that are not one list's (migration 0008). */
  rate_limits: { key: string; count: number; window_started_at: number | string };
  shopping_list_entries: {
    id: string;
    meal_list_id: string;
    scope: string;
    /** The derived line's ingredient key; null for an item a member added. */
    line_key: string | null;
    checked: Generated<number>;
    name: string | null;
    quantity: number | null;
    unit: string | null;
    created_at: string;
    updated_at: string;
    /** When the cook made the tick that holds: ISO time '#' operation id (decision 014). */
    checked_stamp: string | null;
    /** The same for the edit (name, quantity, unit). */
    edit_stamp: string | null;
  };
  shopping_operations: {
    user_id: string;
    op_id: string;
    meal_list_id: string;
    status: number;
    /** The JSON answered the first time, answered again to a replay. */
    response: string;
    applied_at: string;
  };
  shopping_scope_resets: { meal_list_id: string; scope: string; stamp: string };
  recipe_imports: {
    id: string;
    user_id: string;
    meal_list_id: string | null;
    file_name: string;
    format: string;
    status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
    total: Generated<number>;
    done: Generated<number>;
    skipped: Generated<number>;
    failed: Generated<number>;
    /** JSON array of { recipe, reason }. */
    problems: Generated<string>;
    cancel_requested: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  api_tokens: {
    id: string;
    user_id: string;
    name: string;
    scope: 'read' | 'write';
    /** SHA-256 (hex) of the token; the token itself is never stored. */
    token_hash: string;
    created_at: string;
    last_used_at: string | null;
  };
};

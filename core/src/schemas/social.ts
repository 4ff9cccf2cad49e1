import * as z from 'zod/mini';
import type { UserRef } from './meals.ts';
import { cleanLine, cleanText, hasUnsafeCharacters } from './text.ts';

/** The spec's messages (sections 5 and 8) and ours where it is silent. */
export const socialMessages = {
  postEmpty: 'Please add text, an image, or select a meal',
  postTooLong: 'Posts can be at most 2,000 characters',
  commentRequired: 'Please write a comment first',
  commentTooLong: 'Comments can be at most 1,000 characters',
  usernameRequired: 'Please enter a username',
  usernameLength: 'Usernames must be 3 to 24 characters long',
  usernameCharacters: 'Usernames can only use letters, numbers, dots and underscores',
  usernameTaken: 'That username is already taken. Please choose another one.',
  controlCharacters: 'Names cannot contain control characters',
  fullNameTooLong: 'Full name must be at most 100 characters',
  locationTooLong: 'Location must be at most 100 characters',
  notAnImage:
    'That file is not an image we can read. Please choose a JPEG, PNG, WebP, GIF or AVIF picture.',
  imageTooLarge: 'Images can be at most 10 MB',
  imageRequired: 'Please choose an image',
  imageTypeInvalid: 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)',
} as const;

/** Spec section 9 and our own limits. */
export const SOCIAL_LIMITS = {
  feedPageSize: 20,
  commentPageSize: 50,
  followPageSize: 50,
  postText: 2000,
  comment: 1000,
  usernameMin: 3,
  usernameMax: 24,
  fullName: 100,
  location: 100,
  /** Upload cap before decoding; the stored picture is re-encoded and much smaller. */
  imageBytes: 10 * 1024 * 1024,
  /** Widest stored picture, in pixels. */
  imageWidth: 1600,
  sharedMeals: 8,
  popularMeals: 5,
} as const;

/**
 * ASCII only, so that "unique whatever the case" means the same on SQLite (whose lower() only
 * folds ASCII) and PostgreSQL, and so that no two names look alike but differ.
 */
const USERNAME_PATTERN = /^[A-Za-z0-9_.]+$/;

/** A name people type: control characters are refused (not silently dropped), then cleaned. */
function personalLine(max: number, tooLong: string) {
  return z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string())),
      z.transform((v) => v ?? ''),
    ),
    z.string().check(
      z.refine((v) => !hasUnsafeCharacters(v), socialMessages.controlCharacters),
      z.overwrite(cleanLine),
      z.maxLength(max, tooLong),
    ),
  );
}

export const usernameSchema = z.pipe(
  z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((v) => (v ?? '').trim().replace(/^@/, '')),
  ),
  z.string().check(
    z.minLength(1, socialMessages.usernameRequired),
    z.refine((v) => !hasUnsafeCharacters(v), socialMessages.controlCharacters),
    z.refine((v) => USERNAME_PATTERN.test(v), socialMessages.usernameCharacters),
    z.minLength(SOCIAL_LIMITS.usernameMin, socialMessages.usernameLength),
    z.maxLength(SOCIAL_LIMITS.usernameMax, socialMessages.usernameLength),
  ),
);

/** Settings, Profile tab: the whole profile is sent on 'Save Changes'. */
export const updateProfileSchema = z.object({
  username: usernameSchema,
  fullName: personalLine(SOCIAL_LIMITS.fullName, socialMessages.fullNameTooLong),
  location: personalLine(SOCIAL_LIMITS.location, socialMessages.locationTooLong),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

/** 'None' in the meal picker (and an absent field) store no meal. */
const optionalMealId = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v) => {
    const id = (v ?? '').trim();
    return id === '' || id === 'none' ? null : id.slice(0, 64);
  }),
);

/**
 * The fields of a new post. The picture travels beside them (multipart); `hasImage` says
 * whether one came, so that "at least one of text, image or meal" is one rule on both sides.
 */
export const createPostSchema = z
  .object({
    text: z.pipe(
      z.pipe(
        z.optional(z.nullable(z.string())),
        z.transform((v) => cleanText(v ?? '')),
      ),
      z.string().check(z.maxLength(SOCIAL_LIMITS.postText, socialMessages.postTooLong)),
    ),
    mealId: optionalMealId,
    hasImage: z.boolean(),
  })
  .check(
    z.refine((v) => v.text !== '' || v.hasImage || v.mealId !== null, socialMessages.postEmpty),
  );
export type CreatePostInput = z.input<typeof createPostSchema>;
export type CreatePost = z.infer<typeof createPostSchema>;

export const createCommentSchema = z.object({
  text: z.pipe(
    z.string({ error: socialMessages.commentRequired }).check(z.overwrite(cleanText)),
    z
      .string()
      .check(
        z.minLength(1, socialMessages.commentRequired),
        z.maxLength(SOCIAL_LIMITS.comment, socialMessages.commentTooLong),
      ),
  ),
});
export type CreateCommentInput = z.infer<typeof createCommentSchema>;

// ---- What the API answers -------------------------------------------------------------

/** A post as the feed shows it (spec: posts plus the feed-derived fields). */
export type FeedPost = {
  id: string;
  author: UserRef;
  postType: 'text' | 'media';
  text: string | null;
  imageUrl: string | null;
  /** The attached recipe, opened read-only at /list/any/meal/{id}. */
  meal: { id: string; name: string } | null;
  createdAt: string;
  likeCount: number;
  commentCount: number;
  saveCount: number;
  isLikedByUser: boolean;
  isSavedByUser: boolean;
  /** Whether the signed-in user wrote it (only the author deletes it). */
  isOwn: boolean;
};

/** One page of posts; pass `nextCursor` back as `?cursor=` for the next one (null: the end). */
export type FeedPage = { posts: FeedPost[]; nextCursor: string | null };

export type FeedTab = 'popular' | 'following';

export type PostComment = {
  id: string;
  postId: string;
  author: UserRef;
  text: string;
  createdAt: string;
  isOwn: boolean;
};
export type CommentPage = { comments: PostComment[]; nextCursor: string | null };

export type PostLikeState = { isLiked: boolean; likeCount: number };
export type PostSaveState = { isSaved: boolean; saveCount: number };

/** GET /api/recipes/{mealId}/reactions: the meal detail's like and save buttons. */
export type RecipeReactions = { likeCount: number; isLiked: boolean; isSaved: boolean };

/** A meal card on a profile (spec: profile cards add likeCount and listId). */
export type ProfileMeal = {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  likeCount: number;
  /** One of the viewer's lists that holds the meal; null opens it at /list/any/meal/{id}. */
  listId: string | null;
};

/** A recipe the signed-in user saved, with who created it. */
export type SavedRecipe = ProfileMeal & { creator: UserRef | null };

export type ProfileUser = UserRef & { location: string | null };

/** GET /api/profiles/{userId}: everything the profile screen shows, in one answer. */
export type ProfileDetail = {
  user: ProfileUser;
  isSelf: boolean;
  isFollowing: boolean;
  followerCount: number;
  followingCount: number;
  /** All of one's own meals; only the shared ones of another person. */
  mealCount: number;
  /** Newest first, at most 8. */
  sharedMeals: ProfileMeal[];
  /** Most liked first, at most 5. */
  popularMeals: ProfileMeal[];
};

export type FollowPage = { users: UserRef[]; nextCursor: string | null };
export type FollowState = { isFollowing: boolean; followerCount: number };

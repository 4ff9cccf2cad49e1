import { AppError, SOCIAL_LIMITS, socialMessages } from '@forkcast/core';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** Room for the form's other fields and the multipart boundaries around a 10 MB picture. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

/**
 * The body limit of the routes that take a picture (the API's 1 MB JSON limit skips them):
 * more than 10 MB is refused while it streams in, before any of it is kept.
 */
export const uploadBodyLimit = () =>
  bodyLimit({
    maxSize: SOCIAL_LIMITS.imageBytes + FORM_OVERHEAD_BYTES,
    onError: () => {
      throw new AppError('payload_too_large', socialMessages.imageTooLarge);
    },
  });

/**
 * Reads a multipart form: its text fields, and the bytes of the file in `fileField` (null
 * when none was chosen). Whether the bytes are a picture is decided later, by decoding them.
 */
export async function readUpload(
  c: Context,
  fileField: string,
): Promise<{ fields: Record<string, string>; file: Uint8Array | null }> {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('bad_request', 'Please send the form as multipart/form-data.');
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', 'The upload was incomplete. Please try again.');
  }
  const fields: Record<string, string> = {};
  let file: Uint8Array | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      // No form a person fills in sends a NUL; PostgreSQL cannot take one (an id with it was a 500).
      if (value.includes('\u0000')) {
        throw new AppError('bad_request', 'The request contains a character that is not allowed.');
      }
      fields[name] = value;
    }
    // An empty file input sends a nameless, empty part: that is "no picture".
    else if (name === fileField && (value.size > 0 || value.name !== '')) {
      if (value.size > SOCIAL_LIMITS.imageBytes) {
        throw new AppError('payload_too_large', socialMessages.imageTooLarge);
      }
      file = new Uint8Array(await value.arrayBuffer());
    }
  }
  return { fields, file };
}

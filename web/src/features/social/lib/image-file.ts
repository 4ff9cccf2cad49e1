import { SOCIAL_LIMITS, socialMessages } from '@forkcast/core';

/**
 * Why a chosen file cannot be uploaded, or null. Only a first check, so that nobody waits for
 * an upload that will fail: the server decodes the picture and decides.
 */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return socialMessages.imageTypeInvalid;
  if (file.size > SOCIAL_LIMITS.imageBytes) return socialMessages.imageTooLarge;
  return null;
}

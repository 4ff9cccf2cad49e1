import { COLUMN_PHOTO_SIZES } from '@forkcast/core';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { usePhotoAttributes } from '../../../lib/held-pictures.tsx';

/**
 * A post's picture; if it cannot be loaded, a placeholder says so (spec). Its width and height
 * hold its place while it loads; the first post's picture is fetched at once, the others when
 * they come near the screen.
 */
export function PostImage({
  src,
  alt,
  isFirst = false,
}: {
  src: string;
  alt: string;
  isFirst?: boolean;
}) {
  const [hasFailed, setFailed] = useState(false);
  // The feed column's width; the server preloads the first post's copy with the same.
  const photo = usePhotoAttributes(src, COLUMN_PHOTO_SIZES, !isFirst);
  if (hasFailed) {
    return (
      <div
        role="img"
        aria-label="Failed to load image"
        className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-2xl bg-surface-sunken text-ink-muted"
      >
        <ImageOff aria-hidden="true" className="size-8" />
        <span aria-hidden="true" className="text-sm font-medium">
          Failed to load image
        </span>
      </div>
    );
  }
  return (
    <img
      {...photo}
      alt={alt}
      loading={isFirst ? 'eager' : 'lazy'}
      fetchPriority={isFirst ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
      className="max-h-[28rem] w-full rounded-2xl bg-surface-sunken object-cover"
    />
  );
}

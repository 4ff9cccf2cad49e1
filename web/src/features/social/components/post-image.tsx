import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** A post's picture; if it cannot be loaded, a placeholder says so (spec). */
export function PostImage({ src, alt }: { src: string; alt: string }) {
  const [hasFailed, setFailed] = useState(false);
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
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="max-h-[28rem] w-full rounded-2xl bg-surface-sunken object-cover"
    />
  );
}

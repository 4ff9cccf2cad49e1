import { UtensilsCrossed } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { usePhotoAttributes } from '../lib/held-pictures.tsx';

/**
 * A meal's picture, or the app's placeholder (crossed cutlery on the soft primary colour) when
 * it has none. The caller sizes both the same way through `className`; the icon's size and
 * strength differ from a thumbnail to a header, so they are the caller's too.
 */
export function MealImage({
  src,
  alt = '',
  className,
  iconClassName = 'size-10 opacity-70',
  loading,
  sizes,
  fetchPriority,
}: {
  src: string | null | undefined;
  /** Empty when the meal's name is next to the picture (it would be read twice). */
  alt?: string;
  className?: string;
  iconClassName?: string;
  /** 'lazy' for pictures in long lists and carousels. */
  loading?: 'lazy' | 'eager';
  /** How wide the picture shows, so the browser picks the 400/800/1200/1600 px copy it needs. */
  sizes: string;
  /** 'high' for the screen's largest picture. */
  fetchPriority?: 'high' | 'low' | 'auto';
}) {
  // (Called whether or not there is a picture: a hook may not be skipped.)
  const photo = usePhotoAttributes(src ?? '', sizes, loading === 'lazy');
  if (src) {
    return (
      <img
        {...photo}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={cn('object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn('flex items-center justify-center bg-primary-soft text-primary', className)}
    >
      <UtensilsCrossed className={iconClassName} />
    </span>
  );
}

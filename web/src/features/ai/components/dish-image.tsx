import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';

/** The plain plate the app ships, for a stock photo that fails to load. */
const FALLBACK = '/images/dishes/plate.svg';

/** A generated dish's photo; a photo that cannot load gives way to the built-in plate. */
export function DishImage({
  src,
  alt,
  className,
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? FALLBACK : src}
      alt={alt}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-primary-soft object-cover', className)}
    />
  );
}

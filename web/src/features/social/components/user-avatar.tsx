import type { UserRef } from '@forkcast/core';
import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { avatarInitials } from '../lib/people.ts';

const sizes = {
  sm: 'size-9 text-xs',
  md: 'size-11 text-sm',
  lg: 'size-20 text-2xl',
} as const;
/** The same sizes in CSS pixels, as the picture's width and height. */
const pixels = { sm: 36, md: 44, lg: 80 } as const;

/**
 * A round avatar: the picture, or the fallback letters when there is none or it fails to
 * load. Decorative: the name is always written beside it.
 */
export function UserAvatar({
  user,
  size = 'md',
  className,
}: {
  user: Pick<UserRef, 'username' | 'avatarUrl'> | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = user?.avatarUrl && user.avatarUrl !== failedUrl ? user.avatarUrl : null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft font-display font-bold text-primary',
        sizes[size],
        className,
      )}
    >
      {url ? (
        <img
          src={url}
          width={pixels[size]}
          height={pixels[size]}
          alt=""
          className="size-full object-cover"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        avatarInitials(user)
      )}
    </span>
  );
}

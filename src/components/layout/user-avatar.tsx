import { useState } from 'react';
import { CircleUserIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Props of {@link UserAvatar}. */
export interface UserAvatarProps {
  /** The user's name, used for the image's alternative text. */
  username: string;
  /** The profile image URL; empty or broken falls back to a generic icon. */
  src?: string;
  className?: string;
}

/**
 * A round avatar: the user's profile image, or a generic person icon when there is none or it
 * fails to load (spec section 2, "avatar (profileImage, generic icon fallback)").
 */
export function UserAvatar({ username, src, className }: UserAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = `Foto profil ${username}`;
  if (!src || failedSrc === src) {
    return (
      <span
        role="img"
        aria-label={label}
        className={cn(
          'inline-flex size-9 items-center justify-center rounded-full bg-secondary text-secondary-foreground',
          className,
        )}
      >
        <CircleUserIcon className="size-6" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={label}
      width={36}
      height={36}
      onError={() => setFailedSrc(src)}
      className={cn('size-9 rounded-full border object-cover', className)}
    />
  );
}

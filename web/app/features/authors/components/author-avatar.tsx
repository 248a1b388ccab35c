/**
 * An author's avatar in the portal: the uploaded picture (by its variant: originals are private),
 * else the initials on a tinted circle.
 */
import { usePreviewSrc } from '~/components/media/preview-src';
import { cn } from '~/lib/cn';
import { initialsOf } from '../initials';

export function AuthorAvatar({
  name,
  avatarUrl,
  className,
}: {
  name: string;
  avatarUrl?: string;
  className?: string;
}) {
  const src = usePreviewSrc(avatarUrl ?? '');
  if (avatarUrl) {
    return (
      <img
        src={src}
        alt=""
        className={cn('size-12 shrink-0 rounded-full object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-full bg-blue-100 text-base font-semibold text-blue-900 dark:bg-blue-900 dark:text-blue-100',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}

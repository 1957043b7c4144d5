import { holderPhotoTexts } from '@shop/core/pass-photo-api';
import { cn } from '../../../components/ui/cn.ts';

/** A pass holder's photo as a square, or a quiet placeholder with their initials. */
export function HolderPhoto({
  name,
  photoUrl,
  className,
}: {
  name: string;
  photoUrl: string | null;
  className?: string;
}) {
  if (photoUrl)
    return (
      <img
        src={photoUrl}
        alt={holderPhotoTexts.photoOf(name)}
        className={cn('shrink-0 rounded-xl bg-glacier-100 object-cover', className)}
      />
    );
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-xl bg-glacier-100 font-bold text-glacier-800',
        className,
      )}
    >
      {initials}
    </span>
  );
}

import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

/** §2: the first two letters of the name, or of the email when there is no name, in upper case. */
export const initialsOf = (name: string | null | undefined, email?: string | null): string => {
  const source = (name?.trim() || email?.trim() || '').replace(/\s+/g, '');
  return source.slice(0, 2).toUpperCase();
};

export interface UserAvatarProps {
  name?: string | null;
  email?: string | null;
  src?: string | null;
  className?: string;
  /** The name is shown beside the picture, so the picture says nothing more (alt=""): read once, not twice. */
  decorative?: boolean;
}

/** The profile picture, or the initials while it loads or when there is none. */
export const UserAvatar = ({ name, email, src, className, decorative = false }: UserAvatarProps) => (
  <AvatarPrimitive.Root
    className={cn(
      'relative inline-flex size-8 shrink-0 overflow-hidden rounded-full bg-selected align-middle',
      className,
    )}
  >
    {src && (
      <AvatarPrimitive.Image
        src={src}
        alt={decorative ? '' : (name ?? email ?? '')}
        className="size-full object-cover"
      />
    )}
    <AvatarPrimitive.Fallback
      delayMs={src ? 400 : undefined}
      className="flex size-full items-center justify-center text-[0.8em] font-semibold tracking-wide text-selected-foreground"
    >
      <span aria-hidden="true">{initialsOf(name, email)}</span>
    </AvatarPrimitive.Fallback>
  </AvatarPrimitive.Root>
);

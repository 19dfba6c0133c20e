import { useState } from 'react';

type Size = 'sm' | 'md' | 'lg' | 'xl';

const sizes: Record<Size, { className: string; pixels: number }> = {
  sm: { className: 'size-8 text-xs', pixels: 32 },
  md: { className: 'size-10 text-sm', pixels: 40 },
  lg: { className: 'size-16 text-xl', pixels: 64 },
  xl: { className: 'size-28 text-4xl', pixels: 112 },
};

/** "Tahmina Rahman" → "TR"; one word → its first letter. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

interface AvatarProps {
  name: string;
  /** The photo's URL; only this site's own images are shown (the CSP allows no other host). */
  image: string | null;
  size?: Size;
  className?: string;
  /** Pass a preview (a blob: URL) to show a picture the user has just chosen. */
  previewUrl?: string;
}

/**
 * A person's photo in a circle, or their initials when there is none (or it fails to load).
 * Decorative: the name always sits next to it, so it is hidden from assistive technology.
 */
export function Avatar({ name, image, size = 'md', className = '', previewUrl }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const ownImage = image?.startsWith('/') && !image.startsWith('//') ? image : null;
  const src = previewUrl ?? ownImage;
  const shape = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ${sizes[size].className} ${className}`;
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        aria-hidden="true"
        width={sizes[size].pixels}
        height={sizes[size].pixels}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
        className={`${shape} bg-parchment object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      // A name's letters, the same in every language.
      translate="no"
      className={`${shape} border border-brass/50 bg-forest font-display font-medium tracking-wide text-brass-light`}
    >
      {initialsOf(name)}
    </span>
  );
}

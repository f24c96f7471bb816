import { cn } from '~/lib/utils';

interface IllustrationProps {
  src: string;
  /** Describes what the picture shows; empty when it only decorates. */
  alt: string;
  width: number;
  height: number;
  /** On the first screen at some width: fetched at once, so it never holds back the largest paint. */
  eager?: boolean;
  className?: string;
}

/**
 * A vector illustration served by the site: sharp at any size, so one file
 * serves every screen. Width and height reserve its space (no layout shift);
 * below the fold it loads lazily.
 */
export function Illustration({ src, alt, width, height, eager = false, className }: IllustrationProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('h-auto w-full', className)}
    />
  );
}

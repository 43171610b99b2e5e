import { type ImgHTMLAttributes, useState } from 'react';

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string;
  fallbackSrc: string;
  alt: string;
}

/** An image that swaps to a local placeholder once when its file cannot be loaded, and logs the failure (spec §8). */
export function FallbackImage({ src, fallbackSrc, alt, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showFallback = failedSrc === src;
  return (
    <img
      {...rest}
      src={showFallback ? fallbackSrc : src}
      alt={alt}
      data-fallback={showFallback ? 'true' : undefined}
      onError={() => {
        if (showFallback) return;
        console.warn(`image failed to load, showing placeholder: ${src}`);
        setFailedSrc(src);
      }}
    />
  );
}

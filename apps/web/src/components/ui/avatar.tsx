import { useState } from 'react';

export const DEFAULT_AVATAR = '/avatar-defaut.svg';

/** docs/product/README.md: a default image is used when the avatar is missing or fails to load. */
export function Avatar({
  src,
  alt,
  className,
  size,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? DEFAULT_AVATAR : src}
      alt={alt}
      className={className}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

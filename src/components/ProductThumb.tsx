import { Box, Image } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { safeHref } from '@/lib/safe-url';

/** A product image; a missing or broken image shows a neutral placeholder. */
export function ProductThumb({
  src,
  alt,
  size = 48,
}: {
  src: string | null | undefined;
  alt: string;
  size?: number;
}) {
  const [broken, setBroken] = useState(false);
  const href = safeHref(src);
  if (!href || broken) {
    return (
      <Box
        w={size}
        h={size}
        bg="gray.1"
        style={{
          borderRadius: 6,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
        }}
        role="img"
        aria-label={alt}
      >
        <IconPhotoOff size={size / 2.5} color="var(--mantine-color-gray-5)" aria-hidden="true" />
      </Box>
    );
  }
  return (
    <Image
      src={href}
      alt={alt}
      w={size}
      h={size}
      fit="contain"
      radius="sm"
      onError={() => setBroken(true)}
      loading="lazy"
      style={{ flexShrink: 0 }}
    />
  );
}

import { vars } from '@rha/design-system';
import type { ImgHTMLAttributes } from 'react';
import styled from 'styled-components';
import type { IllustrationSource } from './illustrations';

export interface IllustrationProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height'
> {
  image: IllustrationSource;
  /**
   * For the image a visitor sees first (the hero): loaded at once and early. Every other illustration
   * waits until it scrolls near, so a satellite link spends its first seconds on what is on screen.
   */
  priority?: boolean;
}

const Image = styled.img`
  width: 100%;
  height: auto;
  border-radius: ${vars.radius.lg};
`;

/** One of the site's illustrations, scaled to its container at its own aspect ratio. */
export function Illustration({ image, priority = false, ...rest }: IllustrationProps) {
  return (
    <Image
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      {...rest}
    />
  );
}

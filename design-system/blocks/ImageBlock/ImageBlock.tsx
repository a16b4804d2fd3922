import { Container } from '@design-system/primitives/Container';
import { type ImageModel, ResponsiveImage } from '@design-system/primitives/ResponsiveImage';
import { Text } from '@design-system/primitives/Text';
import { figure } from './ImageBlock.css';

export interface ImageBlockModel {
  image: ImageModel | null;
  caption?: string;
  /** full: the whole container width; contained: the reading measure. */
  layout: 'full' | 'contained';
}

/** A single image module with an optional caption. */
export function ImageBlock({ image, caption, layout }: ImageBlockModel) {
  return (
    <Container narrow={layout === 'contained'}>
      <figure className={figure}>
        <ResponsiveImage
          image={image}
          sizes={layout === 'full' ? '(min-width: 1440px) 1440px, 100vw' : '(min-width: 768px) 42rem, 100vw'}
        />
        {caption ? (
          <Text as="figcaption" size="sm" tone="muted">
            {caption}
          </Text>
        ) : null}
      </figure>
    </Container>
  );
}

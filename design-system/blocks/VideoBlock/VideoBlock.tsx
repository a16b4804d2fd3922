import { Container } from '@design-system/primitives/Container';
import { Video, type VideoModel } from '@design-system/primitives/Video';
import { section } from './VideoBlock.css';

/** A video module: the Video primitive, the full container width or the reading measure. */
export type VideoBlockModel = VideoModel & { layout: 'full' | 'contained' };

export function VideoBlock({ layout, ...video }: VideoBlockModel) {
  return (
    <Container narrow={layout !== 'full'}>
      <div className={section}>
        <Video {...video} />
      </div>
    </Container>
  );
}

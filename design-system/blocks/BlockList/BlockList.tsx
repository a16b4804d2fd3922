import { ImageBlock, type ImageBlockModel } from '../ImageBlock';
import { TextSection, type TextSectionModel } from '../TextSection';

/** A page block as templates receive it: a view model tagged with its module type. */
export type BlockModel =
  | ({ _type: 'textSection'; _key: string } & TextSectionModel)
  | ({ _type: 'image'; _key: string } & ImageBlockModel);

export type BlockType = BlockModel['_type'];

/** Renders the page's blocks in order. */
export function BlockList({ blocks }: { blocks: BlockModel[] }) {
  return (
    <>
      {blocks.map((block) => {
        switch (block._type) {
          case 'textSection':
            return <TextSection key={block._key} {...block} />;
          case 'image':
            return <ImageBlock key={block._key} {...block} />;
          default:
            return null;
        }
      })}
    </>
  );
}

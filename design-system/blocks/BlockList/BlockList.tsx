import { StaticIsland } from '@design-system/primitives/StaticIsland';
import { type BlockModel, type BlockType, blockLoader, isStaticBlock, loadedBlock } from './blockRegistry';

export type { BlockModel, BlockType };

/** Blocks whose components take the model without its tag. */
const UNTAGGED = new Set<BlockType>(['billboardReference', 'embed']);

/** A block from its code as loaded when the island renders it (after the island's own load, if it needed one). */
function renderLoaded(type: BlockType, props: object) {
  const Loaded = loadedBlock(type);
  return Loaded ? <Loaded {...props} /> : null;
}

/**
 * Renders the page's blocks in order, each with the component its `_type` names. Block code is
 * loaded on demand (./blockRegistry): a block whose code was not loaded first renders nothing and
 * is logged. A static block renders in an island that lets a first load keep its server HTML
 * without its code (primitives/StaticIsland).
 */
export function BlockList({ blocks }: { blocks: BlockModel[] }) {
  return (
    <>
      {blocks.map((block) => {
        const { _type, _key, ...model } = block;
        const props = UNTAGGED.has(_type) ? model : block;
        const Block = loadedBlock(_type);
        if (isStaticBlock(_type)) {
          return (
            <StaticIsland key={_key} name={`the ${_type} block`} ready={Block !== undefined} load={blockLoader(_type)}>
              {() => renderLoaded(_type, props)}
            </StaticIsland>
          );
        }
        if (!Block) {
          console.warn(`[blocks] ${_type} rendered before its code was loaded (loadBlocksIn)`);
          return null;
        }
        return <Block key={_key} {...props} />;
      })}
    </>
  );
}

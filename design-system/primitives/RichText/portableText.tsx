import type { PortableTextBlock } from '@portabletext/types';
import type { ReactNode } from 'react';

/**
 * A small Portable Text renderer: the HTML that @portabletext/react gives for the block styles,
 * lists and marks editors use, without shipping that library (and its toolkit, ~7 KB gzip) to
 * browsers. Lists nest as in HTML (a deeper list inside the previous item); marks shared by
 * neighbouring spans are opened once (so a link across bold and plain text stays one link).
 * Only our own elements render: unknown styles become paragraphs, unknown marks plain text,
 * unknown block types nothing. RichText.test.tsx holds it to @portabletext/react's output.
 */

interface Span {
  _type: 'span';
  _key?: string;
  text: string;
  marks?: string[];
}
interface MarkDef {
  _key: string;
  _type: string;
  [field: string]: unknown;
}
interface Block {
  _type: string;
  _key?: string;
  style?: string;
  listItem?: string;
  level?: number;
  children: unknown[];
  markDefs?: MarkDef[];
}
interface List {
  _type: '@list';
  _key: string;
  level: number;
  listItem: string;
  children: Block[];
}
/** A mark opened over one or more spans. */
interface MarkNode {
  markType: string;
  markKey: string;
  markDef?: MarkDef;
  children: (MarkNode | string)[];
}

export interface RichTextRenderers {
  /** A block style (normal, h2, blockquote…) → element. */
  style: (style: string, children: ReactNode, key: string) => ReactNode;
  /** A mark (decorator or annotation type) → element. */
  mark: (type: string, children: ReactNode, value: MarkDef | undefined, key: string) => ReactNode;
}

const isSpan = (node: unknown): node is Span =>
  (node as Span)?._type === 'span' && typeof (node as Span).text === 'string';
const isBlock = (node: unknown): node is Block =>
  typeof (node as Block)?._type === 'string' && Array.isArray((node as Block).children);
const isListItem = (node: unknown): node is Block & { listItem: string } =>
  isBlock(node) && typeof node.listItem === 'string';

const DECORATORS = ['strong', 'em', 'code', 'underline', 'strike-through'];

/** Marks ordered so that those shared with the most following spans open first. */
function sortedMarks(children: unknown[], index: number): string[] {
  const span = children[index];
  if (!isSpan(span) || !span.marks?.length) return [];
  const runs: Record<string, number> = {};
  for (const mark of span.marks) {
    runs[mark] = 1;
    for (let next = index + 1; next < children.length; next += 1) {
      const sibling = children[next];
      if (isSpan(sibling) && sibling.marks?.includes(mark)) runs[mark] = (runs[mark] ?? 0) + 1;
      else break;
    }
  }
  return span.marks.slice().sort((a, b) => {
    const byRun = (runs[b] ?? 0) - (runs[a] ?? 0);
    if (byRun !== 0) return byRun;
    const pa = DECORATORS.indexOf(a);
    const pb = DECORATORS.indexOf(b);
    return pa === pb ? a.localeCompare(b) : pa - pb;
  });
}

/** A block's spans as a tree of marks and text (line breaks as '\n'). */
function marksTree(block: Block): (MarkNode | string)[] {
  const root: MarkNode = { markType: '', markKey: '', children: [] };
  let stack: MarkNode[] = [root];
  block.children.forEach((span, index) => {
    if (!isSpan(span)) return;
    const needed = sortedMarks(block.children, index);
    let depth = 1;
    for (; depth < stack.length; depth += 1) {
      const at = needed.indexOf(stack[depth]?.markKey ?? '');
      if (at === -1) break;
      needed.splice(at, 1);
    }
    stack = stack.slice(0, depth);
    let current = stack[stack.length - 1] as MarkNode;
    for (const markKey of needed) {
      const markDef = block.markDefs?.find((def) => def._key === markKey);
      const node: MarkNode = { markType: markDef ? markDef._type : markKey, markKey, markDef, children: [] };
      current.children.push(node);
      stack.push(node);
      current = node;
    }
    const lines = span.text.split('\n');
    lines.forEach((line, i) => {
      if (i > 0) current.children.push('\n');
      current.children.push(line);
    });
  });
  return root.children;
}

/** Consecutive list items as lists, a deeper level nested in the previous item (HTML nesting). */
function nestLists(blocks: unknown[]): (Block | List)[] {
  const tree: (Block | List)[] = [];
  let current: List | undefined;
  const listFor = (block: Block & { listItem: string }, index: number, level: number, children: Block[]): List => ({
    _type: '@list',
    _key: `${block._key ?? index}-parent${level === (block.level ?? 1) ? '' : `-${level}`}`,
    level,
    listItem: block.listItem,
    children,
  });
  const appendTo = (parent: List, child: List) => {
    const last = parent.children[parent.children.length - 1];
    if (last) parent.children[parent.children.length - 1] = { ...last, children: [...last.children, child] };
  };
  const create = (block: Block & { listItem: string }, index: number, startLevel: number) => {
    const level = block.level ?? 1;
    const childrenAt = (listLevel: number): Block[] =>
      listLevel === level
        ? [block]
        : [{ ...block, _key: `${block._key ?? index}-placeholder-${listLevel}`, children: [], level: listLevel }];
    const root = listFor(block, index, startLevel + 1, childrenAt(startLevel + 1));
    let deepest = root;
    for (let listLevel = startLevel + 2; listLevel <= level; listLevel += 1) {
      const list = listFor(block, index, listLevel, childrenAt(listLevel));
      appendTo(deepest, list);
      deepest = list;
    }
    return { root, deepest };
  };
  const findList = (node: unknown, level: number, listItem: string): List | undefined => {
    const list = node as List;
    if (list?._type === '@list' && list.level === level && list.listItem === listItem) return list;
    const children = (node as { children?: unknown[] })?.children;
    const last = children?.[children.length - 1];
    return last && !isSpan(last) ? findList(last, level, listItem) : undefined;
  };
  blocks.forEach((block, index) => {
    if (!isListItem(block)) {
      if (block) tree.push(block as Block);
      current = undefined;
      return;
    }
    const level = block.level ?? 1;
    if (current && level === current.level && block.listItem === current.listItem) {
      current.children.push(block);
      return;
    }
    if (current && level > current.level) {
      const { root, deepest } = create(block, index, current.level);
      appendTo(current, root);
      current = deepest;
      return;
    }
    const match = current && level < current.level ? findList(tree[tree.length - 1], level, block.listItem) : undefined;
    if (match) {
      current = match;
      current.children.push(block);
      return;
    }
    const { root, deepest } = create(block, index, 0);
    tree.push(root);
    current = deepest;
  });
  return tree;
}

function renderMarks(nodes: (MarkNode | string)[], renderers: RichTextRenderers, keyPrefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}-${index}`;
    if (typeof node === 'string') return node === '\n' ? <br key={key} /> : node;
    return renderers.mark(node.markType, renderMarks(node.children, renderers, key), node.markDef, key);
  });
}

function renderNode(node: Block | List, index: number, renderers: RichTextRenderers): ReactNode {
  const key = node._key ?? `node-${index}`;
  if (node._type === '@list') {
    const list = node as List;
    const items = list.children.map((item, i) =>
      renderNode(item._key ? item : { ...item, _key: `li-${index}-${i}` }, i, renderers),
    );
    return list.listItem === 'number' ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
  }
  const block = node as Block;
  if (block._type !== 'block') return null;
  const nested = block.children.filter((child): child is List => (child as List)?._type === '@list');
  const inline = renderMarks(marksTree(block), renderers, key);
  if (typeof block.listItem === 'string') {
    const content = block.style && block.style !== 'normal' ? renderers.style(block.style, inline, key) : inline;
    return (
      <li key={key}>
        {content}
        {nested.map((list, i) => renderNode(list, i, renderers))}
      </li>
    );
  }
  return renderers.style(block.style ?? 'normal', inline, key);
}

/** Renders Portable Text blocks with the given element choices. */
export function renderPortableText(value: PortableTextBlock[], renderers: RichTextRenderers): ReactNode[] {
  return nestLists(Array.isArray(value) ? value : []).map((node, index) => renderNode(node, index, renderers));
}

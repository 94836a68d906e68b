/**
 * A nested-boxes layout of a statechart, as plain numbers for an SVG: each state is a box holding
 * its name, its outgoing transitions as lines of text, and its child states below them (parallel
 * regions side by side, other children packed in rows). No edge routing: readable at any size.
 */
import type { ChartTransition, Statechart } from './statechart.js';

export interface LayoutLine {
  transitionId: string;
  text: string;
  x: number;
  y: number;
}

export interface LayoutBox {
  id: string;
  label: string;
  type: string;
  initial: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
  depth: number;
  lines: LayoutLine[];
}

export interface StatechartLayout {
  width: number;
  height: number;
  boxes: LayoutBox[];
}

const CHAR = 6.6;
const LINE = 15;
const HEADER = 20;
const PAD = 8;
const GAP = 10;
const MIN_WIDTH = 90;
const MAX_ROW = 760;

/** One line of text for a transition: `wizard.next → mapping [allRequiredMapped]`. */
export function transitionText(t: ChartTransition, keyOf: (id: string) => string): string {
  const targets = t.targets.length ? t.targets.map(keyOf).join(', ') : '(stays)';
  return `${t.label} → ${targets}${t.guard ? ` [${t.guard}]` : ''}`;
}

/** Lays out `chart` as nested boxes. */
export function layoutStatechart(chart: Statechart): StatechartLayout {
  const nodes = new Map(chart.nodes.map((n) => [n.id, n]));
  const keyOf = (id: string) => nodes.get(id)?.key ?? id;
  const outgoing = new Map<string, ChartTransition[]>();
  for (const t of chart.transitions) {
    const list = outgoing.get(t.source);
    if (list) list.push(t);
    else outgoing.set(t.source, [t]);
  }
  interface Sized {
    id: string;
    width: number;
    height: number;
    texts: { id: string; text: string }[];
    children: { sized: Sized; dx: number; dy: number }[];
  }

  const size = (id: string): Sized => {
    const node = nodes.get(id);
    if (!node) throw new Error(`unknown state node ${id}`);
    const texts = (outgoing.get(id) ?? []).map((t) => ({ id: t.id, text: transitionText(t, keyOf) }));
    const children = node.children.map(size);
    let width = Math.max(MIN_WIDTH, (node.key.length + 4) * CHAR, ...texts.map((t) => t.text.length * CHAR)) + 2 * PAD;
    const top = HEADER + texts.length * LINE + (children.length ? PAD : 0);
    const placed: Sized['children'] = [];
    let innerWidth = 0;
    let y = top;
    let x = PAD;
    let rowHeight = 0;
    const rowLimit = node.type === 'parallel' ? Infinity : Math.max(MAX_ROW, ...children.map((c) => c.width));
    for (const child of children) {
      if (x > PAD && x + child.width > rowLimit + PAD) {
        y += rowHeight + GAP;
        x = PAD;
        rowHeight = 0;
      }
      placed.push({ sized: child, dx: x, dy: y });
      x += child.width + GAP;
      rowHeight = Math.max(rowHeight, child.height);
      innerWidth = Math.max(innerWidth, x - GAP + PAD);
    }
    width = Math.max(width, innerWidth);
    const height = children.length ? y + rowHeight + PAD : top + PAD / 2;
    return { id, width, height, texts, children: placed };
  };

  const boxes: LayoutBox[] = [];
  const place = (sized: Sized, x: number, y: number, depth: number) => {
    const node = nodes.get(sized.id);
    const parent = node?.parentId ? nodes.get(node.parentId) : undefined;
    boxes.push({
      id: sized.id,
      label: depth === 0 ? chart.machineId : (node?.key ?? sized.id),
      type: node?.type ?? 'atomic',
      initial: parent?.initial === sized.id,
      x,
      y,
      width: sized.width,
      height: sized.height,
      depth,
      lines: sized.texts.map((t, i) => ({
        transitionId: t.id,
        text: t.text,
        x: x + PAD,
        y: y + HEADER + (i + 0.75) * LINE,
      })),
    });
    for (const child of sized.children) place(child.sized, x + child.dx, y + child.dy, depth + 1);
  };
  const root = size(chart.rootId);
  place(root, 0, 0, 0);
  return { width: root.width, height: root.height, boxes };
}

import { NETWORK_LEVEL, NETWORK_LEVELS, type NetworkLevel, type NetworkNode, networkLabel } from '@portal/shared/network';

/** What the network picker hands its form: the site chosen. */
export interface NetworkChoice {
  id: number;
  code: string;
  name: string;
  level: NetworkLevel;
}

/** Which sites a picker lets a shipper choose: some levels, perhaps only those that take parcels in. */
export interface ChoiceRule {
  levels: readonly NetworkLevel[];
  dropOffOnly: boolean;
}
export const ANY_SITE: ChoiceRule = { levels: NETWORK_LEVELS, dropOffOnly: false };

/** A closed site is never chosen; the others as the rule says (the rest only open to their children). */
export const isChoosable = (node: NetworkNode, rule: ChoiceRule): boolean =>
  !node.disabled && rule.levels.includes(node.level) && (!rule.dropOffOnly || node.dropOff);

export const choiceOf = (node: NetworkNode): NetworkChoice => ({ id: node.id, code: node.code, name: node.name, level: node.level });

/** A node as antd's TreeSelect draws it; children not loaded yet are left undefined, so opening the node loads them. */
export interface PickerTreeNode {
  key: number;
  value: number;
  title: string;
  isLeaf: boolean;
  disabled: boolean;
  selectable: boolean;
  children?: PickerTreeNode[];
}

export function pickerTree(nodes: readonly NetworkNode[], rule: ChoiceRule, loaded: ReadonlySet<number>): PickerTreeNode[] {
  return nodes.map((n) => ({
    key: n.id,
    value: n.id,
    title: networkLabel(n),
    // An outlet has nothing under it; a site whose children came (none) is a leaf too.
    isLeaf: n.level === NETWORK_LEVEL.OUTLET || (loaded.has(n.id) && n.children.length === 0),
    disabled: n.disabled,
    selectable: isChoosable(n, rule),
    ...(loaded.has(n.id) ? { children: pickerTree(n.children, rule, loaded) } : {}),
  }));
}

/** The tree with node `id`'s children put in. */
export const withChildren = (nodes: readonly NetworkNode[], id: number, children: NetworkNode[]): NetworkNode[] =>
  nodes.map((n) => (n.id === id ? { ...n, children } : n.children.length ? { ...n, children: withChildren(n.children, id, children) } : n));

/** The nodes that came with their children (the line down to the user's own site at the first load): open from the start. */
export function openedIds(nodes: readonly NetworkNode[]): number[] {
  return nodes.flatMap((n) => (n.children.length ? [n.id, ...openedIds(n.children)] : []));
}

/** Every node of the tree by id, for naming a choice. */
export function nodesById(nodes: readonly NetworkNode[], into = new Map<number, NetworkNode>()): Map<number, NetworkNode> {
  for (const n of nodes) {
    into.set(n.id, n);
    nodesById(n.children, into);
  }
  return into;
}

/**
 * The DOM id of a node's control (`title`, `up`, `down`, …), safe in id lists such as
 * aria-describedby whatever characters the menu id holds.
 */
export const nodeDomId = (nodeId: string, part: string): string =>
  `menu-node-${part}-${nodeId.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.codePointAt(0)}_`)}`;

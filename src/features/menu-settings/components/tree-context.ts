import type { MenuNode } from '../../../domain/navigation/contracts.ts';
import type { MenuProblems } from '../menu-problems.ts';

/** What every row of the tree needs: state to show and the edits it may start. */
export interface TreeContext {
  nodes: readonly MenuNode[];
  expanded: ReadonlySet<string>;
  toggle: (id: string) => void;
  matches: ReadonlySet<string>;
  currentId: string | undefined;
  problems: MenuProblems;
  edit: (id: string) => void;
  addChild: (id: string) => void;
  remove: (id: string) => void;
  move: (id: string, delta: -1 | 1) => void;
}

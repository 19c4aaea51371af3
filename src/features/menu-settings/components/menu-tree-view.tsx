import Box from '@mui/material/Box';
import type { MenuNode } from '../../../domain/navigation/contracts.ts';
import { MenuTreeNode } from './menu-tree-node.tsx';
import type { TreeContext } from './tree-context.ts';

interface NodeListProps {
  nodes: readonly MenuNode[];
  depth: number;
  ctx: TreeContext;
  label?: string;
}

function NodeList({ nodes, depth, ctx, label }: NodeListProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0 }}>
      {nodes.map((node, index) => (
        <MenuTreeNode key={node.id} node={node} index={index} siblings={nodes.length} depth={depth} ctx={ctx}>
          <NodeList nodes={node.children ?? []} depth={depth + 1} ctx={ctx} />
        </MenuTreeNode>
      ))}
    </Box>
  );
}

/**
 * The editable menu as nested lists of buttons: every action is a labelled button in tab order, so
 * the tree works from the keyboard and with screen readers without a custom key scheme.
 */
export function MenuTreeView({ ctx, label }: { ctx: TreeContext; label: string }) {
  return <NodeList nodes={ctx.nodes} depth={0} ctx={ctx} label={label} />;
}

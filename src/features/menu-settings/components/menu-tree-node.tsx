import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavIcon } from '../../../components/nav-icon.tsx';
import type { MenuNode } from '../../../domain/navigation/contracts.ts';
import { MENU_SETTINGS_NS } from '../i18n.ts';
import { problemText } from '../menu-problems.ts';
import { canHaveChildren } from '../menu-tree.ts';
import { nodeDomId } from '../node-dom-id.ts';
import type { TreeContext } from './tree-context.ts';
import { NodeTypeIcon } from './node-type-icon.tsx';

interface MenuTreeNodeProps {
  node: MenuNode;
  index: number;
  siblings: number;
  depth: number;
  ctx: TreeContext;
  children?: ReactNode;
}

/** One row of the editable tree: expand, type, title (opens the dialog), add child, move, delete. */
export function MenuTreeNode({ node, index, siblings, depth, ctx, children }: MenuTreeNodeProps) {
  const { t } = useTranslation(MENU_SETTINGS_NS);
  const label = node.title || t(`types.${node.type}`);
  const hasChildren = Boolean(node.children?.length);
  const open = ctx.expanded.has(node.id);
  const isMatch = ctx.matches.has(node.id);
  const isCurrent = ctx.currentId === node.id;
  const problems = ctx.problems.byNode[node.id];
  const problemsId = nodeDomId(node.id, 'problems');
  const id = (part: string) => nodeDomId(node.id, part);

  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box
        data-match={isMatch || undefined}
        data-current-match={isCurrent || undefined}
        sx={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 0.5,
          paddingInlineStart: depth * 3,
          paddingBlock: 0.25,
          borderRadius: 1,
          bgcolor: isMatch ? alpha(theme.palette.warning.main, isCurrent ? 0.35 : 0.15) : undefined,
          outline: isCurrent ? `2px solid ${theme.palette.warning.dark}` : undefined,
          '&:hover': { bgcolor: isMatch ? undefined : 'action.hover' },
        })}
      >
        {hasChildren ? (
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={t(open ? 'actions.collapse' : 'actions.expand', { title: label })}
            onClick={() => ctx.toggle(node.id)}
          >
            {open ? (
              <ExpandMoreIcon fontSize="small" />
            ) : (
              <ChevronRightIcon fontSize="small" sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
            )}
          </IconButton>
        ) : (
          <Box sx={{ width: 34, flexShrink: 0 }} />
        )}
        <NodeTypeIcon type={node.type} />
        <NavIcon name={node.icon} fontSize="small" color="action" />
        <Button
          id={id('title')}
          size="small"
          onClick={() => ctx.edit(node.id)}
          aria-current={isCurrent ? 'true' : undefined}
          aria-describedby={problems ? problemsId : undefined}
          color={problems ? 'error' : 'primary'}
          sx={{ textTransform: 'none', fontWeight: depth === 0 ? 600 : 400 }}
        >
          {label}
        </Button>
        {node.url && (
          <Typography variant="caption" color="text.secondary" dir="ltr">
            {node.url}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        {canHaveChildren(node.type) && (
          <IconButton size="small" aria-label={t('actions.addChild', { title: label })} onClick={() => ctx.addChild(node.id)}>
            <AddIcon fontSize="small" />
          </IconButton>
        )}
        <IconButton
          id={id('up')}
          size="small"
          aria-label={t('actions.moveUp', { title: label })}
          disabled={index === 0}
          onClick={() => ctx.move(node.id, -1)}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          id={id('down')}
          size="small"
          aria-label={t('actions.moveDown', { title: label })}
          disabled={index === siblings - 1}
          onClick={() => ctx.move(node.id, 1)}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" color="error" aria-label={t('actions.remove', { title: label })} onClick={() => ctx.remove(node.id)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
        {problems && (
          <Typography id={problemsId} variant="caption" color="error" sx={{ flexBasis: '100%', paddingInlineStart: 5 }}>
            {problems.map((p) => problemText(p)).join(' · ')}
          </Typography>
        )}
      </Box>
      {hasChildren && open && children}
    </Box>
  );
}

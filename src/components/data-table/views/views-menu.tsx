import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import CheckIcon from '@mui/icons-material/Check';
import PublicIcon from '@mui/icons-material/Public';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnLayout } from '../../../domain/lists/layout.ts';
import type { SavedView } from '../../../domain/lists/views.ts';
import { KIT_NS } from '../../../lib/kit-i18n.ts';
import type { ListMemory } from '../../../lib/lists/use-list-view.ts';
import { usePageAccess } from '../../../lib/page-access.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../confirm-dialog.tsx';
import { ViewNameDialog } from './view-name-dialog.tsx';

interface ViewsMenuProps {
  memory: ListMemory;
  /** The grid's columns now, kept with a view saved; applying a view with columns shows them. */
  columns?: { layout: ColumnLayout | undefined; onLayoutChange: (layout: ColumnLayout) => void };
}

type Asking = 'saveAs' | 'rename' | 'remove' | null;

/**
 * The Views menu above a list: the user's saved views and the published ones, to apply; Save view
 * as…, and for the view applied (if it is the user's, or an administrator's published one) Save,
 * Rename, Set as default and Delete.
 */
export function ViewsMenu({ memory, columns }: ViewsMenuProps) {
  const { t } = useTranslation(KIT_NS);
  const isAdmin = usePageAccess((s) => s.isAdmin);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const menuId = useId();
  const { views, applied, query } = memory;
  const editable = applied && (applied.mine || (isAdmin && applied.published)) ? applied : undefined;
  const layout = columns?.layout ?? null;

  const close = () => setAnchor(null);
  const choose = (view: SavedView) => {
    close();
    memory.apply(view);
    if (view.layout && columns) columns.onLayoutChange(view.layout);
  };
  const run = (work: () => Promise<string>) => {
    close();
    work().then(toast.success, toast.failure);
  };
  const ask = (what: Asking) => {
    close();
    setAsking(what);
  };
  const secondary = (view: SavedView) =>
    [
      view.isDefault ? t('views.isDefault') : '',
      view.published ? (view.mine ? t('views.publishedMine') : t('views.published', { name: view.ownerName })) : '',
    ]
      .filter(Boolean)
      .join(' · ') || undefined;

  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarksOutlinedIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          views.refresh();
        }}
      >
        {applied ? t('views.buttonWith', { name: applied.name }) : t('views.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ list: { 'aria-label': t('views.menu') } }}>
        {views.views.length === 0 && <MenuItem disabled>{t('views.none')}</MenuItem>}
        {views.views.map((view) => (
          <MenuItem key={view.id} selected={view.id === applied?.id} onClick={() => choose(view)}>
            <ListItemIcon>
              {view.id === applied?.id ? <CheckIcon fontSize="small" /> : view.published ? <PublicIcon fontSize="small" /> : null}
            </ListItemIcon>
            <ListItemText primary={view.name} secondary={secondary(view)} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => ask('saveAs')}>{t('views.saveAs')}</MenuItem>
        {editable && [
          <MenuItem key="save" onClick={() => run(() => views.change(editable, { query, layout: layout ?? editable.layout }))}>
            {t('views.save')}
          </MenuItem>,
          <MenuItem key="rename" onClick={() => ask('rename')}>
            {t('views.rename')}
          </MenuItem>,
          !editable.isDefault && (
            <MenuItem key="default" onClick={() => run(() => views.change(editable, { isDefault: true }))}>
              {t('views.setDefault')}
            </MenuItem>
          ),
          <MenuItem key="remove" onClick={() => ask('remove')}>
            {t('views.remove')}
          </MenuItem>,
        ]}
      </Menu>
      {asking === 'saveAs' && (
        <ViewNameDialog
          title={t('views.saveAsTitle')}
          initial={{ name: '', isDefault: false, published: false }}
          choices={{ publish: isAdmin }}
          onSave={async (values) => {
            const { message, view } = await views.create({ ...values, query, layout });
            memory.markApplied(view);
            return message;
          }}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'rename' && editable && (
        <ViewNameDialog
          title={t('views.renameTitle')}
          initial={{ name: editable.name, isDefault: editable.isDefault, published: editable.published }}
          choices={null}
          onSave={(values) => views.change(editable, { name: values.name })}
          onClose={() => setAsking(null)}
        />
      )}
      <ConfirmDialog
        open={asking === 'remove' && Boolean(editable)}
        title={t('views.removeTitle')}
        text={t('views.removeText', { name: editable?.name ?? '' })}
        confirmLabel={t('views.removeConfirm')}
        cancelLabel={t('views.cancel')}
        danger
        onConfirm={() => (editable ? views.remove(editable).then(toast.success) : undefined)}
        onClose={() => setAsking(null)}
      />
    </>
  );
}

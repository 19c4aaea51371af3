import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RuleMatchCount } from '../../../components/rule-builder/rule-match-count.tsx';
import { useRulePreview } from '../../../components/rule-builder/use-rule-preview.ts';
import type { RrpPreviewRow } from '../../../domain/pricing/rrp-rule.ts';
import { RRP_FIELDS } from '../../../domain/pricing/rrp-fields.ts';
import { useFailureToast } from '../../../lib/query/use-failure-toast.ts';
import { previewRrpRule } from '../api/preview-rrp-rule.ts';
import { PRICING_NS } from '../i18n.ts';
import { RRP_RESOURCE } from './use-rrp-rule.ts';

const PREVIEW_ROWS = 10;
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rrpOf = (row: RrpPreviewRow) =>
  row.rrpFrom === null || row.rrpTo === null
    ? '—'
    : row.rrpFrom === row.rrpTo
      ? money(row.rrpFrom)
      : `${money(row.rrpFrom)} – ${money(row.rrpTo)}`;

/** What the unsaved rule selects now: its count and first products with their RRP, asked once typing stops. */
export function RrpPreviewPanel({ tree }: { tree: unknown }) {
  const { t } = useTranslation(PRICING_NS);
  const { complete, preview } = useRulePreview(tree, RRP_FIELDS, [RRP_RESOURCE, 'preview'], (json, signal) =>
    previewRrpRule(json, PREVIEW_ROWS, signal),
  );
  useFailureToast(preview.error, preview.errorUpdatedAt);
  const columns = ['pId', 'name', 'brand', 'department', 'groupCode', 'price', 'rrp'] as const;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="rrp-preview-title" sx={{ p: 2, mb: 2 }}>
      <Typography id="rrp-preview-title" component="h2" variant="h6">
        {t('preview.title')}
      </Typography>
      <RuleMatchCount complete={complete} count={complete ? preview.data?.totalRecords : undefined} />
      {complete && preview.data && (
        <Table size="small" aria-label={t('preview.tableLabel')}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c}>{t(`preview.${c}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.data.records.map((row) => (
              <TableRow key={row.pId}>
                <TableCell>{row.pId}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.brand}</TableCell>
                <TableCell>{row.department}</TableCell>
                <TableCell dir="ltr">{row.groupCode}</TableCell>
                <TableCell dir="ltr">{money(row.price)}</TableCell>
                <TableCell dir="ltr">{rrpOf(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

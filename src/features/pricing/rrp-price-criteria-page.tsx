import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RRP_PAGE } from '../../domain/pricing/paths.ts';
import { Screen } from '../../components/screen.tsx';
import { usePageLevel } from '../../lib/page-access.ts';
import { PRICING_NS } from './i18n.ts';
import { RrpEditor } from './rrp/rrp-editor.tsx';
import { RrpHistory } from './rrp/rrp-history.tsx';
import { useRrpRule } from './rrp/use-rrp-rule.ts';

/** RRP Price Criteria (spec 001 §2): the rule editor, Add or Update, the live preview and the history. */
export function RrpPriceCriteriaPage() {
  const { t } = useTranslation(PRICING_NS);
  const rrp = useRrpRule();
  const mayChange = usePageLevel(RRP_PAGE) === 'L2';
  return (
    <Screen title={t('title')}>
      <Typography sx={{ mb: 2 }}>{t('caption')}</Typography>
      {rrp.loaded ? (
        <RrpEditor
          key={rrp.rule?.id ?? 'new'}
          rule={rrp.rule}
          saving={rrp.saving}
          readOnlyReason={mayChange ? undefined : t('readOnlyReason')}
          onSave={(tree, revision) => rrp.save(tree, revision)}
        />
      ) : (
        <CircularProgress aria-label={t('loading')} />
      )}
      <RrpHistory />
    </Screen>
  );
}

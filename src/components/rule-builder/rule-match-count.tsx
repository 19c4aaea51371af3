import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../../lib/i18n-common.ts';
import { RULE_BUILDER_NS } from './rule-builder-i18n.ts';

/** How many products a rule selects now, announced as it changes; what to do while the rule is incomplete. */
export function RuleMatchCount({ complete, count }: { complete: boolean; count: number | undefined }) {
  const { t } = useTranslation(RULE_BUILDER_NS);
  if (!complete) return <Typography color="text.secondary">{t('preview.incomplete')}</Typography>;
  if (count === undefined) return <Typography color="text.secondary">{t('loading', { ns: COMMON_NS })}</Typography>;
  return (
    <Typography role="status" sx={{ mb: 1 }}>
      {t('preview.count', { count })}
    </Typography>
  );
}

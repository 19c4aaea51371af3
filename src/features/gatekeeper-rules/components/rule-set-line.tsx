import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RuleSetName } from '../../../domain/gatekeeper/constants.ts';
import { HistoryButton } from '../../../components/history/history-button.tsx';
import { ruleSetRecordId, type RuleSetSummary } from '../../../domain/gatekeeper/rules/contracts.ts';
import { formatDateTime, useTimeZone } from '../../../lib/date-time.ts';
import { GATEKEEPER_RULES_NS } from '../i18n.ts';

interface RuleSetLineProps {
  n: number;
  set: RuleSetName;
  summary: RuleSetSummary | null;
  onOpen: () => void;
}

/** 'Rule 1 Eligibility': the underlined keyword opens the set's upload drawer. */
export function RuleSetLine({ n, set, summary, onOpen }: RuleSetLineProps) {
  const { t } = useTranslation(GATEKEEPER_RULES_NS);
  const timeZone = useTimeZone();
  const setName = t(`sets.${set}`);
  const updated =
    summary?.updatedName && summary.updatedDateUTC
      ? t('updated', { name: summary.updatedName, date: formatDateTime(summary.updatedDateUTC, timeZone) })
      : null;

  return (
    <Box component="li" sx={{ py: 1.5 }}>
      <Typography variant="h6" component="h2">
        {t('rule', { n })}{' '}
        <Link
          component="button"
          type="button"
          variant="h6"
          underline="always"
          onClick={onOpen}
          aria-label={t('openSet', { set: setName })}
          sx={{ verticalAlign: 'baseline' }}
        >
          {setName}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`setHints.${set}`)}
      </Typography>
      {summary && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('rowCount', { count: summary.rowCount })}
            {updated ? ` · ${updated}` : ''}
          </Typography>
          {summary.revision > 0 && (
            <HistoryButton
              entity="gatekeeper-rule-set"
              id={ruleSetRecordId(set)}
              name={setName}
              labelOf={(field) => t(`fields.${field}`, { defaultValue: field })}
            />
          )}
        </Box>
      )}
    </Box>
  );
}

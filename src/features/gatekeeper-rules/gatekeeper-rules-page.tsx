import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/screen.tsx';
import { RULE_SETS } from '../../domain/gatekeeper/constants.ts';
import { RuleSetDrawer } from './components/rule-set-drawer.tsx';
import { RuleSetLine } from './components/rule-set-line.tsx';
import { GATEKEEPER_RULES_NS } from './i18n.ts';
import { useGatekeeperRules } from './use-gatekeeper-rules.ts';

/** /apps/gatekeeper-rules: the three rule sets, each maintained by CSV upload (spec 002). */
export function GatekeeperRulesPage() {
  const { t } = useTranslation(GATEKEEPER_RULES_NS);
  const page = useGatekeeperRules();
  const open = page.openSet;

  return (
    <Screen title={t('title')}>
      <Typography color="text.secondary">{t('intro')}</Typography>
      {page.failed && (
        <Alert severity="error" action={<Button onClick={() => void page.load()}>{t('retry')}</Button>}>
          {t('loadFailed')}
        </Alert>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {RULE_SETS.map((set, i) => (
          <RuleSetLine key={set} n={i + 1} set={set} summary={page.summaryOf(set)} onOpen={() => page.setOpenSet(set)} />
        ))}
      </Box>
      {open && (
        <RuleSetDrawer
          set={open}
          summary={page.summaryOf(open)}
          onClose={() => page.setOpenSet(null)}
          onUpload={page.upload}
          onDownloadSample={() => void page.downloadSample(open)}
          onDownloadCurrent={() => void page.downloadCurrent(open)}
          downloading={page.downloading}
        />
      )}
    </Screen>
  );
}

import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DisabledOption } from '../../../components/disabled-option.tsx';
import { UploadDrawer } from '../../../components/upload-drawer.tsx';
import type { RuleSetName } from '../../../domain/gatekeeper/constants.ts';
import { GATEKEEPER_MESSAGES } from '../../../domain/gatekeeper/messages.ts';
import { RULE_UPLOAD_MAX_BYTES, type RuleSetSummary } from '../../../domain/gatekeeper/rules/contracts.ts';
import { sayHere } from '../../../lib/words.ts';
import { GATEKEEPER_RULES_NS } from '../i18n.ts';

interface RuleSetDrawerProps {
  set: RuleSetName;
  summary: RuleSetSummary | null;
  onClose: () => void;
  onUpload: (file: File) => Promise<string>;
  onDownloadSample: () => void;
  onDownloadCurrent: () => void;
  downloading: boolean;
}

/**
 * The upload drawer of one set (spec 002 /apps/gatekeeper-rules): with no rows 'No Data Found' and
 * the sample format; with rows a warning that an upload replaces them, and the current rules.
 */
export function RuleSetDrawer({ set, summary, onClose, onUpload, onDownloadSample, onDownloadCurrent, downloading }: RuleSetDrawerProps) {
  const { t } = useTranslation(GATEKEEPER_RULES_NS);
  const setName = t(`sets.${set}`);
  const hasData = (summary?.rowCount ?? 0) > 0;

  return (
    <UploadDrawer
      open
      title={t('drawerTitle', { set: setName })}
      onClose={onClose}
      accept={['.csv']}
      maxBytes={RULE_UPLOAD_MAX_BYTES}
      typeError={sayHere(GATEKEEPER_MESSAGES.onlyCsv)}
      onUpload={onUpload}
      submitLabel={t('uploadRules')}
      wrapSubmit={(button) => <DisabledOption path="/apps/gatekeeper-rules">{button}</DisabledOption>}
    >
      {hasData ? (
        <>
          <Alert severity="warning">{t('replaceWarning', { set: setName })}</Alert>
          <Typography variant="body2">{t('rowCount', { count: summary?.rowCount ?? 0 })}</Typography>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onDownloadCurrent} disabled={downloading}>
            {t('downloadCurrent')}
          </Button>
        </>
      ) : (
        <>
          <Typography role="status">{t('noData')}</Typography>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onDownloadSample} disabled={downloading}>
            {t('downloadSample')}
          </Button>
        </>
      )}
    </UploadDrawer>
  );
}

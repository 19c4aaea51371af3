import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { cloneElement, useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../lib/i18n-common.ts';
import { useCurrentPage } from '../lib/current-page.ts';
import { usePageLevel } from '../lib/page-access.ts';

interface DisabledOptionProps {
  /** The control to guard; it must accept a `disabled` prop. */
  children: ReactElement<{ disabled?: boolean }>;
  /** The navigation entry to check; the page on screen by default. */
  path?: string;
}

/**
 * Spec 000 §2: a control stays greyed out, with the tooltip 'This option is Disabled', unless the
 * navigation entry of the page carries level L2. The server refuses the action anyway; this only
 * tells the user before they try. Needs a router (it reads the current location).
 */
export function DisabledOption({ children, path }: DisabledOptionProps) {
  const { t } = useTranslation(COMMON_NS);
  const page = useCurrentPage();
  const level = usePageLevel(path ?? page);
  const reasonId = useId();

  if (level === 'L2') return children;

  const reason = t('optionDisabled');
  return (
    <>
      <Tooltip title={reason} describeChild>
        {/* A disabled control fires no events, so the tooltip hangs on this wrapper; it takes focus so
            keyboard users reach the explanation too. */}
        <Box component="span" tabIndex={0} aria-describedby={reasonId} sx={{ display: 'inline-flex', cursor: 'not-allowed' }}>
          {cloneElement(children, { disabled: true })}
        </Box>
      </Tooltip>
      {/* The description outlives the tooltip, which is only in the DOM while shown. */}
      <Box component="span" id={reasonId} hidden>
        {reason}
      </Box>
    </>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IdAutocomplete } from '../../../components/id-autocomplete.tsx';
import type { AdminUser } from '../../../domain/users/contracts.ts';
import { useUserLookup } from '../../../lib/lookups/user-lookup.ts';
import { USER_ACCESS_NS } from '../i18n.ts';
import type { AccessForm } from '../use-access-form.ts';

/** 'Copy access from another user': their grants replace the levels below, to be saved with Save. */
export function CopyAccess({ user, access }: { user: AdminUser; access: AccessForm }) {
  const { t } = useTranslation(USER_ACCESS_NS);
  const users = useUserLookup();
  const [sourceId, setSourceId] = useState<number | null>(null);
  const [copying, setCopying] = useState(false);
  const source = users.options.find((u) => u.id === sourceId);

  const copy = async () => {
    if (!source) return;
    setCopying(true);
    await access.copyFrom(source);
    setCopying(false);
  };

  return (
    <Box component="section" aria-label={t('access.copyFrom')} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          <IdAutocomplete
            label={t('access.copyFrom')}
            {...users}
            options={users.options.filter((u) => u.id !== user.id)}
            value={sourceId}
            onChange={setSourceId}
            minWidth={0}
          />
        </Box>
        <Button variant="outlined" onClick={() => void copy()} disabled={!source || copying}>
          {t('access.copy')}
        </Button>
      </Box>
      {access.copiedFrom && (
        <Alert severity="info" role="status">
          {t('access.copied', { name: access.copiedFrom })}
        </Alert>
      )}
    </Box>
  );
}

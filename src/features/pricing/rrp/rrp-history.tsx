import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RRP_ACTION } from '../../../domain/pricing/rrp-fields.ts';
import { formatDateTime, useTimeZone } from '../../../lib/date-time.ts';
import { useFailureToast } from '../../../lib/query/use-failure-toast.ts';
import { getRrpHistory } from '../api/get-rrp-history.ts';
import { PRICING_NS } from '../i18n.ts';
import { RRP_RESOURCE } from './use-rrp-rule.ts';

const PAGE_SIZE = 10;

/** Who changed the rule and when, with the rule before and after, newest first. */
export function RrpHistory() {
  const { t } = useTranslation(PRICING_NS);
  const timeZone = useTimeZone();
  const [index, setIndex] = useState(1);
  const history = useQuery({
    queryKey: [RRP_RESOURCE, 'history', index],
    queryFn: ({ signal }) => getRrpHistory(RRP_ACTION, { index, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  useFailureToast(history.error, history.errorUpdatedAt);
  const page = history.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="rrp-history-title" sx={{ p: 2 }}>
      <Typography id="rrp-history-title" component="h2" variant="h6">
        {t('history.title')}
      </Typography>
      {page && page.totalRecords === 0 && <Typography color="text.secondary">{t('history.none')}</Typography>}
      <List aria-labelledby="rrp-history-title">
        {page?.records.map((entry) => (
          <ListItem key={entry.id} divider alignItems="flex-start">
            <ListItemText
              primary={t(`history.${entry.change}`, { name: entry.changedName, time: formatDateTime(entry.changedDateUTC, timeZone) })}
              secondary={
                <>
                  {entry.before && (
                    <Typography component="span" variant="body2" dir="ltr" sx={{ display: 'block' }}>
                      {t('history.before')}: {entry.before.queryString}
                    </Typography>
                  )}
                  <Typography component="span" variant="body2" dir="ltr" sx={{ display: 'block' }}>
                    {t('history.after')}: {entry.after.queryString}
                  </Typography>
                </>
              }
            />
          </ListItem>
        ))}
      </List>
      {page && page.totalRecords > PAGE_SIZE && (
        <Pagination count={Math.ceil(page.totalRecords / PAGE_SIZE)} page={index} onChange={(_, next) => setIndex(next)} />
      )}
    </Paper>
  );
}

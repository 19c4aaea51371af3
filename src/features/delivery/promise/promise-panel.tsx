import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IdSelect } from '../../../components/id-select.tsx';
import { useAreaLookup, useCountryLookup, useStateLookup } from '../../../lib/lookups/reference-lookups.ts';
import { useDeliveryLabelLookup, useDeliveryTypeLookup } from '../../../lib/lookups/shipment-lookups.ts';
import { useInventoryCountries } from '../api/use-inventory-countries.ts';
import { CodeSelect } from '../code-select.tsx';
import { DELIVERY_NS } from '../i18n.ts';
import { usePromiseTester } from './use-promise-tester.ts';

/** The delivery promise tester (docs/delivery-promise.md): ask the timelines when an order would arrive. */
export function PromisePanel() {
  const { t } = useTranslation(DELIVERY_NS);
  const { question: q, change, complete, asking, answer, ask } = usePromiseTester();
  const titleId = useId();
  const states = useStateLookup(q.shippingCountryId, q.shippingCountryId !== null);
  const areas = useAreaLookup(q.shippingStateId, q.shippingStateId !== null);
  const types = useDeliveryTypeLookup();
  const labels = useDeliveryLabelLookup();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, mb: 3 }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('promise.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('promise.intro')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void ask();
        }}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2, alignItems: 'start' }}
      >
        <IdSelect
          label={t('fields.inventoryCountryId')}
          {...useInventoryCountries()}
          value={q.inventoryCountryId}
          onChange={(id) => change({ inventoryCountryId: id })}
        />
        <CodeSelect
          label={t('fields.deliveryTypeCode')}
          options={types.options}
          value={q.deliveryTypeCode}
          onChange={(code) => change({ deliveryTypeCode: code })}
        />
        <CodeSelect
          label={t('fields.deliveryLabelCode')}
          options={labels.options}
          value={q.deliveryLabelCode}
          onChange={(code) => change({ deliveryLabelCode: code })}
        />
        <IdSelect
          label={t('fields.shippingCountryId')}
          {...useCountryLookup()}
          value={q.shippingCountryId}
          onChange={(id) => change({ shippingCountryId: id })}
        />
        <IdSelect
          label={t('fields.shippingStateId')}
          {...states}
          noneLabel={t('allStates')}
          value={q.shippingStateId}
          onChange={(id) => change({ shippingStateId: id })}
          disabled={q.shippingCountryId === null}
        />
        <IdSelect
          label={t('fields.shippingAreaId')}
          {...areas}
          noneLabel={t('allAreas')}
          value={q.shippingAreaId}
          onChange={(id) => change({ shippingAreaId: id })}
          disabled={q.shippingStateId === null}
        />
        <TextField
          type="datetime-local"
          label={t('promise.orderTime')}
          value={q.orderTime}
          onChange={(e) => change({ orderTime: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!complete || asking}
          title={complete ? undefined : t('promise.needed')}
          sx={{ alignSelf: 'center' }}
        >
          {t('promise.ask')}
        </Button>
      </Box>
      {answer && (
        <Alert severity={answer.found ? 'success' : 'warning'} sx={{ mt: 2 }} role="status">
          {answer.found ? (
            <>
              <strong>
                {answer.earliestDate === answer.latestDate
                  ? t('promise.answerSame', { earliest: `${t(`weekdaysShort.${answer.earliestWeekday}`)} ${answer.earliestDate}` })
                  : t('promise.answer', {
                      earliest: `${t(`weekdaysShort.${answer.earliestWeekday}`)} ${answer.earliestDate}`,
                      latest: `${t(`weekdaysShort.${answer.latestWeekday}`)} ${answer.latestDate}`,
                    })}
              </strong>
              <br />
              {t('promise.detail', {
                local: answer.orderLocalTime,
                weekday: t(`weekdaysShort.${answer.orderWeekday}`),
                timezone: answer.timezone,
                dispatch: answer.dispatchDate,
                level: t(`promise.levels.${answer.level}`),
                id: answer.timelineId,
              })}
              {answer.rolledOver && (
                <>
                  <br />
                  {t('promise.rolledOver')}
                </>
              )}
            </>
          ) : (
            t(`promise.reasons.${answer.reason}`)
          )}
        </Alert>
      )}
    </Paper>
  );
}

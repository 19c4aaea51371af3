import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PRODUCT_FRAME_PAGE } from '../../../domain/pricing/paths.ts';
import { MAX_TAG_TEXT, type FrameTarget, type ProductFrame } from '../../../domain/pricing/product-frame.ts';
import { SELECTION_FIELDS } from '../../../domain/pricing/rrp-fields.ts';
import { usePageLevel } from '../../../lib/page-access.ts';
import { LeavePrompt } from '../../../components/form/leave-prompt.tsx';
import { HistoryButton } from '../../../components/history/history-button.tsx';
import { StalePanel } from '../../../components/history/stale-panel.tsx';
import { PRICING_NS } from '../i18n.ts';
import { RuleBuilder } from '../../../components/rule-builder/rule-builder.tsx';
import { FRAMES_RESOURCE } from './frame-list.tsx';
import { FrameRulePreview } from './frame-rule-preview.tsx';
import { TagPreview } from './tag-preview.tsx';
import { useFrameForm } from './use-frame-form.ts';

/** Create or edit a frame: its tag, a live preview with the contrast check, and the products it is applied to. */
export function FrameForm({ frame }: { frame: ProductFrame | null }) {
  const { t } = useTranslation(PRICING_NS);
  const form = useFrameForm(frame);
  const { values, set, errorOf } = form;
  const mayChange = usePageLevel(PRODUCT_FRAME_PAGE) === 'L2';
  const reasonId = useId();
  const text = (name: 'oTagTxt1' | 'ar_oTagTxt1', dir: 'ltr' | 'rtl') => (
    <TextField
      label={t(`frames.${name}`)}
      value={values[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      error={Boolean(errorOf(name))}
      helperText={errorOf(name)}
      required={name === 'oTagTxt1'}
      slotProps={{ htmlInput: { maxLength: MAX_TAG_TEXT, dir } }}
    />
  );
  const colour = (name: 'oTagBGColor1' | 'oTagTxtColor1') => (
    <TextField
      type="color"
      label={t(`frames.${name}`)}
      value={values[name].toLowerCase()}
      onChange={(e) => set({ [name]: e.target.value.toUpperCase() })}
      error={Boolean(errorOf(name))}
      helperText={errorOf(name) ?? values[name]}
      sx={{ width: 180 }}
    />
  );
  return (
    <Stack spacing={2}>
      {frame && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: -1 }}>
          <HistoryButton
            entity="product-frame"
            id={frame.id}
            name={frame.oTagTxt1}
            labelOf={form.labelOf}
            invalidates={[FRAMES_RESOURCE]}
          />
        </Stack>
      )}
      {form.stale && (
        <StalePanel
          stale={form.stale.conflict}
          yours={form.stale.yours}
          theirs={form.stale.theirs}
          labelOf={form.labelOf}
          onReload={form.reload}
          onOverwrite={() => void form.overwrite()}
        />
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Stack spacing={2} sx={{ flex: 1 }}>
            {text('oTagTxt1', 'ltr')}
            {text('ar_oTagTxt1', 'rtl')}
            <Stack direction="row" spacing={2}>
              {colour('oTagBGColor1')}
              {colour('oTagTxtColor1')}
            </Stack>
          </Stack>
          <TagPreview text={values.oTagTxt1} arText={values.ar_oTagTxt1} background={values.oTagBGColor1} colour={values.oTagTxtColor1} />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FormLabel id={`${reasonId}-target`}>{t('frames.appliesTo')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${reasonId}-target`}
          value={values.appliesTo}
          onChange={(e) => set({ appliesTo: e.target.value as FrameTarget })}
        >
          <FormControlLabel value="PIDS" control={<Radio />} label={t('frames.byPids')} />
          <FormControlLabel value="RULE" control={<Radio />} label={t('frames.byRule')} />
        </RadioGroup>
        {values.appliesTo === 'PIDS' ? (
          <TextField
            fullWidth
            multiline
            minRows={3}
            label={t('frames.pIds')}
            value={values.pIds}
            onChange={(e) => set({ pIds: e.target.value })}
            error={Boolean(errorOf('pIds'))}
            helperText={errorOf('pIds') ?? t('frames.pIdsHelp')}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        ) : (
          <Stack role="group" aria-label={t('frames.ruleLabel')} spacing={1}>
            <RuleBuilder fields={SELECTION_FIELDS} tree={values.tree} onChange={(tree) => set({ tree })} disabled={!mayChange} />
            {errorOf('jsonTree') && <Typography color="error">{errorOf('jsonTree')}</Typography>}
            <FrameRulePreview tree={values.tree} />
          </Stack>
        )}
      </Paper>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          disabled={!mayChange || form.saving}
          onClick={() => void form.save()}
          aria-describedby={mayChange ? undefined : reasonId}
        >
          {t('frames.save')}
        </Button>
        <Button component={Link} to={PRODUCT_FRAME_PAGE}>
          {t('frames.back')}
        </Button>
        {!mayChange && (
          <Typography id={reasonId} variant="body2" color="text.secondary">
            {t('frames.readOnly')}
          </Typography>
        )}
      </Stack>
      <LeavePrompt form={form} />
    </Stack>
  );
}

import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SideDrawer } from '../../../components/side-drawer.tsx';
import { REJECTION_DEPARTMENTS, REJECTION_REASONS, type AssignTo } from '../../../domain/activation/constants.ts';
import type { RejectBody } from '../../../domain/activation/queues.ts';
import { ACTIVATION_NS } from '../i18n.ts';

type Department = (typeof REJECTION_DEPARTMENTS)[number];
type Reason = (typeof REJECTION_REASONS)[number];

/**
 * The Reject drawer (spec 001 §4, §5): DEPARTMENT shows a department select and clears the
 * deduction; the creator option assigns the product's creator with the deduction set and read-only.
 * Reject stays disabled until who, a department when needed, a reason and a description are given.
 */
export function RejectDrawer({
  creatorName,
  onReject,
  onClose,
}: {
  creatorName: string;
  onReject: (body: Omit<RejectBody, 'queueName' | 'pId'>) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation(ACTIVATION_NS);
  const [assignTo, setAssignTo] = useState<AssignTo | ''>('');
  const [department, setDepartment] = useState<Department | ''>('');
  const [reason, setReason] = useState<Reason | ''>('');
  const [description, setDescription] = useState('');
  const [saving, setSaving] = useState(false);
  const complete = assignTo !== '' && (assignTo !== 'DEPARTMENT' || department !== '') && reason !== '' && description.trim() !== '';

  const submit = async () => {
    if (!complete) return;
    setSaving(true);
    const done = await onReject({
      assignTo,
      department: assignTo === 'DEPARTMENT' ? department : '',
      reason,
      description: description.trim(),
    });
    setSaving(false);
    if (done) onClose();
  };

  return (
    <SideDrawer
      open
      title={t('reject.title')}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('reject.submit')}
      submitDisabled={!complete}
      submitHint={t('reject.incomplete')}
      saving={saving}
    >
      <FormControl>
        <FormLabel id="reject-assign-to">{t('reject.assignTo')}</FormLabel>
        <RadioGroup
          aria-labelledby="reject-assign-to"
          value={assignTo}
          onChange={(e) => {
            setAssignTo(e.target.value as AssignTo);
            setDepartment('');
          }}
        >
          <FormControlLabel value="DEPARTMENT" control={<Radio />} label={t('reject.department')} />
          <FormControlLabel value="CREATOR" control={<Radio />} label={`${t('reject.creator')}${creatorName ? ` (${creatorName})` : ''}`} />
        </RadioGroup>
      </FormControl>
      {assignTo === 'DEPARTMENT' && (
        <TextField
          select
          required
          label={t('reject.departmentSelect')}
          value={department}
          onChange={(e) => setDepartment(e.target.value as Department)}
        >
          {REJECTION_DEPARTMENTS.map((d) => (
            <MenuItem key={d} value={d}>
              {d}
            </MenuItem>
          ))}
        </TextField>
      )}
      {assignTo === 'CREATOR' && (
        <FormControlLabel control={<Checkbox checked disabled slotProps={{ input: { readOnly: true } }} />} label={t('reject.isDeduct')} />
      )}
      <TextField select required label={t('reject.reason')} value={reason} onChange={(e) => setReason(e.target.value as Reason)}>
        {REJECTION_REASONS.map((r) => (
          <MenuItem key={r} value={r}>
            {r}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        multiline
        rows={4}
        label={t('reject.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </SideDrawer>
  );
}

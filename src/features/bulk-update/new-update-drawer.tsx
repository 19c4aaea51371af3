import { LeavePrompt } from '../../components/form/leave-prompt.tsx';
import { FileUpdateDrawer } from './file-update-drawer.tsx';
import { RuleUpdateDrawer } from './rule-update-drawer.tsx';
import { useRuleUpdate } from './use-rule-update.ts';
import { useUpdateSettings } from './use-update-settings.tsx';

/**
 * New Bulk Update: its type, source and mode first; a PID_LIST update then takes a file of rows,
 * a FILTER_CONDITION one a rule of the products and the values every row takes. What was chosen
 * and entered stays when the source changes, and closing with a rule or values entered asks first.
 */
export function NewUpdateDrawer({ onClose }: { onClose: () => void }) {
  const settings = useUpdateSettings();
  const rule = useRuleUpdate(settings, onClose);
  const close = () => rule.guard.requestClose(onClose);
  return (
    <>
      {settings.source === 'PID_LIST' ? (
        <FileUpdateDrawer settings={settings} onClose={close} />
      ) : (
        <RuleUpdateDrawer settings={settings} form={rule} onClose={close} />
      )}
      <LeavePrompt form={rule} />
    </>
  );
}

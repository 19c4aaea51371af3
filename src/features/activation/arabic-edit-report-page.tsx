import { useParams } from 'react-router-dom';
import { DAY_PATTERN } from '../../domain/activation/queues.ts';
import { ArabicEditList } from './arabic-edits/arabic-edit-list.tsx';
import { ArabicEditView } from './arabic-edits/arabic-edit-view.tsx';

/**
 * The Arabic Edit Report at /apps/arabic-edit-view (spec 002 §2), and a row of it opened at
 * /apps/arabic-edit-view/{date}/{editor}: one grant, the menu's (docs/decisions.md).
 */
export function ArabicEditReportPage() {
  const { date, editor } = useParams();
  const createdBy = Number(editor);
  if (date && DAY_PATTERN.test(date) && Number.isInteger(createdBy) && createdBy >= 0) {
    return <ArabicEditView key={`${date}/${createdBy}`} date={date} createdBy={createdBy} />;
  }
  return <ArabicEditList />;
}

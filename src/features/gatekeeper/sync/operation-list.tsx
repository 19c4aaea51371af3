import { useTranslation } from 'react-i18next';
import type * as offline from '../../../offline/index.ts';
import { formatDateTime, useTimeZone } from '../../../lib/date-time.ts';
import { SYNC_NS } from './sync-i18n.ts';

type OperationView = ReturnType<typeof offline.listOperations>[number];

/** One pallet's operations on this device, newest first, each with its state and both times. */
export function OperationList({
  palletNo,
  operations,
  onAcknowledge,
}: {
  palletNo: string;
  operations: OperationView[];
  onAcknowledge: (opId: string) => void;
}) {
  const { t } = useTranslation(SYNC_NS);
  const timeZone = useTimeZone();
  return (
    <section aria-label={palletNo} className="gk-ops">
      <h3 className="gk-ops__pallet">
        <bdi dir="ltr">{palletNo}</bdi>
      </h3>
      <ul className="gk-ops__list">
        {operations.map((op) => (
          <li key={op.opId} data-status={op.status} className="gk-ops__item">
            <div className="gk-ops__line">
              <span className={`gk-chip gk-chip--${op.status}`}>{t(`statusLabel.${op.status}`)}</span>
              <span className="gk-ops__type">{t(`type.${op.type}`)}</span>
              {op.upcs.length > 0 && (
                <span className="gk-ops__upcs" dir="ltr">
                  {op.upcs.length > 3 ? `${op.upcs.slice(0, 3).join(', ')} … (${op.upcs.length})` : op.upcs.join(', ')}
                </span>
              )}
            </div>
            <p className="gk-ops__times">
              {t('deviceTime', { time: formatDateTime(op.deviceTime, timeZone) })}
              {op.serverTime && ` · ${t('serverTime', { time: formatDateTime(op.serverTime, timeZone) })}`}
            </p>
            {op.status === 'corrected' && (
              <p className="gk-ops__note">{t('corrected', { local: op.localAction ?? '—', server: op.serverAction ?? '—' })}</p>
            )}
            {op.status === 'conflict' && <p className="gk-ops__note gk-text-error">{t('conflict', { message: op.serverMessage ?? '' })}</p>}
            {(op.status === 'corrected' || op.status === 'conflict') && !op.acknowledged && (
              <button type="button" className="ui-button ui-button--contained gk-ops__acknowledge" onClick={() => onAcknowledge(op.opId)}>
                {t('acknowledge')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

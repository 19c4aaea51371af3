import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain-ui/icons.tsx';
import { GATEKEEPER_NS } from '../i18n.ts';

/**
 * The screen's title and its sync button with the count of operations waiting. Without `onOpen`
 * (the engine still loading on a cold start) the button is shown disabled, so nothing moves.
 */
export function PageHead({ pending = 0, onOpen }: { pending?: number; onOpen?: () => void }) {
  const { t } = useTranslation(GATEKEEPER_NS);
  return (
    <div className="gk__head">
      <h1 className="gk__title">{t('title')}</h1>
      <button
        type="button"
        className="ui-icon-button gk__sync"
        aria-label={t('sync.open', { count: pending })}
        disabled={!onOpen}
        onClick={onOpen}
      >
        <Icon name="sync" />
        {pending > 0 && (
          <span className="gk__badge" aria-hidden="true">
            {pending > 999 ? '999+' : pending}
          </span>
        )}
      </button>
    </div>
  );
}

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/plain-ui/modal-dialog.tsx';
import { addPartStrings } from '../../../lib/part-strings.ts';
import { medianGap, SCAN_TIMING, type Scan } from './burst.ts';
import { SCANNER_CHECK_NS, scannerCheckResources } from './scanner-check-i18n.ts';
import { SCAN_OWNER, SCAN_TARGET, useScanInput } from './use-scan-input.ts';
import './scanner-check.css';

addPartStrings(SCANNER_CHECK_NS, scannerCheckResources);

const OWNER = 'scanner-check';
/** Silence after which what came is reported as one scan attempt. */
const SETTLE_MS = 600;

/** What the scanner sent for one label, as the page received it. */
export interface SentReport {
  code: string;
  source: 'keys' | 'text';
  keys: number;
  suffix: 'ENTER' | 'TAB' | null;
  maxGap: number;
  medianGap: number;
  /** The app's reading of it (useScanInput), or null when it took none. */
  read: Scan | null;
}

type Sent = { kind: 'char' | 'Enter' | 'Tab' | 'text'; data: string; at: number };

/** What ended the attempt as sent: an ENTER or TAB key, or the last character of committed text. */
function sentSuffix(events: readonly Sent[]): SentReport['suffix'] {
  const ending = events.findLast((e) => e.kind === 'Enter' || e.kind === 'Tab' || e.kind === 'text');
  const textEnd = ending?.kind === 'text' ? ending.data.match(/[\r\n\t]$/)?.[0] : undefined;
  if (ending?.kind === 'Enter' || textEnd === '\n' || textEnd === '\r') return 'ENTER';
  return ending?.kind === 'Tab' || textEnd === '\t' ? 'TAB' : null;
}

/**
 * Sums up one attempt: the app's reading of it when it took one, else the events that came. The
 * suffix is what was sent: a wedge's text is read as soon as it is committed, before its ENTER or
 * TAB (and a new line committed with it never reaches the field).
 */
export function reportOf(events: readonly Sent[], read: Scan | null): SentReport {
  if (read) {
    const gaps = read.gaps.map(Math.round);
    return {
      code: read.code,
      source: read.source,
      keys: read.source === 'keys' ? read.code.length : 0,
      suffix: read.suffix === 'enter' ? 'ENTER' : read.suffix === 'tab' ? 'TAB' : sentSuffix(events),
      maxGap: Math.max(0, ...gaps),
      medianGap: medianGap(gaps),
      read,
    };
  }
  const chars = events.filter((e) => e.kind === 'char');
  const texts = events.filter((e) => e.kind === 'text');
  const gaps = chars.slice(1).map((e, i) => Math.round(e.at - chars[i]!.at));
  const suffix = sentSuffix(events);
  return {
    code: texts.length ? texts.map((e) => e.data.trim()).join('') : chars.map((e) => e.data).join(''),
    source: texts.length ? 'text' : 'keys',
    keys: chars.length,
    suffix,
    maxGap: Math.max(0, ...gaps),
    medianGap: medianGap(gaps),
    read,
  };
}

/**
 * The scanner check, from the device's menu: scan a test label and see what the scanner sends
 * (ENTER, TAB or nothing after it; the time between its keys; key events or committed text),
 * whether the app reads it as a scan, and what to change on the device if not. Plain elements only.
 */
export default function ScannerCheck({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(SCANNER_CHECK_NS);
  const titleId = useId();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [report, setReport] = useState<SentReport | null>(null);
  const events = useRef<Sent[]>([]);
  const read = useRef<Scan | null>(null);

  const settled = useRef<() => void>(() => undefined);
  useScanInput(
    useCallback((scan: Scan) => {
      read.current = scan;
      settled.current();
    }, []),
    true,
    OWNER,
  );

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const inside = (target: EventTarget | null) => target instanceof Element && target.closest(`[${SCAN_OWNER}="${OWNER}"]`) !== null;
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setReport(reportOf(events.current, read.current));
        events.current = [];
        read.current = null;
        if (field.current) field.current.value = '';
      }, SETTLE_MS);
    };
    settled.current = settle;
    const onKey = (event: KeyboardEvent) => {
      if (!inside(event.target) || event.key === 'Escape') return;
      const kind = event.key.length === 1 ? 'char' : event.key === 'Enter' || event.key === 'Tab' ? event.key : null;
      if (!kind) return;
      events.current.push({ kind, data: event.key, at: event.timeStamp });
      // A TAB would leave the field; ENTER has nothing to press here.
      event.preventDefault();
      settle();
    };
    // The text as committed (its 'beforeinput'): a single-line field drops a new line from what it takes.
    const onInput = (event: Event) => {
      if (!inside(event.target) || !(event instanceof InputEvent) || event.inputType !== 'insertText') return;
      if (!event.data || event.data.length < 2) return;
      events.current.push({ kind: 'text', data: event.data, at: event.timeStamp });
      settle();
    };
    // Registered after the reader's, so it has judged each event first.
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('beforeinput', onInput, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('beforeinput', onInput, true);
    };
  }, []);

  const advice: string[] = [];
  if (report) {
    const { maxGapMs: max, minLength: min, unsuffixedGapMs: paced } = SCAN_TIMING;
    if (!report.read && report.source === 'keys' && report.maxGap > max) advice.push(t('adviceGap', { gap: report.maxGap, max }));
    else if (!report.read && report.source === 'keys' && report.suffix === null && report.medianGap > paced)
      advice.push(t('adviceNoneSlow', { gap: report.medianGap, max: paced }));
    if (!report.read && report.code.length < min) advice.push(t('adviceShort', { count: report.code.length, min }));
    if (report.read && report.suffix === null) advice.push(t('adviceNone', { max: SCAN_TIMING.idleMs }));
    if (report.read && report.suffix === 'TAB') advice.push(t('adviceTab'));
    if (report.source === 'text') advice.push(t('adviceText'));
  }

  return (
    <ModalDialog open onClose={onClose} labelledBy={titleId}>
      <div {...{ [SCAN_OWNER]: OWNER }} className="scanner-check">
        <h2 id={titleId} className="ui-dialog__title">
          {t('title')}
        </h2>
        <div className="ui-dialog__content">
          <p>{t('intro')}</p>
          <div className="ui-field">
            <label htmlFor={fieldId} className="ui-field__label">
              {t('field')}
            </label>
            <input
              id={fieldId}
              ref={field}
              className="ui-field__input"
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              data-autofocus
              {...{ [SCAN_TARGET]: '' }}
            />
          </div>
          <div role="status" aria-live="polite" data-testid="scanner-report" className="scanner-check__report">
            {report ? (
              <>
                <p className={report.read ? 'scanner-check__ok' : 'scanner-check__bad'}>{report.read ? t('read') : t('notRead')}</p>
                <ul>
                  <li>
                    {t('code', { code: '' })}
                    <span dir="ltr">{report.code}</span>
                  </li>
                  <li>{t('sentAs', { how: report.source === 'text' ? t('text') : t('keys', { count: report.keys }) })}</li>
                  <li>
                    {t('suffix', { suffix: '' })}
                    <span dir="ltr">{report.suffix ?? t('none')}</span>
                  </li>
                  {report.source === 'keys' && report.keys > 1 && <li>{t('gaps', { max: report.maxGap, median: report.medianGap })}</li>}
                </ul>
                {advice.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </>
            ) : (
              <p>{t('waiting')}</p>
            )}
          </div>
        </div>
        <div className="ui-dialog__actions">
          <button type="button" className="ui-button ui-button--contained" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

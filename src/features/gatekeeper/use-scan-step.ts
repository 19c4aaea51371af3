import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_MS } from '../../domain/constants.ts';
import { normaliseUpc, type ItemAction } from '../../domain/gatekeeper/constants.ts';
import * as offline from '../../offline/index.ts';
import { toast } from '../../lib/toast.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { feedback, prepareFeedback, type FeedbackKind } from './feedback.ts';
import { createVerdictSource, type VerdictContent } from './verdict-source.ts';
import { failureText } from './use-gatekeeper.ts';
import { messageText, reasonText } from './verdict-text.ts';

export type StepDialog = null | 'excess' | 'missing' | 'close';

const kindOf = (action: ItemAction | null): FeedbackKind =>
  action === 'REJECTED' ? 'rejected' : action === 'NOT_ON_PALLET' ? 'notOnPallet' : action === 'ALREADY_SCANNED' ? 'warning' : 'accepted';

let seq = 0;

/** What the banner shows for an action on `upc`. */
const contentOf = (action: ItemAction | null, upc: string, message: string): VerdictContent => ({
  kind: kindOf(action),
  action,
  upc,
  message,
});

interface ScanVerdict {
  content: VerdictContent;
  /** Why a rejected unit was rejected, for the 'REJECTED' dialog. */
  reason: string;
}

/** A scan's verdict in the operator's language. */
function scanVerdict(result: offline.LocalResult, upc: string): ScanVerdict {
  const reason = result.message ? reasonText(result.message) : (result.reason ?? messageText('rejected'));
  const message =
    result.action === 'REJECTED'
      ? reason
      : result.action === 'NOT_ON_PALLET'
        ? messageText('notOnPallet', { upc })
        : result.action === 'ALREADY_SCANNED'
          ? messageText('alreadyScanned', { upc })
          : messageText('scanned');
  return { content: contentOf(result.action, upc, message), reason };
}

/**
 * Step 2's actions. A scan is recorded by the engine (outbox and local pallet in one IndexedDB
 * transaction) and only then shown, with sound and vibration; the input is cleared at once so a
 * scanner's next burst starts on an empty field.
 */
export function useScanStep(palletNo: string, onClosed: () => void) {
  const [verdict] = useState(createVerdictSource);
  const [rejected, setRejected] = useState<{ upc: string; reason: string } | null>(null);
  const [dialog, setDialog] = useState<StepDialog>(null);
  const [excessUpc, setExcessUpc] = useState('');
  const [missingUpcs, setMissingUpcs] = useState<string[]>([]);
  const [working, setWorking] = useState(false);
  // Whether a dialog may be open: a scan with none open changes no state (no render before its verdict).
  const mayBeOpen = useRef(false);
  const openDialog = useCallback((which: Exclude<StepDialog, null>) => {
    mayBeOpen.current = true;
    // A toast of the step before ('Marked excess successfully') would cover the dialog's title.
    toast.clear();
    setDialog(which);
  }, []);

  // Ready for the first scan once the page is idle: the pallet's rule book compiled, the audio started.
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => {
      if (!live) return;
      offline.prepareVerdicts(palletNo);
      prepareFeedback();
    });
    return () => {
      live = false;
    };
  }, [palletNo]);

  const show = useCallback(
    (content: VerdictContent, after?: () => void) => {
      // Painted at once (the banner paints itself when set), before anything else the scan changed.
      verdict.set({ seq: ++seq, ...content });
      // Sound and vibration (and `after`) right after, in their own task: the frame is not held up for them.
      setTimeout(() => {
        feedback(content.kind);
        after?.();
      }, 0);
    },
    [verdict],
  );

  const scan = useCallback(
    async (raw: string) => {
      const upc = normaliseUpc(raw);
      if (!upc) return;
      try {
        const started = performance.now();
        // The words and the card are made while the disk stores the scan: once stored, only showing is left.
        let planned: ScanVerdict | undefined;
        const result = await offline.recordScan(palletNo, upc, (answer) => {
          planned = scanVerdict(answer, upc);
          verdict.prepare(planned.content);
        });
        const stored = performance.now();
        const { content, reason } = planned ?? scanVerdict(result, upc);
        // The engine's share of Enter-to-verdict (the benchmark reads it), noted after the verdict is shown.
        show(content, () => performance.measure('gatekeeper:record-scan', { start: started, end: stored }));
        if (result.action === 'REJECTED') {
          mayBeOpen.current = true;
          toast.clear();
          setRejected({ upc, reason });
        }
      } catch (error) {
        feedback('rejected');
        toast.error(failureText(error, messageText('scanFailed')), TOAST_MS.snackbar);
      }
    },
    [palletNo, show, verdict],
  );

  /** A word in the banner about a code not recorded (a pallet number, no grant); `palletNo` offers to switch. */
  const notice = useCallback(
    (upc: string, message: string, palletNo?: string) => {
      verdict.set({ seq: ++seq, kind: 'warning', action: null, upc, message, palletNo });
      setTimeout(() => feedback('rejected'), 0);
    },
    [verdict],
  );

  /** A scan arriving with a dialog open closes it (a confirmation under way finishes first). */
  const dismissDialogs = useCallback(() => {
    if (!mayBeOpen.current) return;
    setRejected(null);
    if (working) return;
    mayBeOpen.current = false;
    setDialog(null);
  }, [working]);

  const startExcess = useCallback(
    (upc = '') => {
      setExcessUpc(upc);
      openDialog('excess');
    },
    [openDialog],
  );

  const startMissing = useCallback(async () => {
    let upcs: string[];
    try {
      upcs = await offline.unscannedUpcs(palletNo);
    } catch {
      toast.error(messageText('missingFetchFailed'), TOAST_MS.snackbar);
      return;
    }
    if (upcs.length === 0) return toast.error(messageText('noItemsToMarkMissing'), TOAST_MS.snackbar);
    const valid = upcs.filter((u) => /^[0-9A-Za-z]{1,32}$/.test(u));
    if (valid.length === 0) return toast.error(messageText('noValidUpcs'), TOAST_MS.snackbar);
    setMissingUpcs(valid);
    openDialog('missing');
  }, [palletNo, openDialog]);

  const startClose = useCallback(() => openDialog('close'), [openDialog]);

  /** Runs a confirmed action; the dialog stays open (and busy) until the engine has stored it. */
  const run = async (action: () => Promise<unknown>, ok: string, failed: string, after?: () => void) => {
    setWorking(true);
    try {
      await action();
      toast.success(ok);
      setDialog(null);
      after?.();
    } catch (error) {
      toast.error(failureText(error, failed), TOAST_MS.snackbar);
    } finally {
      setWorking(false);
    }
  };

  const confirmExcess = () => {
    const upc = normaliseUpc(excessUpc);
    return run(
      async () => {
        const result = await offline.recordMarkExcess(palletNo, upc);
        show(contentOf(result.action ?? 'EXCESS', upc, messageText('markedExcess')));
      },
      messageText('markedExcess'),
      messageText('markExcessFailed'),
    );
  };

  /** Marks the UPCs the operator left ticked (all of them unless some were unticked). */
  const confirmMissing = (upcs: readonly string[] = missingUpcs) =>
    run(
      async () => {
        const result = await offline.recordMarkMissing(palletNo, [...upcs]);
        if (result.action && result.action !== 'MISSING') throw new Error(messageText('markMissingFailed'));
        // The banner says what was done last, not the scan before it.
        show(contentOf('MISSING', '', messageText('markedMissing')));
      },
      messageText('markedMissing'),
      messageText('markMissingItemsFailed'),
    );

  const confirmClose = () => run(() => offline.recordClose(palletNo), messageText('palletClosedOk'), messageText('closeFailed'), onClosed);

  return {
    verdict,
    rejected,
    dismissRejected: () => setRejected(null),
    dialog,
    closeDialog: () => setDialog(null),
    excessUpc,
    setExcessUpc,
    missingUpcs,
    working,
    scan,
    notice,
    dismissDialogs,
    startExcess,
    startMissing,
    startClose,
    confirmExcess,
    confirmMissing,
    confirmClose,
  };
}

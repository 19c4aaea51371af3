import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { TOAST_MS } from '../../../domain/constants.ts';
import { messageText } from '../verdict-text.ts';
import * as offline from '../../../offline/index.ts';
import { toast } from '../../../lib/toast.ts';
import { feedback } from '../feedback.ts';
import { failureText } from '../use-gatekeeper.ts';
import { useEngineVersion } from '../use-engine.ts';

type Storage = Awaited<ReturnType<typeof offline.storageInfo>>;

/** Downloads `text` as a file (the last-resort export of unsynced operations). */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The sync panel's data: the engine's operations per pallet, its summary, the storage line, and the
 * corrections and conflicts waiting for the operator (each new one sounds once).
 */
export function useSyncPanel(open: boolean) {
  const version = useEngineVersion();
  const [storage, setStorage] = useState<Storage | null>(null);
  const [flushing, setFlushing] = useState(false);
  const [preloading, setPreloading] = useState(false);

  const { summary, operations, attention } = useMemo(() => {
    const operations = offline.listOperations();
    const attention = operations.filter((op) => (op.status === 'corrected' || op.status === 'conflict') && !op.acknowledged);
    return { summary: offline.getSyncSummary(), operations, attention };
  }, [version]); // eslint-disable-line react-hooks/exhaustive-deps -- `version` is the engine's change signal

  // A correction or conflict the operator has not heard yet: sound it once.
  const heard = useRef(new Set<string>());
  useEffect(() => {
    const fresh = attention.filter((op) => !heard.current.has(op.opId));
    fresh.forEach((op) => heard.current.add(op.opId));
    if (fresh.length > 0) feedback('attention');
  }, [attention]);

  useEffect(() => {
    if (!open) return;
    let current = true;
    offline.storageInfo().then(
      (info) => current && setStorage(info),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [open, version]);

  const syncNow = useCallback(async () => {
    setFlushing(true);
    try {
      await offline.flushNow();
    } catch (error) {
      toast.error(failureText(error, messageText('actionFailed')), TOAST_MS.snackbar);
    } finally {
      setFlushing(false);
    }
  }, []);

  const preload = useCallback(async (done: (count: number) => void) => {
    setPreloading(true);
    try {
      done(await offline.preloadOpenPallets());
    } catch (error) {
      toast.error(failureText(error, messageText('fetchPalletFailed')), TOAST_MS.snackbar);
    } finally {
      setPreloading(false);
    }
  }, []);

  const exportCsv = useCallback(() => {
    const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
    download(offline.exportUnsyncedCsv(), `gatekeeper-unsynced-${stamp}.csv`);
  }, []);

  const acknowledge = useCallback(async (opId: string) => {
    try {
      await offline.acknowledge(opId);
    } catch (error) {
      toast.error(failureText(error, messageText('actionFailed')), TOAST_MS.snackbar);
    }
  }, []);

  return {
    summary,
    operations,
    attention,
    storage,
    flushing: flushing || summary.flushing,
    preloading,
    syncNow,
    preload,
    exportCsv,
    acknowledge,
  };
}

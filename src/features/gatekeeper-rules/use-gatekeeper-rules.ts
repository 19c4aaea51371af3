import { useCallback, useEffect, useState } from 'react';
import type { RuleSetName } from '../../domain/gatekeeper/constants.ts';
import { GATEKEEPER_MESSAGES } from '../../domain/gatekeeper/messages.ts';
import type { RuleSetSummary } from '../../domain/gatekeeper/rules/contracts.ts';
import { isApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { sayHere } from '../../lib/words.ts';
import { getRuleSetCsv } from './api/get-rule-set-csv.ts';
import { getRuleSets } from './api/get-rule-sets.ts';
import { getSampleFile, sampleFileExists } from './api/get-sample-file.ts';
import { uploadRules } from './api/upload-rules.ts';
import { saveTextFile } from '../../lib/save-text-file.ts';

/** The page's state: the three sets, the drawer open on one of them, uploads and downloads. */
export function useGatekeeperRules() {
  const [sets, setSets] = useState<RuleSetSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [openSet, setOpenSet] = useState<RuleSetName | null>(null);
  const [downloading, setDownloading] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setSets((await getRuleSets()).sets);
    } catch (error) {
      setFailed(true);
      toast.failure(error);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const upload = useCallback(
    async (file: File) => {
      if (!openSet) throw new Error(sayHere(GATEKEEPER_MESSAGES.unexpected));
      // Based on the set as the page read it: an upload by someone else since is not replaced unseen.
      const revision = sets?.find((s) => s.ruleSet === openSet)?.revision ?? null;
      try {
        const message = await uploadRules(openSet, file, revision);
        // The drawer closes on success; the set's state behind it reloads.
        void load();
        return message;
      } catch (error) {
        // Refused as stale (409): the drawer names who uploaded since, and shows the set as it now is.
        if (isApiError(error) && error.stale) void load();
        throw error;
      }
    },
    [openSet, sets, load],
  );

  /** 'Download Sample Format': a HEAD check first, then the file (spec 002 §7). */
  const downloadSample = useCallback(async (set: RuleSetName) => {
    setDownloading(true);
    try {
      if (!(await sampleFileExists(set))) throw new Error(sayHere(GATEKEEPER_MESSAGES.sampleNotFound(set)));
      saveTextFile(await getSampleFile(set), `${set}.csv`);
    } catch {
      toast.error(sayHere(GATEKEEPER_MESSAGES.sampleNotFound(set)));
    } finally {
      setDownloading(false);
    }
  }, []);

  const downloadCurrent = useCallback(async (set: RuleSetName) => {
    setDownloading(true);
    try {
      saveTextFile(await getRuleSetCsv(set), `${set}.csv`);
    } catch (error) {
      toast.failure(error);
    } finally {
      setDownloading(false);
    }
  }, []);

  const summaryOf = (set: RuleSetName) => sets?.find((s) => s.ruleSet === set) ?? null;
  return { sets, failed, load, openSet, setOpenSet, upload, downloadSample, downloadCurrent, downloading, summaryOf };
}

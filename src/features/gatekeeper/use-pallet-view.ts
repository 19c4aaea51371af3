import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod/mini';
import { countsSchema, type PalletCounts } from '../../domain/gatekeeper/contracts.ts';
import * as offline from '../../offline/index.ts';
import { emitSocket, onSocketEvent, useSocketStatus } from '../../lib/socket.ts';
import { useEngineVersion } from './use-engine.ts';

// The room's message after each applied write: the pallet and its new counts (flat or nested).
const liveSchema = z.union([
  z.object({ palletNo: z.string(), counts: countsSchema }),
  z.pipe(
    z.extend(countsSchema, { palletNo: z.string() }),
    z.transform(({ palletNo, ...counts }) => ({ palletNo, counts })),
  ),
]);

/**
 * The pallet on screen: the engine's local copy, with the counts the server pushes to the pallet's
 * room (other devices scanning the same pallet) whenever this device owes the server nothing for
 * it — its own pending operations are not in the server's figures yet, so then the local counts win.
 */
export function usePalletView(palletNo: string) {
  const version = useEngineVersion();
  const [live, setLive] = useState<PalletCounts | null>(null);
  const socket = useSocketStatus((s) => s.status);

  useEffect(() => {
    if (socket !== 'connected') return;
    // Rooms are per connection: join again after every reconnect.
    emitSocket('pallet:join', palletNo);
    return () => emitSocket('pallet:leave', palletNo);
  }, [palletNo, socket]);

  useEffect(() => {
    setLive(null);
    return onSocketEvent('pallet:counts', (payload) => {
      const parsed = liveSchema.safeParse(payload);
      if (parsed.success && parsed.data.palletNo === palletNo) setLive(parsed.data.counts);
    });
  }, [palletNo]);

  return useMemo(() => {
    const pallet = offline.getPallet(palletNo);
    const owes = offline.listOperations(palletNo).some((op) => op.status === 'pending');
    // A disconnected socket's last figures may be stale: then the local copy is the better guess.
    const counts = live && !owes && socket === 'connected' ? live : pallet?.counts;
    return { pallet, counts };
    // `version` is the engine's change signal: re-read its synchronous views when it moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [palletNo, version, live, socket]);
}

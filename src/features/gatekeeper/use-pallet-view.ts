import { useEffect, useMemo } from 'react';
import { normalisePalletNo } from '../../domain/gatekeeper/constants.ts';
import { roomCountsSchema, roomJoinAnswerSchema } from '../../domain/gatekeeper/contracts.ts';
import * as offline from '../../offline/index.ts';
import { emitSocket, onSocketEvent, useSocketStatus } from '../../lib/socket.ts';
import { useEngineVersion } from './use-engine.ts';

/** Hands a room's figure to the engine, which keeps it only when it is newer than what it has. */
function receive(payload: unknown): void {
  const parsed = roomCountsSchema.safeParse(payload);
  if (parsed.success) void offline.receiveServerCounts(normalisePalletNo(parsed.data.palletNo), parsed.data.counts);
}

/**
 * The pallet on screen, as the engine has it: the server's newest counts plus this device's
 * pending operations (DESIGN.md §7). The pallet's room (other devices scanning it) and the answer
 * to joining it, after every (re)connect, feed the engine; it orders them by version, so a late
 * message never takes the counts back.
 */
export function usePalletView(palletNo: string) {
  const version = useEngineVersion();
  const socket = useSocketStatus((s) => s.status);

  useEffect(() => {
    if (socket !== 'connected') return;
    // Rooms are per connection: join again after every reconnect; the answer is the counts now.
    emitSocket('pallet:join', palletNo, (answer: unknown) => {
      const parsed = roomJoinAnswerSchema.safeParse(answer);
      if (parsed.success && parsed.data.ok) receive(parsed.data);
    });
    return () => emitSocket('pallet:leave', palletNo);
  }, [palletNo, socket]);

  useEffect(() => onSocketEvent('pallet:counts', receive), []);

  return useMemo(() => {
    const pallet = offline.getPallet(palletNo);
    return { pallet, counts: pallet?.counts };
    // `version` is the engine's change signal: re-read its synchronous views when it moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [palletNo, version]);
}

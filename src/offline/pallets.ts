import { z } from 'zod/mini';
import { normalisePalletNo } from '../domain/gatekeeper/constants.ts';
import { GATEKEEPER_PATHS } from '../domain/gatekeeper/contracts.ts';
import { GatekeeperError } from '../domain/gatekeeper/messages.ts';
import { refreshSnapshot } from './snapshots.ts';
import { getPallet, mirror, ready } from './state.ts';
import { currentTransport, httpStatusOf, messageOf } from './transport.ts';
import type { LocalPallet, StoredPallet } from './types.ts';

/**
 * Opens a pallet for scanning ('plt-0005' is PLT-0005). Online: the server's snapshot (the server imports a pallet it does
 * not know from its manifest) replaces the stored copy, so new rules and counts arrive. Offline:
 * the stored copy. Throws the message to show when neither works or the pallet is closed.
 */
export async function openPallet(rawPalletNo: string): Promise<LocalPallet> {
  await ready();
  const palletNo = normalisePalletNo(rawPalletNo);
  let pallet: StoredPallet | undefined;
  try {
    pallet = await refreshSnapshot(palletNo);
  } catch (error) {
    const status = httpStatusOf(error);
    pallet = mirror.pallets.get(palletNo);
    // 404/400: the server says this pallet cannot be worked on; its message is the one to show.
    // A pallet the server does not know is imported from its manifest, so a 404 means no manifest.
    if (status === 404) throw new GatekeeperError('unknownManifest', { palletNo }, { cause: error });
    if (status === 400) throw new Error(messageOf(error), { cause: error });
    if (!pallet) {
      if (status === undefined) throw new GatekeeperError('fetchPalletFailed', {}, { cause: error });
      throw new Error(messageOf(error), { cause: error });
    }
  }
  if (pallet.header.isClosed) throw new GatekeeperError('palletClosed', { palletNo });
  return getPallet(palletNo)!;
}

const openPalletsReplySchema = z.union([
  z.array(z.union([z.string(), z.object({ palletNo: z.string() })])),
  z.object({ records: z.array(z.object({ palletNo: z.string() })) }),
]);

/** Stores every open pallet while online, to work in dead zones; answers how many were stored. */
export async function preloadOpenPallets(): Promise<number> {
  await ready();
  const reply = await currentTransport()({ method: 'GET', url: GATEKEEPER_PATHS.openPallets }, openPalletsReplySchema);
  const list = Array.isArray(reply) ? reply : reply.records;
  const numbers = list.map((p) => (typeof p === 'string' ? p : p.palletNo));
  let stored = 0;
  for (const palletNo of numbers) {
    try {
      await refreshSnapshot(palletNo);
      stored += 1;
    } catch {
      // One pallet failing (closed meanwhile, a dropped call) does not stop the others.
    }
  }
  return stored;
}

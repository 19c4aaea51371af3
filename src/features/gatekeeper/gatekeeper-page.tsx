import { lazy, Suspense } from 'react';
import { PalletStep } from './components/pallet-step.tsx';
import { loadedScanStep, useEngineLifecycle } from './engine.ts';
import './gatekeeper.css';
import { PageHead } from './sync/page-head.tsx';
import { useGatekeeper } from './use-gatekeeper.ts';

// The engine's parts load once the pallet field is drawn: a cold start is usable without them.
// The head's sync count reads the engine, so its code waits for it too.
const SyncHead = lazy(() => import('./sync/sync-head.tsx'));

/**
 * /apps/gatekeeper: the warehouse device flow, one-handed on a phone or handheld, offline-first.
 * Drawn without MUI (plain elements and gatekeeper.css), so a cold start of the device stays small;
 * step 1 is drawn before the offline engine and step 2 have loaded (src/features/gatekeeper/engine.ts).
 */
export function GatekeeperPage() {
  const engineReady = useEngineLifecycle();
  const gk = useGatekeeper();
  // Set once opening a pallet has waited for step 2's code.
  const ScanStep = gk.palletNo ? loadedScanStep() : undefined;

  return (
    <div className="gk">
      {engineReady ? (
        <Suspense fallback={<PageHead />}>
          <SyncHead />
        </Suspense>
      ) : (
        <PageHead />
      )}
      {gk.palletNo && ScanStep ? (
        <ScanStep key={gk.palletNo} palletNo={gk.palletNo} onBack={gk.back} onOpenPallet={gk.switchTo} />
      ) : (
        <PalletStep opening={gk.opening} onOpen={(no) => void gk.open(no)} />
      )}
    </div>
  );
}

export default GatekeeperPage;

import { useEffect, useRef, useState } from 'react';
import type { Application, DataCentre } from '../../domain/navigation/contracts.ts';
import { getApplications } from './api/get-applications.ts';
import { getDataCentres } from './api/get-data-centres.ts';
import { toast } from '../../lib/toast.ts';

/** The 'Find Menu' sidebar: applications, then the data centres of the chosen one (spec 000 §4). */
export function useFindMenu() {
  const [applications, setApplications] = useState<Application[]>([]);
  const [appId, setAppId] = useState<number | null>(null);
  const [dataCentres, setDataCentres] = useState<DataCentre[]>([]);
  const [dataCentre, setDataCentre] = useState('');
  const [loadingApps, setLoadingApps] = useState(true);
  const [loadingCentres, setLoadingCentres] = useState(false);
  // Only the answer for the application chosen last may fill the list.
  const centresFor = useRef<number | null>(null);

  useEffect(() => {
    let current = true;
    getApplications()
      .then((apps) => current && setApplications(apps))
      .catch((error: unknown) => toast.failure(error))
      .finally(() => current && setLoadingApps(false));
    return () => {
      current = false;
    };
  }, []);

  const chooseApplication = (id: number) => {
    setAppId(id);
    setDataCentre('');
    setDataCentres([]);
    setLoadingCentres(true);
    centresFor.current = id;
    getDataCentres(id)
      .then((centres) => {
        if (centresFor.current === id) setDataCentres(centres);
      })
      .catch((error: unknown) => toast.failure(error))
      .finally(() => {
        if (centresFor.current === id) setLoadingCentres(false);
      });
  };

  const application = applications.find((a) => a.id === appId) ?? null;

  return {
    applications,
    application,
    chooseApplication,
    dataCentres,
    dataCentre,
    chooseDataCentre: setDataCentre,
    loadingApps,
    loadingCentres,
    canSubmit: application !== null && dataCentre !== '',
  };
}

export type FindMenu = ReturnType<typeof useFindMenu>;

import { useState } from 'react';
import { useApplications } from './api/get-applications.ts';
import { useDataCentres } from './api/get-data-centres.ts';

/** The 'Find Menu' sidebar: applications, then the data centres of the chosen one (spec 000 §4). */
export function useFindMenu() {
  const { applications, loading: loadingApps } = useApplications();
  const [appId, setAppId] = useState<number | null>(null);
  const { dataCentres, loading: loadingCentres } = useDataCentres(appId);
  const [dataCentre, setDataCentre] = useState('');
  const application = applications.find((a) => a.id === appId) ?? null;

  return {
    applications,
    application,
    chooseApplication: (id: number) => {
      setAppId(id);
      setDataCentre('');
    },
    dataCentres,
    dataCentre,
    chooseDataCentre: setDataCentre,
    loadingApps,
    loadingCentres,
    canSubmit: application !== null && dataCentre !== '',
  };
}

export type FindMenu = ReturnType<typeof useFindMenu>;

/**
 * The data centres and the zone each keeps its days and times in: a user's "today", the day a
 * report counts, the time a scheduled change is typed in. KSA's day starts an hour before the UAE's.
 * A deployment may add or change them (DATA_CENTRE_ZONES).
 */
export const DEFAULT_DATA_CENTRE_ZONES: Readonly<Record<string, string>> = {
  uae: 'Asia/Dubai',
  ksa: 'Asia/Riyadh',
};

/** `uae=Asia/Dubai,ksa=Asia/Riyadh` as a map; undefined when a pair is not `code=Zone`. */
export function parseDataCentreZones(text: string): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const pair of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([a-z]{2,10})=([A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*)$/.exec(pair);
    if (!match) return undefined;
    out[match[1]!] = match[2]!;
  }
  return out;
}

/** The zone of `dataCentre`, else `fallback` (the deployment's own zone). */
export const zoneOfDataCentre = (zones: Readonly<Record<string, string>>, dataCentre: string | undefined, fallback: string): string =>
  (dataCentre && zones[dataCentre]) || fallback;

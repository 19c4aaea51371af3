/** What the reference-data calls answer (the spec shows the server's message but not its words: ours). */
export const REFERENCE_MESSAGES = {
  countryCreated: 'Country created successfully',
  countryUpdated: 'Country updated successfully',
  stateCreated: 'State created successfully',
  stateUpdated: 'State updated successfully',
  areaCreated: 'Area created successfully',
  areaUpdated: 'Area updated successfully',
  noCountry: (id: number) => `No country with id ${id}`,
  noState: (id: number) => `No state with id ${id}`,
  noArea: (id: number) => `No area with id ${id}`,
  duplicateCountryCode: (code: string) => `Country code ${code} already exists`,
  duplicateStateCode: (code: string, country: string) => `State code ${code} already exists in ${country}`,
  duplicateAreaName: (name: string, state: string) => `Area ${name} already exists in ${state}`,
} as const;

import { describe, expect, it } from 'vitest';
import { parseStations } from '@chargemaroc/shared/contracts/station';
import { toListStation } from './list-station';
import { directory, poi } from '../../../testing/fixtures';
import {
  DEFAULT_STATION_FILTERS,
  countActiveFilters,
  filterOptions,
  filterStations,
  parseStationFilters,
  toSearchParams,
} from './station-filters';

const stations = parseStations(directory()).map(toListStation);
const names = (filters: Partial<typeof DEFAULT_STATION_FILTERS>, matchingIds: string[] | null = null) =>
  filterStations(stations, { ...DEFAULT_STATION_FILTERS, ...filters }, matchingIds).map(
    (station) => station.name,
  );

describe('station filters in the URL', () => {
  it('reads every filter and ignores what is not one', () => {
    const filters = parseStationFilters(
      new URLSearchParams(
        'q=anfa&connecteur=CCS+(Type+2)&puissance=50&operateur=Fastvolt&statut=available&station=9',
      ),
    );
    expect(filters).toEqual({
      q: 'anfa',
      connector: 'CCS (Type 2)',
      minPower: 50,
      operator: 'Fastvolt',
      status: 'available',
    });
    expect(parseStationFilters(new URLSearchParams('puissance=abc&statut=broken'))).toEqual(
      DEFAULT_STATION_FILTERS,
    );
  });

  it('writes only the active filters and keeps the other parameters', () => {
    const params = toSearchParams(
      { ...DEFAULT_STATION_FILTERS, q: ' rabat ', minPower: 22 },
      new URLSearchParams('station=12&statut=occupied'),
    );
    expect(params.toString()).toBe('station=12&q=rabat&puissance=22');
    expect(countActiveFilters(parseStationFilters(params))).toBe(2);
  });
});

describe('filterStations', () => {
  it('keeps, for the free text, the stations the site search found, in the list order', () => {
    // the search's answer (best first) decides, whatever the text says literally
    expect(names({ q: 'casablnca' }, ['1003', '1001'])).toEqual(['Fastvolt Anfa', 'Borne Guéliz']);
    expect(names({ q: 'tesla' }, [])).toEqual([]);
    // ids of stations the list does not hold are left out
    expect(names({ q: 'rabat' }, ['1002', '424242'])).toEqual(['Kilowatt Agdal']);
    expect(names({}, null)).toHaveLength(3);
  });

  it('filters by connector, minimum power, operator and status', () => {
    expect(names({ connector: 'Type 2 (câble attaché)' })).toEqual(['Kilowatt Agdal', 'Borne Guéliz']);
    expect(names({ minPower: 22 })).toEqual(['Fastvolt Anfa', 'Kilowatt Agdal']);
    expect(names({ minPower: 50 })).toEqual(['Fastvolt Anfa']);
    expect(names({ operator: 'Opérateur inconnu' })).toEqual(['Borne Guéliz']);
    expect(names({ status: 'maintenance' })).toEqual(['Borne Guéliz']);
    expect(names({ q: 'anfa', status: 'maintenance' }, ['1001'])).toEqual([]);
    expect(names({ q: 'borne', minPower: 22 }, ['1001', '1003'])).toEqual(['Fastvolt Anfa']);
  });

  it('offers the connectors and operators of the directory, and a value from the URL', () => {
    expect(filterOptions(stations)).toEqual({
      connectors: ['CCS (Type 2)', 'Type 2 (câble attaché)'],
      operators: ['Fastvolt', 'Kilowatt.ma', 'Opérateur inconnu'],
    });
    const options = filterOptions(parseStations([poi()]).map(toListStation), {
      ...DEFAULT_STATION_FILTERS,
      operator: 'Tesla',
    });
    expect(options.operators).toContain('Tesla');
  });
});

import { describe, expect, it } from 'vitest';
import { curatedCondition, curatedOptions, curatedValuesOf } from './spec-facets';

// the catalogue's texts as the seed writes them, with how many products have each
const connectivity = [
  { value: 'Sans objet', count: 11 },
  { value: '4G, Ethernet, OCPP 1.6J', count: 4 },
  { value: 'Wi-Fi, Bluetooth', count: 3 },
  { value: '4G, Ethernet, OCPP 1.6J / 2.0.1', count: 1 },
  { value: 'Aucune', count: 2 },
  { value: 'Aucune (réglage par bouton)', count: 1 },
  { value: 'LAN, 4G, OCPP 1.6J, ISO 15118', count: 1 },
  { value: 'Wi-Fi, 4G (selon version), OCPP 1.6J, API', count: 1 },
  { value: 'Liaison RS485 Modbus vers la borne', count: 1 },
  { value: 'Non connectée (délestage filaire)', count: 1 },
  { value: 'WIFI intégré', count: 1 },
];
const protection = [
  { value: 'IP54', count: 21 },
  { value: 'IP55', count: 8 },
  { value: 'IP44 (IP54 connecté)', count: 4 },
  { value: 'IP20 (montage en tableau)', count: 2 },
  { value: 'Extérieur (IP 65)', count: 1 },
  { value: 'Extérieur (acier traité)', count: 1 },
];

describe('curated specification facets', () => {
  it('connectivity: meaningful values with the number of products naming each, no raw oddities', () => {
    expect(curatedOptions('connectivity', connectivity)).toEqual([
      { value: '4G/LTE', count: 7 },
      { value: 'OCPP', count: 7 },
      { value: 'Ethernet', count: 6 },
      { value: 'Wi-Fi', count: 5 },
      { value: 'Bluetooth', count: 3 },
      { value: 'ISO 15118', count: 1 },
      { value: 'Modbus', count: 1 },
    ]);
  });

  it('protection: every IP code named, in code order, counted over the texts that name it', () => {
    expect(curatedOptions('protection', protection)).toEqual([
      { value: 'IP20', count: 2 },
      { value: 'IP44', count: 4 },
      { value: 'IP54', count: 25 },
      { value: 'IP55', count: 8 },
      { value: 'IP65', count: 1 },
    ]);
  });

  it('reads one text without regard to case or accents, and words as words', () => {
    expect(curatedValuesOf('connectivity', 'WIFI intégré, BLUETOOTH')).toEqual(['Wi-Fi', 'Bluetooth']);
    expect(curatedValuesOf('connectivity', 'LAN, 4G')).toEqual(['Ethernet', '4G/LTE']);
    // 'lan' inside a word and 'lte' inside one are not LAN nor LTE
    expect(curatedValuesOf('connectivity', 'Load balancing, filtered')).toEqual([]);
    expect(curatedValuesOf('connectivity', 'Aucune (réglage par bouton)')).toEqual([]);
    expect(curatedValuesOf('protection', 'IP44 (IP54 connecté)')).toEqual(['IP44', 'IP54']);
    expect(curatedValuesOf('protection', 'Extérieur (acier traité)')).toEqual([]);
    expect(curatedValuesOf('protection', null)).toEqual([]);
  });

  it('filters by the same terms it counts with', () => {
    expect(curatedCondition('connectivity', 'Ethernet')).toEqual({
      $or: [
        { Connectivite: { $containsi: 'ethernet' } },
        { Connectivite: { $containsi: 'rj45' } },
        { Connectivite: { $startsWithi: 'lan' } },
        { Connectivite: { $containsi: ' lan' } },
      ],
    });
    expect(curatedCondition('protection', 'IP54')).toEqual({
      $or: [{ Indicedeprotection: { $containsi: 'ip54' } }, { Indicedeprotection: { $containsi: 'ip 54' } }],
    });
  });

  it('an old link naming a raw text still filters by that text', () => {
    expect(curatedCondition('connectivity', 'Sans objet')).toEqual({
      Connectivite: { $containsi: 'Sans objet' },
    });
    expect(curatedCondition('protection', 'Extérieur (aluminium)')).toEqual({
      Indicedeprotection: { $containsi: 'Extérieur (aluminium)' },
    });
  });
});

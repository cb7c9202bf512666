/**
 * The specification facets as a shopper reads them: the catalogue writes connectivity and
 * protection as free text ('Wi-Fi, 4G (selon version), OCPP 1.6J', 'IP44 (IP54 connecté)'), the
 * panel offers a short list of meaningful values (Wi-Fi, OCPP, IP54…), each counting and matching
 * the products whose text names it. A value is matched as the CMS filters it, by case-insensitive
 * text (`$containsi`, `$startsWithi`), so the count beside a box is what ticking it shows.
 */
import type { QueryParams } from '@chargemaroc/shared/api';

export type CuratedGroup = 'protection' | 'connectivity';

/** How a value is found in the text: anywhere, or at its start (a word at the start of the text). */
type Term = { contains: string } | { startsWith: string };

interface CuratedValue {
  value: string;
  terms: readonly Term[];
}

/** Backend field of each curated group. */
export const CURATED_FIELDS: Record<CuratedGroup, string> = {
  protection: 'Indicedeprotection',
  connectivity: 'Connectivite',
};

const contains = (text: string): Term => ({ contains: text });

/** A word of its own: at the start of the text or after a space (not 'lan' in 'balance'). */
const word = (text: string): Term[] => [{ startsWith: text }, { contains: ` ${text}` }];

/** In the order the panel lists them when their counts are equal. */
export const CONNECTIVITY_VALUES: readonly CuratedValue[] = [
  { value: 'Wi-Fi', terms: [contains('wi-fi'), contains('wifi'), contains('wi fi')] },
  { value: 'Bluetooth', terms: [contains('bluetooth')] },
  { value: 'Ethernet', terms: [contains('ethernet'), contains('rj45'), ...word('lan')] },
  { value: '4G/LTE', terms: [contains('4g'), ...word('lte')] },
  { value: 'OCPP', terms: [contains('ocpp')] },
  { value: 'RFID', terms: [contains('rfid')] },
  { value: 'ISO 15118', terms: [contains('15118')] },
  { value: 'Modbus', terms: [contains('modbus')] },
];

/** 'IP54', 'IP 54' → 'IP54': the protection codes a text names. */
const IP_CODE = /\bip ?(\d{2})\b/g;

function protectionValue(code: string): CuratedValue {
  return { value: `IP${code}`, terms: [contains(`ip${code}`), contains(`ip ${code}`)] };
}

/** Lower case without accents: 'Connectée' → 'connectee' (the terms are plain ASCII). */
export function foldSpec(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function matches(text: string, terms: readonly Term[]): boolean {
  const folded = foldSpec(text);
  return terms.some((term) =>
    'contains' in term ? folded.includes(term.contains) : folded.startsWith(term.startsWith),
  );
}

/** The curated values a group offers for these texts (protection: every IP code they name). */
function valuesFor(group: CuratedGroup, texts: readonly string[]): readonly CuratedValue[] {
  if (group === 'connectivity') return CONNECTIVITY_VALUES;
  const codes = new Set(texts.flatMap((text) => [...foldSpec(text).matchAll(IP_CODE)].map((m) => m[1]!)));
  return [...codes].sort((a, b) => Number(a) - Number(b)).map(protectionValue);
}

/** The curated values one product's text names, e.g. 'IP44 (IP54 connecté)' → ['IP44', 'IP54']. */
export function curatedValuesOf(group: CuratedGroup, text: string | null | undefined): string[] {
  if (!text) return [];
  return valuesFor(group, [text])
    .filter((candidate) => matches(text, candidate.terms))
    .map((candidate) => candidate.value);
}

export interface RawSpecCount {
  /** One product's whole text ('Wi-Fi, Bluetooth'), as the CMS counts it. */
  value: string;
  /** How many products have this text. */
  count: number;
}

export interface CuratedOption {
  value: string;
  count: number;
}

/**
 * The panel's options of a group from the catalogue's texts and how many products have each: each
 * curated value with the number of products naming it, those named by none left out. Connectivity
 * by count (then in the list's order), protection by code.
 */
export function curatedOptions(group: CuratedGroup, raw: readonly RawSpecCount[]): CuratedOption[] {
  const counted = valuesFor(
    group,
    raw.map((entry) => entry.value),
  ).map((candidate) => ({
    value: candidate.value,
    count: raw
      .filter((entry) => matches(entry.value, candidate.terms))
      .reduce((sum, entry) => sum + entry.count, 0),
  }));
  const shown = counted.filter((option) => option.count > 0);
  return group === 'connectivity' ? shown.sort((a, b) => b.count - a.count) : shown;
}

/**
 * The CMS condition of one ticked value: its terms on the group's field. A value of no curated list
 * (an old link naming a raw text) is looked for as it is written.
 */
export function curatedCondition(group: CuratedGroup, value: string): QueryParams {
  const field = CURATED_FIELDS[group];
  const known =
    group === 'connectivity'
      ? CONNECTIVITY_VALUES.find((candidate) => candidate.value === value)
      : /^IP\d{2}$/.test(value)
        ? protectionValue(value.slice(2))
        : undefined;
  if (!known) return { [field]: { $containsi: value } };
  return {
    $or: known.terms.map((term) =>
      'contains' in term
        ? { [field]: { $containsi: term.contains } }
        : { [field]: { $startsWithi: term.startsWith } },
    ),
  };
}

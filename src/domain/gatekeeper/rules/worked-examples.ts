import type { GateCountry } from '../constants.ts';
import type { ItemFacts, RuleBook, Verdict } from './types.ts';

/**
 * The worked examples of docs/gatekeeper-rules.md: ONE source. The unit tests judge every example
 * and check that the doc's table is exactly renderWorkedExamples() (so doc and data cannot drift).
 */
export const WORKED_BOOK: RuleBook = {
  Eligibility: [
    { identifier: 'GATEKEEPER-UAE-BRAND-REJECTION', value: 'ZARA', limit: null },
    { identifier: 'GATEKEEPER-UAE-CATEGORY-REJECTION', value: 'FRAGRANCES', limit: null },
    { identifier: 'GATEKEEPER-UAE-SUB-CATEGORY-REJECTION', value: 'SWIMWEAR', limit: null },
    { identifier: 'GATEKEEPER-UAE-DIVISION-AND-DEPARTMENT-REJECTION', value: 'KIDS/ACCESSORIES', limit: null },
    { identifier: 'GATEKEEPER-UAE-GROUP-CODE-REJECTION', value: 'G-900', limit: null },
    { identifier: 'GATEKEEPER-KSA-BRAND-REJECTION', value: 'MANGO', limit: null },
  ],
  Capping: [
    { identifier: 'GATEKEEPER-UAE-BRAND-MAX', value: 'NIKE', limit: 40 },
    { identifier: 'GATEKEEPER-UAE-DIVISION-UPC-MAX', value: 'WOMEN', limit: 30 },
    { identifier: 'GATEKEEPER-KSA-BRAND-MAX', value: 'NIKE', limit: 20 },
  ],
  Allotment: [
    { identifier: 'GATEKEEPER-UAE-ALLOTMENT', value: 'ALL', limit: 100 },
    { identifier: 'GATEKEEPER-KSA-ALLOTMENT', value: 'ALL', limit: 0 },
  ],
};

export const BASE_ITEM: ItemFacts = {
  upc: '100001',
  pId: 'P100001',
  style: 'ST-1001',
  brand: 'NIKE',
  category: 'FOOTWEAR',
  subCategory: 'RUNNING',
  division: 'MEN',
  department: 'SHOES',
  groupCode: 'G-100',
  sizeLabel: '42',
  itemCode: 'IC-1001',
  headOfficeQty: 10,
  rackQty: 5,
  preGrnQty: 2,
  styleInBusiness: { UAE: true, KSA: true },
};

export interface WorkedExample {
  gate: GateCountry;
  /** The Allotment set for this example: the book's 100:0 unless given; 'none' = an empty set. */
  allotment?: [uae: number, ksa: number] | 'none';
  /** Changes to BASE_ITEM, or null: the UPC is not in the item master. */
  item: Partial<ItemFacts> | null;
  expected: number;
  scanned: number;
  lastHour: number;
  verdict: Verdict;
}

const ok: Verdict = { action: 'ACCEPTED', reason: null, rule: null };
const no = (rule: string, reason: string): Verdict => ({ action: 'REJECTED', rule, reason });
const open: Pick<WorkedExample, 'expected' | 'scanned' | 'lastHour'> = { expected: 2, scanned: 0, lastHour: 0 };

export const WORKED_EXAMPLES: WorkedExample[] = [
  { gate: 'UAE', item: {}, ...open, verdict: ok },
  {
    gate: 'UAE',
    item: {},
    expected: 0,
    scanned: 0,
    lastHour: 0,
    verdict: { action: 'NOT_ON_PALLET', rule: null, reason: 'UPC 100001 is not on this pallet' },
  },
  {
    gate: 'UAE',
    item: {},
    expected: 2,
    scanned: 2,
    lastHour: 0,
    verdict: { action: 'ALREADY_SCANNED', rule: null, reason: 'Every unit of UPC 100001 on this pallet is already scanned' },
  },
  { gate: 'UAE', item: null, ...open, verdict: no('ITEM-MASTER', 'Unknown UPC: not in the item master') },
  { gate: 'UAE', item: { brand: 'ZARA' }, ...open, verdict: no('GATEKEEPER-UAE-BRAND-REJECTION', 'Brand ZARA is rejected at UAE gates') },
  { gate: 'KSA', allotment: [50, 50], item: { brand: 'ZARA' }, ...open, verdict: ok },
  {
    gate: 'UAE',
    item: { category: 'Fragrances' },
    ...open,
    verdict: no('GATEKEEPER-UAE-CATEGORY-REJECTION', 'Category Fragrances is rejected at UAE gates'),
  },
  {
    gate: 'UAE',
    item: { subCategory: 'SWIMWEAR' },
    ...open,
    verdict: no('GATEKEEPER-UAE-SUB-CATEGORY-REJECTION', 'Sub-category SWIMWEAR is rejected at UAE gates'),
  },
  {
    gate: 'UAE',
    item: { division: 'KIDS', department: 'ACCESSORIES' },
    ...open,
    verdict: no('GATEKEEPER-UAE-DIVISION-AND-DEPARTMENT-REJECTION', 'Division and department KIDS/ACCESSORIES is rejected at UAE gates'),
  },
  { gate: 'UAE', item: { division: 'KIDS', department: 'SHOES' }, ...open, verdict: ok },
  {
    gate: 'UAE',
    item: { groupCode: 'G-900' },
    ...open,
    verdict: no('GATEKEEPER-UAE-GROUP-CODE-REJECTION', 'Group code G-900 is rejected at UAE gates'),
  },
  {
    gate: 'UAE',
    item: { styleInBusiness: { UAE: false, KSA: true }, headOfficeQty: 2 },
    ...open,
    verdict: no('GATEKEEPER-UAE-NEW-STYLE-ELIGIBILITY', 'New style ST-1001 needs at least 3 head-office qty at UAE gates (has 2)'),
  },
  { gate: 'UAE', item: { styleInBusiness: { UAE: false, KSA: true }, headOfficeQty: 3 }, ...open, verdict: ok },
  {
    gate: 'KSA',
    allotment: [50, 50],
    item: { styleInBusiness: { UAE: true, KSA: false } },
    ...open,
    verdict: no('GATEKEEPER-KSA-STYLE-IN-BUSINESS', 'Style ST-1001 is not yet in business in KSA'),
  },
  {
    gate: 'KSA',
    allotment: [50, 50],
    item: { brand: 'MANGO', styleInBusiness: { UAE: true, KSA: false } },
    ...open,
    verdict: no('GATEKEEPER-KSA-BRAND-REJECTION', 'Brand MANGO is rejected at KSA gates'),
  },
  {
    gate: 'KSA',
    item: {},
    ...open,
    verdict: no('GATEKEEPER-KSA-ALLOTMENT', 'Allotment UAE:KSA is 100:0: nothing is allotted to KSA gates'),
  },
  {
    gate: 'UAE',
    allotment: [0, 100],
    item: {},
    ...open,
    verdict: no('GATEKEEPER-UAE-ALLOTMENT', 'Allotment UAE:KSA is 0:100: nothing is allotted to UAE gates'),
  },
  { gate: 'KSA', allotment: 'none', item: {}, ...open, verdict: ok },
  { gate: 'UAE', item: { rackQty: 30, preGrnQty: 5 }, expected: 2, scanned: 0, lastHour: 4, verdict: ok },
  {
    gate: 'UAE',
    item: { rackQty: 30, preGrnQty: 5 },
    expected: 2,
    scanned: 0,
    lastHour: 5,
    verdict: no(
      'GATEKEEPER-UAE-BRAND-MAX',
      'Capping: rack 30 + pre-GRN 5 + 6 scanned in the last hour = 41, over the maximum of brand NIKE (40)',
    ),
  },
  { gate: 'UAE', item: { brand: 'NIKE', division: 'WOMEN', rackQty: 32, preGrnQty: 0 }, ...open, verdict: ok },
  {
    gate: 'UAE',
    item: { brand: 'PUMA', division: 'WOMEN', rackQty: 20, preGrnQty: 5 },
    expected: 2,
    scanned: 0,
    lastHour: 5,
    verdict: no(
      'GATEKEEPER-UAE-DIVISION-UPC-MAX',
      'Capping: rack 20 + pre-GRN 5 + 6 scanned in the last hour = 31, over the UPC maximum of division WOMEN (30)',
    ),
  },
  { gate: 'UAE', item: { brand: 'PUMA', rackQty: 20, preGrnQty: 4 }, ...open, verdict: ok },
  {
    gate: 'UAE',
    item: { brand: 'PUMA', rackQty: 20, preGrnQty: 4 },
    expected: 2,
    scanned: 1,
    lastHour: 1,
    verdict: no('CAPPING-DEFAULT', 'Capping: rack 20 + pre-GRN 4 + 2 scanned in the last hour = 26, over the default maximum (25)'),
  },
  {
    gate: 'KSA',
    allotment: [50, 50],
    item: { rackQty: 15, preGrnQty: 4 },
    expected: 2,
    scanned: 0,
    lastHour: 1,
    verdict: no(
      'GATEKEEPER-KSA-BRAND-MAX',
      'Capping: rack 15 + pre-GRN 4 + 2 scanned in the last hour = 21, over the maximum of brand NIKE (20)',
    ),
  },
];

export function bookOf(example: WorkedExample): RuleBook {
  if (example.allotment === undefined) return WORKED_BOOK;
  const allotment =
    example.allotment === 'none'
      ? []
      : [
          { identifier: 'GATEKEEPER-UAE-ALLOTMENT', value: 'ALL', limit: example.allotment[0] },
          { identifier: 'GATEKEEPER-KSA-ALLOTMENT', value: 'ALL', limit: example.allotment[1] },
        ];
  return { ...WORKED_BOOK, Allotment: allotment };
}

export const itemOf = (example: WorkedExample): ItemFacts | null => (example.item ? { ...BASE_ITEM, ...example.item } : null);

const yesNo = (b: boolean) => (b ? 'yes' : 'no');
function describeItem(item: ItemFacts | null): string {
  if (!item) return 'not in the item master';
  const b = item.styleInBusiness;
  return `${item.brand}; ${item.category}/${item.subCategory}; ${item.division}/${item.department}; ${item.groupCode}; HO ${item.headOfficeQty}, rack ${item.rackQty}, pre-GRN ${item.preGrnQty}; in business UAE ${yesNo(b.UAE)}, KSA ${yesNo(b.KSA)}`;
}

/** The markdown table the doc holds between its worked-examples markers. */
export function renderWorkedExamples(): string {
  const head = [
    '| # | Gate | Allotment | Item | On pallet (expected/scanned) | Last hour | Action | Rule | Reason |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const rows = WORKED_EXAMPLES.map((e, i) => {
    const allot = e.allotment === undefined ? '100:0' : e.allotment === 'none' ? 'none' : e.allotment.join(':');
    const v = e.verdict;
    return `| ${i + 1} | ${e.gate} | ${allot} | ${describeItem(itemOf(e))} | ${e.expected}/${e.scanned} | ${e.lastHour} | ${v.action} | ${v.rule ?? ''} | ${v.reason ?? ''} |`;
  });
  return [...head, ...rows].join('\n');
}

import { DEFAULT_CAP, type GateCountry } from '../constants.ts';
import { divisionDepartmentKey, keyOf, type CompiledRules } from './compile.ts';
import { allotmentId, brandMaxId, divisionUpcMaxId, FIXED_RULES, REJECTION_KINDS, rejectionId, type RejectionKind } from './identifiers.ts';
import { NEW_STYLE_MIN_HO_QTY, reasonText, type CapSource, type ReasonMessage } from './reasons.ts';
import type { ItemFacts, ScanContext, Verdict } from './types.ts';

const rejected = (message: ReasonMessage, rule: string): Verdict => ({ action: 'REJECTED', reason: reasonText(message), rule, message });
const ACCEPTED: Verdict = { action: 'ACCEPTED', reason: null, rule: null };
const withMessage = (action: 'NOT_ON_PALLET' | 'ALREADY_SCANNED', message: ReasonMessage): Verdict => ({
  action,
  reason: reasonText(message),
  rule: null,
  message,
});

function itemValue(item: ItemFacts, kind: RejectionKind): { key: string; shown: string } {
  switch (kind) {
    case 'BRAND':
      return { key: keyOf(item.brand), shown: item.brand };
    case 'CATEGORY':
      return { key: keyOf(item.category), shown: item.category };
    case 'SUB-CATEGORY':
      return { key: keyOf(item.subCategory), shown: item.subCategory };
    case 'DIVISION-AND-DEPARTMENT':
      return { key: divisionDepartmentKey(item.division, item.department), shown: `${item.division}/${item.department}` };
    case 'GROUP-CODE':
      return { key: keyOf(item.groupCode), shown: item.groupCode };
  }
}

function checkRejections(rules: CompiledRules, country: GateCountry, item: ItemFacts): Verdict | null {
  for (const kind of REJECTION_KINDS) {
    const { key, shown } = itemValue(item, kind);
    if (rules.rejections[country][kind].has(key))
      return rejected({ key: 'rejected', params: { kind, value: shown, country } }, rejectionId(country, kind));
  }
  return null;
}

/** UAE: a style not yet in business in the UAE needs 3 head-office qty; KSA: the style must be in business. */
function checkEligibility(country: GateCountry, item: ItemFacts): Verdict | null {
  if (country === 'UAE') {
    const isNew = !item.styleInBusiness.UAE;
    if (isNew && item.headOfficeQty < NEW_STYLE_MIN_HO_QTY)
      return rejected(
        { key: 'newStyle', params: { style: item.style, headOfficeQty: item.headOfficeQty, min: NEW_STYLE_MIN_HO_QTY } },
        FIXED_RULES.newStyle(country),
      );
    return null;
  }
  if (!item.styleInBusiness.KSA)
    return rejected({ key: 'notInBusiness', params: { style: item.style, country } }, FIXED_RULES.inBusiness(country));
  return null;
}

/** A gate country whose share of the allotment is 0 receives nothing: every unit is rejected there. */
function checkAllotment(rules: CompiledRules, country: GateCountry): Verdict | null {
  const shares = rules.allotment;
  if (!shares || shares[country] > 0) return null;
  return rejected({ key: 'allotment', params: { uae: shares.UAE, ksa: shares.KSA, country } }, allotmentId(country));
}

/** Rack + pre-GRN + scanned in the last hour, this unit included, must not exceed the cap. */
function checkCapping(rules: CompiledRules, ctx: ScanContext, item: ItemFacts): Verdict | null {
  const country = ctx.gateCountry;
  const brandCap = rules.brandMax[country].get(keyOf(item.brand));
  const divisionCap = rules.divisionUpcMax[country].get(keyOf(item.division));
  const [cap, source, rule]: [number, CapSource, string] =
    brandCap !== undefined
      ? [brandCap, { from: 'brand', name: item.brand }, brandMaxId(country)]
      : divisionCap !== undefined
        ? [divisionCap, { from: 'division', name: item.division }, divisionUpcMaxId(country)]
        : [DEFAULT_CAP, { from: 'default' }, FIXED_RULES.defaultCap];
  const scanned = ctx.scannedLastHour + 1;
  const total = item.rackQty + item.preGrnQty + scanned;
  if (total <= cap) return null;
  return rejected({ key: 'capped', params: { rack: item.rackQty, preGrn: item.preGrnQty, scanned, total, cap, source } }, rule);
}

/**
 * The verdict of one scan (docs/gatekeeper-rules.md). Order: not on the pallet, every unit
 * already scanned, unknown to the item master, rejection lists, eligibility, allotment, capping.
 * Quantity-free checks come first so a unit refused for what it is never reads as a capping
 * problem.
 */
export function judgeScan(rules: CompiledRules, ctx: ScanContext): Verdict {
  if (ctx.expectedOnPallet <= 0) return withMessage('NOT_ON_PALLET', { key: 'notOnPallet', params: { upc: ctx.upc } });
  if (ctx.scannedOnPallet >= ctx.expectedOnPallet)
    return withMessage('ALREADY_SCANNED', { key: 'alreadyScanned', params: { upc: ctx.upc } });
  const item = ctx.item;
  if (!item) return rejected({ key: 'unknownUpc', params: {} }, FIXED_RULES.unknownUpc);
  return (
    checkRejections(rules, ctx.gateCountry, item) ??
    checkEligibility(ctx.gateCountry, item) ??
    checkAllotment(rules, ctx.gateCountry) ??
    checkCapping(rules, ctx, item) ??
    ACCEPTED
  );
}

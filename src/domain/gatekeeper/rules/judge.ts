import { DEFAULT_CAP, type GateCountry } from '../constants.ts';
import { GATEKEEPER_MESSAGES } from '../messages.ts';
import { divisionDepartmentKey, keyOf, type CompiledRules } from './compile.ts';
import { allotmentId, brandMaxId, divisionUpcMaxId, FIXED_RULES, REJECTION_KINDS, rejectionId, type RejectionKind } from './identifiers.ts';
import { NEW_STYLE_MIN_HO_QTY, RULE_REASONS } from './reasons.ts';
import type { ItemFacts, ScanContext, Verdict } from './types.ts';

const rejected = (reason: string, rule: string): Verdict => ({ action: 'REJECTED', reason, rule });
const ACCEPTED: Verdict = { action: 'ACCEPTED', reason: null, rule: null };

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
    if (rules.rejections[country][kind].has(key)) return rejected(RULE_REASONS.rejected(kind, shown, country), rejectionId(country, kind));
  }
  return null;
}

/** UAE: a style not yet in business in the UAE needs 3 head-office qty; KSA: the style must be in business. */
function checkEligibility(country: GateCountry, item: ItemFacts): Verdict | null {
  if (country === 'UAE') {
    const isNew = !item.styleInBusiness.UAE;
    if (isNew && item.headOfficeQty < NEW_STYLE_MIN_HO_QTY)
      return rejected(RULE_REASONS.newStyle(item.style, item.headOfficeQty), FIXED_RULES.newStyle(country));
    return null;
  }
  if (!item.styleInBusiness.KSA) return rejected(RULE_REASONS.notInBusiness(item.style, country), FIXED_RULES.inBusiness(country));
  return null;
}

/** A gate country whose share of the allotment is 0 receives nothing: every unit is rejected there. */
function checkAllotment(rules: CompiledRules, country: GateCountry): Verdict | null {
  const shares = rules.allotment;
  if (!shares || shares[country] > 0) return null;
  return rejected(RULE_REASONS.allotment(shares.UAE, shares.KSA, country), allotmentId(country));
}

/** Rack + pre-GRN + scanned in the last hour, this unit included, must not exceed the cap. */
function checkCapping(rules: CompiledRules, ctx: ScanContext, item: ItemFacts): Verdict | null {
  const country = ctx.gateCountry;
  const brandCap = rules.brandMax[country].get(keyOf(item.brand));
  const divisionCap = rules.divisionUpcMax[country].get(keyOf(item.division));
  const [cap, source, rule] =
    brandCap !== undefined
      ? [brandCap, RULE_REASONS.capSource.brand(item.brand), brandMaxId(country)]
      : divisionCap !== undefined
        ? [divisionCap, RULE_REASONS.capSource.division(item.division), divisionUpcMaxId(country)]
        : [DEFAULT_CAP, RULE_REASONS.capSource.default, FIXED_RULES.defaultCap];
  const scanned = ctx.scannedLastHour + 1;
  if (item.rackQty + item.preGrnQty + scanned <= cap) return null;
  return rejected(RULE_REASONS.capped(item.rackQty, item.preGrnQty, scanned, cap, source), rule);
}

/**
 * The verdict of one scan (docs/gatekeeper-rules.md). Order: not on the pallet, every unit
 * already scanned, unknown to the item master, rejection lists, eligibility, allotment, capping.
 * Quantity-free checks come first so a unit refused for what it is never reads as a capping
 * problem.
 */
export function judgeScan(rules: CompiledRules, ctx: ScanContext): Verdict {
  if (ctx.expectedOnPallet <= 0) return { action: 'NOT_ON_PALLET', reason: GATEKEEPER_MESSAGES.notOnPallet(ctx.upc), rule: null };
  if (ctx.scannedOnPallet >= ctx.expectedOnPallet)
    return { action: 'ALREADY_SCANNED', reason: GATEKEEPER_MESSAGES.alreadyScanned(ctx.upc), rule: null };
  const item = ctx.item;
  if (!item) return rejected(RULE_REASONS.unknownUpc, FIXED_RULES.unknownUpc);
  return (
    checkRejections(rules, ctx.gateCountry, item) ??
    checkEligibility(ctx.gateCountry, item) ??
    checkAllotment(rules, ctx.gateCountry) ??
    checkCapping(rules, ctx, item) ??
    ACCEPTED
  );
}

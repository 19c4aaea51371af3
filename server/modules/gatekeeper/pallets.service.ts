import type { Actor } from '../../shared/actor.ts';
import type { PalletCounts, PalletHeader, PalletItem } from '../../../src/domain/gatekeeper/contracts.ts';
import type { ItemAction } from '../../../src/domain/gatekeeper/constants.ts';
import { GATEKEEPER_MESSAGES as M } from '../../../src/domain/gatekeeper/messages.ts';
import type { ItemFacts } from '../../../src/domain/gatekeeper/rules/types.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../plugins/http-error.ts';
import * as repo from './pallets.repository.ts';
import { currentRules } from './rules.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export const countsOf = (p: Pick<repo.PalletRow, 'scanned_count' | 'total_count' | 'missing_count' | 'excess_count'>): PalletCounts => ({
  scanned: p.scanned_count,
  total: p.total_count,
  missing: p.missing_count,
  excess: p.excess_count,
});

export function toHeader(p: repo.PalletRow): PalletHeader {
  return {
    palletNo: p.pallet_no,
    palletStatus: p.status,
    isClosed: p.status === 'Closed',
    gateCountry: p.gate_country,
    qty: p.qty,
    createdName: p.created_name,
    createdDateUTC: new Date(p.created_date_utc).toISOString(),
    closedName: p.closed_name,
    closedDateUTC: iso(p.closed_date_utc),
    counts: countsOf(p),
  };
}

export function toItem(i: repo.PalletItemRow, palletStatus: 'Open' | 'Closed'): PalletItem {
  return {
    id: Number(i.id),
    palletNo: i.pallet_no,
    palletStatus,
    upc: i.upc,
    isScanned: i.is_scanned,
    action: i.action as ItemAction | null,
    remarks: i.remarks,
    createdName: i.created_name,
    createdDateUTC: new Date(i.created_date_utc).toISOString(),
    isScannedByName: i.scanned_name,
    isScannedDateUTC: iso(i.scanned_date_utc),
    deviceTime: iso(i.device_time),
    serverTime: iso(i.server_time),
  };
}

export function toFacts(r: repo.ItemMasterRow): ItemFacts {
  return {
    upc: r.upc,
    pId: r.pid,
    style: r.style,
    brand: r.brand,
    category: r.category,
    subCategory: r.sub_category,
    division: r.division,
    department: r.department,
    groupCode: r.group_code,
    sizeLabel: r.size_label,
    itemCode: r.item_code,
    headOfficeQty: r.head_office_qty,
    rackQty: r.rack_qty,
    preGrnQty: r.pre_grn_qty,
    styleInBusiness: { UAE: r.style_in_business_uae, KSA: r.style_in_business_ksa },
  };
}

/** The pallet row, or undefined when the pallet is not known (not imported yet). */
export const findPallet = (db: Db, palletNo: string) => repo.findPallet(db, palletNo);

export async function palletOrThrow(db: Db, palletNo: string): Promise<repo.PalletRow> {
  const pallet = await repo.findPallet(db, palletNo);
  if (!pallet) throw new HttpError(404, M.unknownPallet(palletNo));
  return pallet;
}

/**
 * Imports a pallet from its manifest: the header and one item row per unit. A pallet that exists
 * already is answered unchanged (importing is naturally idempotent); no manifest → 404.
 */
export async function importPallet(db: Db, palletNo: string, actor: Actor): Promise<repo.PalletRow> {
  const existing = await repo.findPallet(db, palletNo);
  if (existing) return existing;
  const manifest = await repo.findManifest(db, palletNo);
  if (!manifest) throw new HttpError(404, M.unknownManifest(palletNo));
  const created = await db.transaction().execute((trx) => repo.createFromManifest(trx, palletNo, manifest, actor));
  // Undefined: a concurrent import created it first; answer that one.
  return created ?? (await palletOrThrow(db, palletNo));
}

export async function palletItems(db: Db, palletNo: string, isScanned: boolean | undefined, limit: number): Promise<PalletItem[]> {
  const pallet = await palletOrThrow(db, palletNo);
  const rows = await repo.palletItems(db, palletNo, isScanned, limit);
  return rows.map((r) => toItem(r, pallet.status));
}

export async function openPallets(db: Db, limit: number): Promise<PalletHeader[]> {
  return (await repo.openPallets(db, limit)).map(toHeader);
}

/** Seed: a pallet imported from its manifest on a given day (the seed backdates its pallets). */
export async function seedPallet(
  trx: Db,
  palletNo: string,
  manifest: { gateCountry: 'UAE' | 'KSA'; units: number },
  actor: Actor,
  createdAt: Date,
): Promise<void> {
  await repo.createFromManifest(trx, palletNo, manifest, actor, createdAt);
}

/** The rules scans are judged by now (the seed judges its demo scans by them). */
export const rulesInForce = (db: Db) => currentRules(db);

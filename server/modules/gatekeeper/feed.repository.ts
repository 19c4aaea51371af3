import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Actor } from '../../shared/actor.ts';
import { authoredColumns } from '../../shared/audit-columns.ts';

const BATCH = 1000;

export interface ManifestLoad {
  palletNo: string;
  gateCountry: 'UAE' | 'KSA';
  lines: { upc: string; qty: number }[];
}

/** Replaces each pallet's manifest whole: lines not in the feed any more are removed. */
export async function upsertManifests(trx: Db, manifests: ManifestLoad[], actor: Actor, at?: Date): Promise<void> {
  for (const m of manifests) {
    await trx
      .insertInto('gk_manifests')
      .values({
        pallet_no: m.palletNo,
        gate_country: m.gateCountry,
        loaded_by: actor.userId,
        loaded_name: actor.name,
        ...(at ? { loaded_date_utc: at } : {}),
      })
      .onConflict((oc) =>
        oc.column('pallet_no').doUpdateSet({
          gate_country: m.gateCountry,
          loaded_by: actor.userId,
          loaded_name: actor.name,
          loaded_date_utc: at ?? sql`now()`,
        }),
      )
      .execute();
    await trx.deleteFrom('gk_manifest_lines').where('pallet_no', '=', m.palletNo).execute();
    for (let i = 0; i < m.lines.length; i += BATCH) {
      await trx
        .insertInto('gk_manifest_lines')
        .values(m.lines.slice(i, i + BATCH).map((l) => ({ pallet_no: m.palletNo, upc: l.upc, qty: l.qty })))
        .execute();
    }
  }
}

export interface ItemMasterLoad {
  upc: string;
  pid: string;
  style: string;
  brand: string;
  category: string;
  sub_category: string;
  division: string;
  department: string;
  group_code: string;
  size_label: string;
  item_code: string;
  head_office_qty: number;
  rack_qty: number;
  pre_grn_qty: number;
  style_in_business_uae: boolean;
  style_in_business_ksa: boolean;
}

/** Inserts or updates item master rows by UPC. */
export async function upsertItems(trx: Db, rows: ItemMasterLoad[], actor: Actor): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx
      .insertInto('item_master')
      .values(rows.slice(i, i + BATCH).map((r) => ({ ...r, ...authoredColumns(actor) })))
      .onConflict((oc) =>
        oc.column('upc').doUpdateSet((eb) => ({
          pid: eb.ref('excluded.pid'),
          style: eb.ref('excluded.style'),
          brand: eb.ref('excluded.brand'),
          category: eb.ref('excluded.category'),
          sub_category: eb.ref('excluded.sub_category'),
          division: eb.ref('excluded.division'),
          department: eb.ref('excluded.department'),
          group_code: eb.ref('excluded.group_code'),
          size_label: eb.ref('excluded.size_label'),
          item_code: eb.ref('excluded.item_code'),
          head_office_qty: eb.ref('excluded.head_office_qty'),
          rack_qty: eb.ref('excluded.rack_qty'),
          pre_grn_qty: eb.ref('excluded.pre_grn_qty'),
          style_in_business_uae: eb.ref('excluded.style_in_business_uae'),
          style_in_business_ksa: eb.ref('excluded.style_in_business_ksa'),
          updated_by: actor.userId,
          updated_name: actor.name,
          updated_date_utc: sql`now()`,
        })),
      )
      .execute();
  }
}

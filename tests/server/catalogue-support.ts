import type { FastifyInstance } from 'fastify';
import { PRODUCT_VIEW_PAGE } from '../../src/domain/catalogue/paths.ts';
import type { Db } from '../../server/db/connect.ts';
import * as catalogue from '../../server/modules/catalogue/catalogue-seed.service.ts';
import { SYSTEM_ACTOR } from '../../server/shared/actor.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';

/**
 * A small catalogue of the tests' own beside the seeded one (names prefixed so they never meet the
 * seed's): Store / Men and Women / Footwear (Sneakers, Boots) and Clothing (Shirts), with Material
 * mandatory on Sneakers and Fit a multi-select on Shirts.
 */
export async function testCatalogue(db: Db, prefix: string) {
  const n = (name: string) => `${prefix} ${name}`;
  const { mainId, parentId, subCategories } = await catalogue.addTree(
    db,
    {
      mains: [
        { name: n('Store'), ar_name: 'متجر' },
        { name: n('Other Store'), ar_name: 'متجر آخر' },
        { name: n('Closed Store'), ar_name: 'مغلق', status: 'i' },
      ],
      parents: [
        { name: n('Men'), ar_name: 'رجال' },
        { name: n('Women'), ar_name: 'نساء' },
      ],
      categories: [
        {
          main: n('Store'),
          parent: n('Men'),
          name: 'Footwear',
          ar_name: 'أحذية',
          subs: [
            { name: n('Sneakers'), ar_name: 'أحذية رياضية' },
            { name: n('Boots'), ar_name: 'أحذية طويلة' },
            { name: n('Old Boots'), ar_name: 'قديم', status: 'i' },
          ],
        },
        { main: n('Store'), parent: n('Men'), name: n('Clothing'), ar_name: 'ملابس', subs: [{ name: n('Shirts'), ar_name: 'قمصان' }] },
        { main: n('Store'), parent: n('Women'), name: n('Bags'), ar_name: 'حقائب', subs: [{ name: n('Totes'), ar_name: 'حقائب يد' }] },
      ],
    },
    SYSTEM_ACTOR,
  );
  const sub = (name: string) => subCategories.find((s) => s.name === n(name))!;
  const [brand, inactiveBrand] = await catalogue.addBrands(
    db,
    [
      { brandname: n('Brand'), ar_brandname: 'علامة' },
      { brandname: n('Gone Brand'), ar_brandname: 'علامة قديمة', status: 'i' },
    ],
    SYSTEM_ACTOR,
  );
  const attributes = await catalogue.addAttributes(
    db,
    [
      {
        name: n('Material'),
        ar_name: 'الخامة',
        values: [
          { name: 'Leather', ar_name: 'جلد' },
          { name: 'Mesh', ar_name: 'شبك' },
        ],
      },
      {
        name: n('Fit'),
        ar_name: 'المقاس',
        values: [
          { name: 'Slim', ar_name: 'ضيق' },
          { name: 'Regular', ar_name: 'عادي' },
          { name: 'Loose', ar_name: 'واسع' },
        ],
      },
      {
        name: 'Color Family',
        ar_name: 'عائلة اللون',
        values: [
          { name: n('Black'), ar_name: 'أسود' },
          { name: n('White'), ar_name: 'أبيض' },
        ],
      },
    ],
    SYSTEM_ACTOR,
  );
  const material = attributes.get(n('Material'))!;
  const fit = attributes.get(n('Fit'))!;
  const color = attributes.get('Color Family')!;
  await catalogue.offerAttributes(
    db,
    [
      { subCatId: sub('Sneakers').subCatId, attributeId: material.id, multiSelection: false, isMandatory: true, displayOrder: 1 },
      { subCatId: sub('Sneakers').subCatId, attributeId: fit.id, multiSelection: false, isMandatory: false, displayOrder: 2 },
      { subCatId: sub('Shirts').subCatId, attributeId: fit.id, multiSelection: true, isMandatory: true, displayOrder: 1 },
      { subCatId: sub('Shirts').subCatId, attributeId: material.id, multiSelection: false, isMandatory: false, displayOrder: 2 },
      // Boots offer the colour themselves, single-select and mandatory: no synthetic one is added.
      { subCatId: sub('Boots').subCatId, attributeId: color.id, multiSelection: false, isMandatory: true, displayOrder: 1 },
    ],
    SYSTEM_ACTOR,
  );
  return {
    mainId: mainId.get(n('Store'))!,
    otherMainId: mainId.get(n('Other Store'))!,
    closedMainId: mainId.get(n('Closed Store'))!,
    menId: parentId.get(n('Men'))!,
    womenId: parentId.get(n('Women'))!,
    sub,
    brand: brand!,
    inactiveBrand: inactiveBrand!,
    material,
    fit,
    color,
  };
}
export type TestCatalogue = Awaited<ReturnType<typeof testCatalogue>>;

/** A writer (L2 on the product view), a reader (L1) and a user with no grant on it. */
export async function catalogueUsers(app: FastifyInstance, prefix: string) {
  const [writer, reader, stranger] = await Promise.all([
    createTestUser(app, `${prefix}W`, [{ page: PRODUCT_VIEW_PAGE, level: 'L2' }]),
    createTestUser(app, `${prefix}R`, [{ page: PRODUCT_VIEW_PAGE, level: 'L1' }]),
    createTestUser(app, `${prefix}S`, [{ page: '/apps/state-settings', level: 'L2' }]),
  ]);
  return { writer, reader, stranger } satisfies Record<string, TestUser>;
}

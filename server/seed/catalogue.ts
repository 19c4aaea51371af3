import { COLOR_FAMILY_ATTRIBUTE_ID } from '../../src/domain/catalogue/lookups.ts';
import { stripToPlainText } from '../../src/domain/catalogue/text-rules.ts';
import type { Db } from '../db/connect.ts';
import * as catalogue from '../modules/catalogue/catalogue-seed.service.ts';
import type { SeedProduct, SubCategoryPath } from '../modules/catalogue/catalogue-seed.service.ts';
import { ATTRIBUTES, COLOURS, OFFERS } from './catalogue-attributes-data.ts';
import { BRANDS, BRANDS_OF, RETIRED_BRAND } from './catalogue-brands-data.ts';
import { COPY, singular, STATUS_MIX } from './catalogue-copy-data.ts';
import { arabicOf, MAINS, n, PARENTS, SUBS, TREE, type Main } from './catalogue-tree-data.ts';
import { seededRandom } from './seeded-random.ts';
import type { SeedOptions } from './seed-step.ts';
import { demoActor } from './users.ts';

/**
 * The demo catalogue: a four-level tree in English and Arabic (Fashion, Beauty, Home / Men, Women,
 * Kids, Unisex / Footwear, Clothing, Bags ... / Sneakers ...), 48 brands, attributes offered per
 * category with mandatory flags, and 2,000 products in every combination of English status,
 * Arabic status and approval, with bullets and attribute choices. Deterministic: the same rows on
 * every install. Demo data only: a real install builds its own tree.
 */

export const SEED_PRODUCTS = 2000;

export async function seedCatalogue(db: Db, options: SeedOptions): Promise<void> {
  if (options.kind !== 'demo') return;
  const random = seededRandom(2026_14);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const creators = [await demoActor(db, 'operator'), await demoActor(db, 'admin')];
  const by = creators[1]!;

  const { subCategories } = await catalogue.addTree(
    db,
    {
      mains: Object.entries(MAINS).map(([en, ar]) => n(en, ar)),
      parents: Object.entries(PARENTS).map(([en, ar]) => n(en, ar)),
      categories: TREE.flatMap(([main, parent, names]) =>
        names.map((name) => ({ main, parent, name, ar_name: SUBS[name]!.ar, subs: SUBS[name]!.subs.map(([en, ar]) => n(en, ar)) })),
      ),
    },
    by,
  );

  const brandRows = (Object.keys(BRANDS) as Main[]).flatMap((main) => BRANDS[main].map(([en, ar, prefix]) => ({ main, en, ar, prefix })));
  const brandIds = await catalogue.addBrands(
    db,
    [
      ...brandRows.map((b) => ({ brandname: b.en, ar_brandname: b.ar })),
      { brandname: RETIRED_BRAND[0], ar_brandname: RETIRED_BRAND[1], status: 'i' },
    ],
    by,
  );
  const retiredBrandId = brandIds[brandRows.length]!;
  const brands = brandRows.map((b, i) => ({ ...b, id: brandIds[i]! }));
  const brandsOf = (category: string) => brands.filter((b) => BRANDS_OF[category]!.includes(b.prefix));

  const attributes = await catalogue.addAttributes(
    db,
    Object.entries(ATTRIBUTES).map(([en, a]) => ({ ...n(en, a.ar), values: a.values.map(([ven, var_]) => n(ven, var_)) })),
    by,
  );
  const attributeId = (name: string) => attributes.get(name)!.id;

  // What each sub-category offers (with Footwear's synthetic multi-select colour), to choose from.
  type Offer = { attributeId: number; multi: boolean; mandatory: boolean; valueIds: number[] };
  const offersOf = new Map<number, Offer[]>();
  const offerRows: Parameters<typeof catalogue.offerAttributes>[1] = [];
  for (const sub of subCategories) {
    const offers = (OFFERS[sub.categoryName] ?? []).map(([name, multi, mandatory], order) => {
      offerRows.push({
        subCatId: sub.subCatId,
        attributeId: attributeId(name),
        multiSelection: multi,
        isMandatory: mandatory,
        displayOrder: order + 1,
      });
      return { attributeId: attributeId(name), multi, mandatory, valueIds: attributes.get(name)!.valueIds };
    });
    if (sub.categoryName === 'Footwear') {
      offers.push({
        attributeId: COLOR_FAMILY_ATTRIBUTE_ID,
        multi: true,
        mandatory: false,
        valueIds: attributes.get('Color Family')!.valueIds,
      });
    }
    offersOf.set(sub.subCatId, offers);
  }
  await catalogue.offerAttributes(db, offerRows, by);

  const statusTotal = STATUS_MIX.reduce((sum, [, weight]) => sum + weight, 0);
  const pickStatus = () => {
    let at = random() * statusTotal;
    for (const [statuses, weight] of STATUS_MIX) if ((at -= weight) < 0) return statuses;
    return STATUS_MIX[0]![0];
  };

  const now = Date.UTC(2026, 10, 20, 8);
  const products: SeedProduct[] = [];
  let styleNo = 10_000;
  while (products.length < SEED_PRODUCTS) {
    // One style in one to three colours: the variants the recommendation finds.
    const sub: SubCategoryPath = pick(subCategories);
    const brand =
      products.length % 97 === 5
        ? { id: retiredBrandId, en: RETIRED_BRAND[0], ar: RETIRED_BRAND[1], prefix: 'ES' }
        : pick(brandsOf(sub.categoryName));
    const copy = COPY[sub.categoryName]!;
    const model = `${pick(copy.words)} ${pick(copy.words)}`;
    const style = `${brand.prefix}-${styleNo++}`;
    const colours = [...COLOURS].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * 3));
    const price = Math.round((49 + random() * 1200) / 10) * 10 - 0.01;
    for (const [colour, arColour, code] of colours) {
      if (products.length >= SEED_PRODUCTS) break;
      const [status, status_ar, approve] = pickStatus();
      const name = stripToPlainText(`${brand.en.replace('&', 'and')} ${model} ${singular(sub.name)}, ${colour}`)
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 150);
      const offers = offersOf.get(sub.subCatId) ?? [];
      const colourValue = attributes.get('Color Family')!.valueIds[COLOURS.findIndex(([en]) => en === colour)]!;
      const chosen = offers
        .filter((o) => o.mandatory || random() < 0.6)
        .map((o) => {
          if (o.attributeId === COLOR_FAMILY_ATTRIBUTE_ID) return { attributeId: o.attributeId, values: [colourValue] };
          const count = o.multi ? 1 + Math.floor(random() * 2) : 1;
          return { attributeId: o.attributeId, values: [...new Set(Array.from({ length: count }, () => pick(o.valueIds)))] };
        });
      const bullets = [...copy.bullets].sort(() => random() - 0.5).slice(0, 2 + Math.floor(random() * (copy.bullets.length - 1)));
      products.push({
        mId: sub.mId,
        pCatId: sub.pCatId,
        catId: sub.catId,
        subCatId: sub.subCatId,
        brandId: brand.id,
        name,
        ar_name: status_ar === 'i' && random() < 0.5 ? '' : `${brand.ar} ${arabicOf(sub)} ${arColour}`.slice(0, 150),
        details: copy.detail[0],
        ar_details: status_ar === 'i' && random() < 0.5 ? '' : copy.detail[1],
        features: `<p>${copy.detail[0]}.</p><ul>${bullets.map(([en]) => `<li>${en}</li>`).join('')}</ul>`,
        ar_features: `<p>${copy.detail[1]}.</p><ul>${bullets.map(([, ar]) => `<li>${ar}</li>`).join('')}</ul>`,
        style,
        variant: code,
        remarks: '',
        metaTag: `${brand.en} ${sub.name}`.replace(/[^\p{L}\p{Nd} ]/gu, '').toLowerCase(),
        shortDesc: stripToPlainText(`${model} ${singular(sub.name)}`),
        status,
        status_ar,
        approve,
        currentPrice: Math.max(9.99, price),
        styleVerified: random() < 0.3,
        createdAt: new Date(now - Math.floor(random() * 180 * 24 * 60) * 60_000),
        bullets: bullets.map(([en, ar]) => ({ name: en, ar_name: ar })),
        attributes: chosen,
      });
    }
  }
  // Created in date order, so the newest pIds are the latest products.
  products.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  await catalogue.addProducts(db, products, creators[0]!);
}

import { COLOR_FAMILY_ATTRIBUTE_ID } from '../../src/domain/catalogue/lookups.ts';
import type { ProductStatus } from '../../src/domain/catalogue/products.ts';
import { stripToPlainText } from '../../src/domain/catalogue/text-rules.ts';
import type { Db } from '../db/connect.ts';
import * as catalogue from '../modules/catalogue/catalogue-seed.service.ts';
import type { Named, SeedProduct, SubCategoryPath } from '../modules/catalogue/catalogue-seed.service.ts';
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

const n = (name: string, ar_name: string): Named => ({ name, ar_name });

const MAINS = { Fashion: 'أزياء', Beauty: 'جمال', Home: 'المنزل' } as const;
const PARENTS = { Men: 'رجال', Women: 'نساء', Kids: 'أطفال', Unisex: 'للجنسين' } as const;
type Main = keyof typeof MAINS;
type Parent = keyof typeof PARENTS;

/** Sub-categories of each category, as [English, Arabic]. */
const SUBS: Record<string, { ar: string; subs: [string, string][] }> = {
  Footwear: {
    ar: 'أحذية',
    subs: [
      ['Sneakers', 'أحذية رياضية'],
      ['Running Shoes', 'أحذية الجري'],
      ['Boots', 'أحذية طويلة'],
      ['Sandals', 'صنادل'],
      ['Loafers', 'أحذية لوفر'],
    ],
  },
  Clothing: {
    ar: 'ملابس',
    subs: [
      ['T-Shirts', 'تي شيرت'],
      ['Shirts', 'قمصان'],
      ['Jeans', 'جينز'],
      ['Trousers', 'بناطيل'],
      ['Jackets', 'جاكيتات'],
    ],
  },
  Dresses: {
    ar: 'فساتين',
    subs: [
      ['Maxi Dresses', 'فساتين طويلة'],
      ['Midi Dresses', 'فساتين متوسطة'],
      ['Abayas', 'عبايات'],
    ],
  },
  Bags: {
    ar: 'حقائب',
    subs: [
      ['Backpacks', 'حقائب ظهر'],
      ['Tote Bags', 'حقائب يد'],
      ['Crossbody Bags', 'حقائب كتف'],
      ['Wallets', 'محافظ'],
    ],
  },
  Accessories: {
    ar: 'إكسسوارات',
    subs: [
      ['Watches', 'ساعات'],
      ['Belts', 'أحزمة'],
      ['Sunglasses', 'نظارات شمسية'],
      ['Caps', 'قبعات'],
    ],
  },
  Fragrances: {
    ar: 'عطور',
    subs: [
      ['Eau de Parfum', 'ماء العطر'],
      ['Eau de Toilette', 'ماء التواليت'],
      ['Oud', 'عود'],
    ],
  },
  Makeup: {
    ar: 'مكياج',
    subs: [
      ['Lipstick', 'أحمر شفاه'],
      ['Foundation', 'كريم أساس'],
      ['Mascara', 'ماسكارا'],
    ],
  },
  Skincare: {
    ar: 'العناية بالبشرة',
    subs: [
      ['Moisturisers', 'مرطبات'],
      ['Cleansers', 'منظفات'],
      ['Serums', 'سيروم'],
    ],
  },
  Grooming: {
    ar: 'العناية الشخصية',
    subs: [
      ['Shaving', 'الحلاقة'],
      ['Beard Care', 'العناية باللحية'],
    ],
  },
  Bedding: {
    ar: 'مفروشات',
    subs: [
      ['Duvet Covers', 'أغطية لحاف'],
      ['Pillows', 'وسائد'],
    ],
  },
  Kitchen: {
    ar: 'المطبخ',
    subs: [
      ['Cookware', 'أواني الطهي'],
      ['Tableware', 'أدوات المائدة'],
    ],
  },
  Decor: {
    ar: 'ديكور',
    subs: [
      ['Candles', 'شموع'],
      ['Vases', 'مزهريات'],
    ],
  },
};

const TREE: [Main, Parent, string[]][] = [
  ['Fashion', 'Men', ['Footwear', 'Clothing', 'Bags', 'Accessories']],
  ['Fashion', 'Women', ['Footwear', 'Clothing', 'Dresses', 'Bags', 'Accessories']],
  ['Fashion', 'Kids', ['Footwear', 'Clothing']],
  ['Beauty', 'Women', ['Fragrances', 'Makeup', 'Skincare']],
  ['Beauty', 'Men', ['Fragrances', 'Grooming', 'Skincare']],
  ['Home', 'Unisex', ['Bedding', 'Kitchen', 'Decor']],
];

/** Brands by the main category they sell in: [English, Arabic, style prefix]. */
const BRANDS: Record<Main, [string, string, string][]> = {
  Fashion: [
    ['Nike', 'نايكي', 'NK'],
    ['Adidas', 'أديداس', 'AD'],
    ['Puma', 'بوما', 'PU'],
    ['Skechers', 'سكيتشرز', 'SK'],
    ['New Balance', 'نيو بالانس', 'NB'],
    ['Converse', 'كونفرس', 'CV'],
    ['Reebok', 'ريبوك', 'RB'],
    ['Under Armour', 'أندر آرمر', 'UA'],
    ['Asics', 'أسيكس', 'AS'],
    ['Vans', 'فانس', 'VN'],
    ['Timberland', 'تمبرلاند', 'TB'],
    ['Clarks', 'كلاركس', 'CL'],
    ['Crocs', 'كروكس', 'CR'],
    ['Birkenstock', 'بيركنستوك', 'BK'],
    ['Dr. Martens', 'دكتور مارتنز', 'DM'],
    ['Zara', 'زارا', 'ZR'],
    ['Mango', 'مانجو', 'MG'],
    ['H&M', 'إتش آند إم', 'HM'],
    ['Tommy Hilfiger', 'تومي هيلفيغر', 'TH'],
    ['Calvin Klein', 'كالفن كلاين', 'CK'],
    ["Levi's", 'ليفايس', 'LV'],
    ['Guess', 'جيس', 'GS'],
    ['Lacoste', 'لاكوست', 'LC'],
    ['Ralph Lauren', 'رالف لورين', 'RL'],
    ['Hugo Boss', 'هوجو بوس', 'HB'],
    ['Michael Kors', 'مايكل كورس', 'MK'],
    ['Coach', 'كوتش', 'CO'],
    ['Aldo', 'ألدو', 'AL'],
    ['Charles & Keith', 'تشارلز آند كيث', 'CH'],
    ['Steve Madden', 'ستيف مادن', 'SM'],
    ['Fossil', 'فوسيل', 'FS'],
    ['Casio', 'كاسيو', 'CS'],
    ['Ray-Ban', 'راي بان', 'RY'],
  ],
  Beauty: [
    ["L'Oreal Paris", 'لوريال باريس', 'LO'],
    ['Maybelline', 'ميبيلين', 'MB'],
    ['MAC', 'ماك', 'MC'],
    ['Estee Lauder', 'إستي لودر', 'EL'],
    ['Clinique', 'كلينيك', 'CQ'],
    ['Nivea', 'نيفيا', 'NV'],
    ['Dior', 'ديور', 'DR'],
    ['Jo Malone', 'جو مالون', 'JM'],
    ['Arabian Oud', 'العربية للعود', 'AO'],
    ['Gillette', 'جيليت', 'GL'],
    ['The Ordinary', 'ذا أورديناري', 'TO'],
  ],
  Home: [
    ['Tefal', 'تيفال', 'TF'],
    ['Le Creuset', 'لو كروزيه', 'LR'],
    ['Joseph Joseph', 'جوزيف جوزيف', 'JJ'],
    ['Yankee Candle', 'يانكي كاندل', 'YC'],
    ['Zara Home', 'زارا هوم', 'ZH'],
    ['Cannon', 'كانون', 'CN'],
  ],
};
/** The brands (by style prefix) that sell in each category. */
const BRANDS_OF: Record<string, string[]> = {
  Footwear: ['NK', 'AD', 'PU', 'SK', 'NB', 'CV', 'RB', 'UA', 'AS', 'VN', 'TB', 'CL', 'CR', 'BK', 'DM', 'AL', 'SM'],
  Clothing: ['NK', 'AD', 'PU', 'UA', 'ZR', 'MG', 'HM', 'TH', 'CK', 'LV', 'GS', 'LC', 'RL', 'HB'],
  Dresses: ['ZR', 'MG', 'HM', 'GS', 'MK', 'CK'],
  Bags: ['MK', 'CO', 'CH', 'GS', 'AL', 'SM', 'TH', 'CK'],
  Accessories: ['FS', 'CS', 'RY', 'GS', 'MK', 'TH', 'CK', 'HB', 'LC'],
  Fragrances: ['DR', 'JM', 'AO', 'EL'],
  Makeup: ['LO', 'MB', 'MC', 'EL', 'CQ', 'DR'],
  Skincare: ['NV', 'CQ', 'TO', 'EL', 'LO'],
  Grooming: ['GL', 'NV'],
  Bedding: ['ZH', 'CN'],
  Kitchen: ['TF', 'LR', 'JJ'],
  Decor: ['YC', 'ZH'],
};

/** A brand no longer sold: on no pick list, still on its old products. */
const RETIRED_BRAND: [string, string] = ['Esprit', 'إسبريت'];

const COLOURS: [string, string, string][] = [
  ['Black', 'أسود', 'BLK'],
  ['White', 'أبيض', 'WHT'],
  ['Navy', 'كحلي', 'NVY'],
  ['Grey', 'رمادي', 'GRY'],
  ['Beige', 'بيج', 'BGE'],
  ['Brown', 'بني', 'BRN'],
  ['Red', 'أحمر', 'RED'],
  ['Pink', 'وردي', 'PNK'],
  ['Green', 'أخضر', 'GRN'],
  ['Blue', 'أزرق', 'BLU'],
  ['Yellow', 'أصفر', 'YLW'],
  ['Gold', 'ذهبي', 'GLD'],
  ['Silver', 'فضي', 'SLV'],
  ['Multicolour', 'متعدد الألوان', 'MLT'],
];

const ATTRIBUTES: Record<string, { ar: string; values: [string, string][] }> = {
  'Color Family': { ar: 'عائلة اللون', values: COLOURS.map(([en, ar]) => [en, ar]) },
  Material: {
    ar: 'الخامة',
    values: [
      ['Leather', 'جلد'],
      ['Suede', 'شامواه'],
      ['Mesh', 'شبك'],
      ['Cotton', 'قطن'],
      ['Polyester', 'بوليستر'],
      ['Denim', 'دنيم'],
      ['Wool', 'صوف'],
      ['Linen', 'كتان'],
      ['Canvas', 'قماش كانفاس'],
      ['Stainless Steel', 'فولاذ مقاوم للصدأ'],
      ['Ceramic', 'سيراميك'],
      ['Glass', 'زجاج'],
    ],
  },
  Fit: {
    ar: 'القصة',
    values: [
      ['Slim', 'ضيقة'],
      ['Regular', 'عادية'],
      ['Relaxed', 'مريحة'],
      ['Oversized', 'واسعة'],
    ],
  },
  Closure: {
    ar: 'طريقة الإغلاق',
    values: [
      ['Lace-up', 'أربطة'],
      ['Slip-on', 'بدون أربطة'],
      ['Velcro', 'لاصق'],
      ['Zip', 'سحاب'],
      ['Buckle', 'إبزيم'],
      ['Magnetic', 'مغناطيسي'],
    ],
  },
  Occasion: {
    ar: 'المناسبة',
    values: [
      ['Casual', 'كاجوال'],
      ['Formal', 'رسمي'],
      ['Sports', 'رياضي'],
      ['Party', 'سهرة'],
      ['Travel', 'سفر'],
    ],
  },
  Pattern: {
    ar: 'النقشة',
    values: [
      ['Solid', 'سادة'],
      ['Striped', 'مخطط'],
      ['Printed', 'مطبوع'],
      ['Checked', 'مربعات'],
    ],
  },
  'Sleeve Length': {
    ar: 'طول الكم',
    values: [
      ['Short Sleeve', 'كم قصير'],
      ['Long Sleeve', 'كم طويل'],
      ['Sleeveless', 'بدون أكمام'],
    ],
  },
  'Fragrance Family': {
    ar: 'عائلة العطر',
    values: [
      ['Floral', 'زهري'],
      ['Woody', 'خشبي'],
      ['Oriental', 'شرقي'],
      ['Fresh', 'منعش'],
      ['Citrus', 'حمضي'],
    ],
  },
  'Skin Type': {
    ar: 'نوع البشرة',
    values: [
      ['Dry', 'جافة'],
      ['Oily', 'دهنية'],
      ['Combination', 'مختلطة'],
      ['Normal', 'عادية'],
      ['Sensitive', 'حساسة'],
    ],
  },
  Volume: {
    ar: 'الحجم',
    values: [
      ['30 ml', '30 مل'],
      ['50 ml', '50 مل'],
      ['100 ml', '100 مل'],
      ['200 ml', '200 مل'],
    ],
  },
  Finish: {
    ar: 'اللمسة النهائية',
    values: [
      ['Matte', 'مطفأ'],
      ['Glossy', 'لامع'],
      ['Satin', 'ساتان'],
    ],
  },
  Room: {
    ar: 'الغرفة',
    values: [
      ['Bedroom', 'غرفة النوم'],
      ['Living Room', 'غرفة المعيشة'],
      ['Kitchen', 'المطبخ'],
      ['Dining Room', 'غرفة الطعام'],
    ],
  },
};

/** Attributes offered by category: [attribute, multi-select, mandatory]. Footwear's colour is the synthetic one. */
const OFFERS: Record<string, [string, boolean, boolean][]> = {
  Footwear: [
    ['Material', false, true],
    ['Closure', false, false],
    ['Occasion', true, false],
  ],
  Clothing: [
    ['Color Family', false, true],
    ['Material', false, true],
    ['Fit', false, false],
    ['Pattern', false, false],
    ['Sleeve Length', false, false],
    ['Occasion', true, false],
  ],
  Dresses: [
    ['Color Family', false, true],
    ['Material', false, true],
    ['Pattern', false, false],
    ['Occasion', true, true],
  ],
  Bags: [
    ['Color Family', false, true],
    ['Material', false, true],
    ['Closure', false, false],
  ],
  Accessories: [
    ['Color Family', false, true],
    ['Material', false, false],
  ],
  Fragrances: [
    ['Fragrance Family', false, true],
    ['Volume', false, true],
  ],
  Makeup: [
    ['Color Family', false, false],
    ['Finish', false, true],
  ],
  Skincare: [
    ['Skin Type', true, true],
    ['Volume', false, false],
  ],
  Grooming: [['Skin Type', true, false]],
  Bedding: [
    ['Color Family', false, true],
    ['Material', false, true],
    ['Room', true, false],
  ],
  Kitchen: [
    ['Material', false, true],
    ['Color Family', false, false],
  ],
  Decor: [
    ['Color Family', false, false],
    ['Material', false, true],
    ['Room', true, false],
  ],
};

/** Words of product names, details and bullets by category. */
const COPY: Record<string, { words: string[]; detail: [string, string]; bullets: [string, string][] }> = {
  Footwear: {
    words: ['Air', 'Flex', 'Cloud', 'Street', 'Trail', 'Classic', 'Urban', 'Pro'],
    detail: ['Comfortable everyday pair with a cushioned sole', 'زوج مريح للاستخدام اليومي بنعل مبطن'],
    bullets: [
      ['Cushioned insole for all-day comfort', 'نعل داخلي مبطن لراحة طوال اليوم'],
      ['Durable rubber outsole', 'نعل خارجي مطاطي متين'],
      ['Breathable upper', 'جزء علوي يسمح بمرور الهواء'],
      ['True to size', 'مقاس مطابق'],
      ['Lightweight build', 'تصميم خفيف الوزن'],
    ],
  },
  Clothing: {
    words: ['Essential', 'Classic', 'Modern', 'Relaxed', 'Heritage', 'Everyday', 'Signature'],
    detail: ['Soft fabric with a clean finish, easy to style', 'قماش ناعم بلمسة أنيقة وسهل التنسيق'],
    bullets: [
      ['Soft breathable fabric', 'قماش ناعم يسمح بمرور الهواء'],
      ['Machine washable', 'قابل للغسل في الغسالة'],
      ['Regular fit', 'قصة عادية'],
      ['Model wears size M', 'العارض يرتدي مقاس M'],
    ],
  },
  Dresses: {
    words: ['Floral', 'Evening', 'Summer', 'Pleated', 'Wrap', 'Satin'],
    detail: ['Flowing dress for day and evening', 'فستان انسيابي للنهار والمساء'],
    bullets: [
      ['Lined', 'مبطن'],
      ['Concealed zip fastening', 'سحاب مخفي'],
      ['Flowing silhouette', 'قصة انسيابية'],
    ],
  },
  Bags: {
    words: ['City', 'Travel', 'Mini', 'Classic', 'Signature', 'Weekend'],
    detail: ['Roomy bag with inner pockets', 'حقيبة واسعة بجيوب داخلية'],
    bullets: [
      ['Adjustable strap', 'حزام قابل للتعديل'],
      ['Inner zip pocket', 'جيب داخلي بسحاب'],
      ['Fits a 13 inch laptop', 'تتسع لحاسوب 13 بوصة'],
    ],
  },
  Accessories: {
    words: ['Classic', 'Sport', 'Heritage', 'Minimal', 'Aviator', 'Chrono'],
    detail: ['A finishing touch for every outfit', 'لمسة نهائية لكل إطلالة'],
    bullets: [
      ['Gift box included', 'مع علبة هدية'],
      ['Two year warranty', 'ضمان لمدة سنتين'],
      ['Water resistant', 'مقاوم للماء'],
    ],
  },
  Fragrances: {
    words: ['Oud', 'Amber', 'Rose', 'Musk', 'Noir', 'Bloom', 'Intense'],
    detail: ['Long lasting scent with warm notes', 'عطر يدوم طويلا بنفحات دافئة'],
    bullets: [
      ['Long lasting', 'يدوم طويلا'],
      ['Top notes of bergamot', 'نفحات عليا من البرغموت'],
      ['Made in France', 'صنع في فرنسا'],
    ],
  },
  Makeup: {
    words: ['Velvet', 'Matte', 'Glow', 'Volume', 'Lasting', 'Silk'],
    detail: ['Rich colour that lasts all day', 'لون غني يدوم طوال اليوم'],
    bullets: [
      ['Long wearing formula', 'تركيبة تدوم طويلا'],
      ['Dermatologically tested', 'مختبر من أطباء الجلد'],
      ['Cruelty free', 'غير مختبر على الحيوانات'],
    ],
  },
  Skincare: {
    words: ['Hydra', 'Pure', 'Daily', 'Repair', 'Gentle', 'Bright'],
    detail: ['Daily care for healthy looking skin', 'عناية يومية لبشرة صحية'],
    bullets: [
      ['Suitable for daily use', 'مناسب للاستخدام اليومي'],
      ['Fragrance free', 'خال من العطور'],
      ['With hyaluronic acid', 'بحمض الهيالورونيك'],
    ],
  },
  Grooming: {
    words: ['Sharp', 'Smooth', 'Classic', 'Pro', 'Fresh'],
    detail: ['Precise grooming for a clean look', 'عناية دقيقة لمظهر أنيق'],
    bullets: [
      ['Gentle on skin', 'لطيف على البشرة'],
      ['Travel size', 'حجم مناسب للسفر'],
    ],
  },
  Bedding: {
    words: ['Cotton', 'Hotel', 'Cloud', 'Soft', 'Linen'],
    detail: ['Soft bedding for restful nights', 'مفروشات ناعمة لليال هادئة'],
    bullets: [
      ['100 percent cotton', 'قطن 100 بالمئة'],
      ['Machine washable', 'قابل للغسل في الغسالة'],
      ['Double size', 'مقاس مزدوج'],
    ],
  },
  Kitchen: {
    words: ['Chef', 'Classic', 'Everyday', 'Nonstick', 'Stone'],
    detail: ['Kitchen essential built to last', 'أساسيات المطبخ مصنوعة لتدوم'],
    bullets: [
      ['Dishwasher safe', 'آمن في غسالة الصحون'],
      ['Suitable for all hobs', 'مناسب لجميع المواقد'],
      ['Oven safe to 220 C', 'آمن في الفرن حتى 220 درجة'],
    ],
  },
  Decor: {
    words: ['Amber', 'Nordic', 'Desert', 'Marble', 'Vanilla'],
    detail: ['A warm touch for any room', 'لمسة دافئة لأي غرفة'],
    bullets: [
      ['Hand finished', 'مشغول يدويا'],
      ['Gift ready', 'جاهز للإهداء'],
    ],
  },
};

/** English status, Arabic status and approval: every combination occurs, drafts and reviewed ones most. */
const STATUS_MIX: [[ProductStatus, ProductStatus, ProductStatus], number][] = [
  [['i', 'i', 'i'], 30],
  [['a', 'a', 'a'], 30],
  [['a', 'i', 'a'], 15],
  [['d', 'd', 'd'], 6],
  [['i', 'a', 'i'], 4],
  [['a', 'd', 'a'], 3],
  [['i', 'i', 'a'], 3],
  [['a', 'i', 'i'], 3],
  [['d', 'i', 'd'], 2],
  [['i', 'd', 'd'], 2],
  [['d', 'a', 'i'], 2],
];

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

/** The Arabic name of a sub-category. */
const arabicOf = (sub: SubCategoryPath): string =>
  SUBS[sub.categoryName]!.subs.find(([en]) => en === sub.name)?.[1] ?? SUBS[sub.categoryName]!.ar;

const SINGULAR: Record<string, string> = {
  Jeans: 'Jeans',
  Trousers: 'Trousers',
  Sunglasses: 'Sunglasses',
  Watches: 'Watch',
  'Maxi Dresses': 'Maxi Dress',
  'Midi Dresses': 'Midi Dress',
};
/** A sub-category's name for one product: Sneakers → Sneaker. */
const singular = (name: string) => SINGULAR[name] ?? name.replace(/(?<=[a-z])s$/, '');

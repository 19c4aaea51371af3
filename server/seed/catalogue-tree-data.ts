import type { Named, SubCategoryPath } from '../modules/catalogue/catalogue-seed.service.ts';

/** The demo catalogue's four-level tree in English and Arabic (server/seed/catalogue.ts writes it). */

export const n = (name: string, ar_name: string): Named => ({ name, ar_name });

export const MAINS = { Fashion: 'أزياء', Beauty: 'جمال', Home: 'المنزل' } as const;
export const PARENTS = { Men: 'رجال', Women: 'نساء', Kids: 'أطفال', Unisex: 'للجنسين' } as const;
export type Main = keyof typeof MAINS;
export type Parent = keyof typeof PARENTS;

/** Sub-categories of each category, as [English, Arabic]. */
export const SUBS: Record<string, { ar: string; subs: [string, string][] }> = {
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

export const TREE: [Main, Parent, string[]][] = [
  ['Fashion', 'Men', ['Footwear', 'Clothing', 'Bags', 'Accessories']],
  ['Fashion', 'Women', ['Footwear', 'Clothing', 'Dresses', 'Bags', 'Accessories']],
  ['Fashion', 'Kids', ['Footwear', 'Clothing']],
  ['Beauty', 'Women', ['Fragrances', 'Makeup', 'Skincare']],
  ['Beauty', 'Men', ['Fragrances', 'Grooming', 'Skincare']],
  ['Home', 'Unisex', ['Bedding', 'Kitchen', 'Decor']],
];

/** The Arabic name of a sub-category. */
export const arabicOf = (sub: SubCategoryPath): string =>
  SUBS[sub.categoryName]!.subs.find(([en]) => en === sub.name)?.[1] ?? SUBS[sub.categoryName]!.ar;

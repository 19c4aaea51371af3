/** The demo catalogue's colours, attributes with their values, and what each category offers. */

export const COLOURS: [string, string, string][] = [
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

export const ATTRIBUTES: Record<string, { ar: string; values: [string, string][] }> = {
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
export const OFFERS: Record<string, [string, boolean, boolean][]> = {
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

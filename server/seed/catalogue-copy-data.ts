import type { ProductStatus } from '../../src/domain/catalogue/products.ts';

/** Words of product names, details and bullets by category. */
export const COPY: Record<string, { words: string[]; detail: [string, string]; bullets: [string, string][] }> = {
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
export const STATUS_MIX: [[ProductStatus, ProductStatus, ProductStatus], number][] = [
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

const SINGULAR: Record<string, string> = {
  Jeans: 'Jeans',
  Trousers: 'Trousers',
  Sunglasses: 'Sunglasses',
  Watches: 'Watch',
  'Maxi Dresses': 'Maxi Dress',
  'Midi Dresses': 'Midi Dress',
};
/** A sub-category's name for one product: Sneakers → Sneaker. */
export const singular = (name: string) => SINGULAR[name] ?? name.replace(/(?<=[a-z])s$/, '');

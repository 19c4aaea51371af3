import { arabicEditStrings } from './arabic-edits/i18n.ts';
import { rejectionStrings } from './rejections/i18n.ts';
import { updateStrings } from './update/i18n.ts';
import { reportStrings } from './reports/i18n.ts';
import { queueStrings } from './queue/i18n.ts';

export const ACTIVATION_NS = 'activation';

/** Strings of the activation screens: the spec's words in English (spec 001 §2, §4), ours where it has none. */
export const activationResources = {
  en: {
    title: 'Product Activation',
    rejections: rejectionStrings.en,
    reports: reportStrings.en,
    ...queueStrings.en,
    update: updateStrings.en,
    arabicEdits: arabicEditStrings.en,
  },
  tr: {
    title: 'Ürün Aktivasyonu',
    rejections: rejectionStrings.tr,
    reports: reportStrings.tr,
    ...queueStrings.tr,
    update: updateStrings.tr,
    arabicEdits: arabicEditStrings.tr,
  },
  ar: {
    title: 'تفعيل المنتجات',
    rejections: rejectionStrings.ar,
    reports: reportStrings.ar,
    ...queueStrings.ar,
    update: updateStrings.ar,
    arabicEdits: arabicEditStrings.ar,
  },
};

import { activationWords } from '../../../domain/activation/words.ts';

/** Strings of Activation Rejection (spec 000 §2), under the activation namespace's `rejections`. */
export const rejectionStrings = {
  en: {
    title: 'Activation Rejection',
    tableLabel: 'Activation rejections',
    none: 'None',
    fix: 'Fix',
    fixRow: 'Fix the rejection of PID {{pId}}',
    fixTitle: 'Fix Activation Rejection',
    fixText: 'Fixing releases PID {{pId}} to the Activation Queue.',
    remarks: 'Remarks',
    remarksRequired: 'Enter the remarks',
    badPid: 'A PID is a whole number',
    badDate: 'A date as MM/DD/YYYY',
    columns: {
      ...activationWords.en.labels.rejection,
      createdDateUTC: activationWords.en.labels.rejection.createdDate,
      fix: 'Fix',
    },
  },
  tr: {
    title: 'Aktivasyon Reddi',
    tableLabel: 'Aktivasyon retleri',
    none: 'Hiçbiri',
    fix: 'Düzelt',
    fixRow: 'PID {{pId}} reddini düzelt',
    fixTitle: 'Aktivasyon Reddini Düzelt',
    fixText: 'Düzeltmek PID {{pId}} ürününü Aktivasyon Kuyruğuna geri bırakır.',
    remarks: 'Açıklamalar',
    remarksRequired: 'Açıklama girin',
    badPid: 'PID bir tam sayıdır',
    badDate: 'AA/GG/YYYY biçiminde bir tarih',
    columns: {
      ...activationWords.tr.labels.rejection,
      createdDateUTC: activationWords.tr.labels.rejection.createdDate,
      fix: 'Düzelt',
    },
  },
  ar: {
    title: 'رفض التفعيل',
    tableLabel: 'حالات رفض التفعيل',
    none: 'لا شيء',
    fix: 'إصلاح',
    fixRow: 'إصلاح رفض المنتج {{pId}}',
    fixTitle: 'إصلاح رفض التفعيل',
    fixText: 'الإصلاح يعيد المنتج {{pId}} إلى قائمة التفعيل.',
    remarks: 'ملاحظات',
    remarksRequired: 'أدخل الملاحظات',
    badPid: 'رقم المنتج عدد صحيح',
    badDate: 'تاريخ بالشكل MM/DD/YYYY',
    columns: {
      ...activationWords.ar.labels.rejection,
      createdDateUTC: activationWords.ar.labels.rejection.createdDate,
      fix: 'إصلاح',
    },
  },
};

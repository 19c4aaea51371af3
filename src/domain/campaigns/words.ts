import { defineWords } from '../words/words.ts';

/** The words of Campaign Details (campaigns and their product price rows) and the labels of their fields. */
export const campaignWords = defineWords('marketingCampaign', {
  en: {
    // Spec 000 §8.
    duplicate: 'campaign code already exists',
    created: 'Campaign created successfully',
    updated: 'Campaign updated successfully',
    deleted: 'Campaign deleted successfully',
    notFound: 'No campaign with id {{id}}',
    rules: {
      codeRequired: 'Campaign code is required',
      codeTooLong: 'Campaign code is at most {{max}} characters',
      detailsTooLong: 'Details are at most {{max}} characters',
    },
    labels: {
      campaignCode: 'Campaign Code',
      details: 'Details',
      search: 'Search',
    },
  },
  tr: {
    duplicate: 'Bu kampanya kodu zaten var',
    created: 'Kampanya başarıyla oluşturuldu',
    updated: 'Kampanya başarıyla güncellendi',
    deleted: 'Kampanya başarıyla silindi',
    notFound: '{{id}} kimlikli kampanya yok',
    rules: {
      codeRequired: 'Kampanya kodu zorunludur',
      codeTooLong: 'Kampanya kodu en fazla {{max}} karakter olabilir',
      detailsTooLong: 'Açıklama en fazla {{max}} karakter olabilir',
    },
    labels: {
      campaignCode: 'Kampanya Kodu',
      details: 'Açıklama',
      search: 'Ara',
    },
  },
  ar: {
    duplicate: 'رمز الحملة موجود مسبقًا',
    created: 'تم إنشاء الحملة بنجاح',
    updated: 'تم تحديث الحملة بنجاح',
    deleted: 'تم حذف الحملة بنجاح',
    notFound: 'لا توجد حملة بالمعرّف {{id}}',
    rules: {
      codeRequired: 'رمز الحملة مطلوب',
      codeTooLong: 'رمز الحملة {{max}} حرفًا على الأكثر',
      detailsTooLong: 'التفاصيل {{max}} حرفًا على الأكثر',
    },
    labels: {
      campaignCode: 'رمز الحملة',
      details: 'التفاصيل',
      search: 'بحث',
    },
  },
});

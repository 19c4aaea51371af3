import { activationWords } from '../../../domain/activation/words.ts';

/**
 * Strings of PID Activation Details and the Product Activation Report (spec 001 §2), under the
 * activation namespace's `reports`. Codes (BFL, HO, FREELANCER, AR, ENG) stay as they are in every language.
 */
export const reportStrings = {
  en: {
    pid: {
      title: 'PID Activation Details',
      tableLabel: 'PID activations',
    },
    report: {
      title: 'Product Activation Report',
      tableLabel: 'Activations per day',
      detailsLabel: 'Activators',
      detailsTitle: 'Details of {{date}} · {{company}} · {{lang}}',
      pickRow: 'Choose a row to see who activated its products.',
      viewRow: 'View the activations of {{date}}, {{company}}, {{lang}}',
      viewActivator: 'View the activations of {{name}} on {{date}}',
      closeDetails: 'Close the details',
      exportDetails: 'Export details to Excel',
      detailsPages: 'Pages of activators',
    },
    fields: {
      ...activationWords.en.labels.report,
      proname: 'Product Name',
      language: 'Language',
      // The report's grids write it so (spec 001 §2: 'Date, Company, language, Activator Name, Count, View Details').
      reportLanguage: 'language',
      count: 'Count',
      activator: activationWords.en.labels.details.createdName,
      viewDetails: 'View Details',
    },
    anyCompany: 'All',
    anyLang: 'SELECT',
    badPid: 'A PID is a whole number',
    badDate: 'A date as MM/DD/YYYY',
    badRange: 'To Date is before From Date',
  },
  tr: {
    pid: {
      title: 'PID Aktivasyon Ayrıntıları',
      tableLabel: 'PID aktivasyonları',
    },
    report: {
      title: 'Ürün Aktivasyon Raporu',
      tableLabel: 'Günlük aktivasyonlar',
      detailsLabel: 'Aktivasyonu yapanlar',
      detailsTitle: '{{date}} · {{company}} · {{lang}} ayrıntıları',
      pickRow: 'Ürünlerini kimin aktive ettiğini görmek için bir satır seçin.',
      viewRow: '{{date}}, {{company}}, {{lang}} aktivasyonlarını göster',
      viewActivator: '{{name}} adlı kişinin {{date}} aktivasyonlarını göster',
      closeDetails: 'Ayrıntıları kapat',
      exportDetails: "Ayrıntıları Excel'e aktar",
      detailsPages: 'Aktive edenlerin sayfaları',
    },
    fields: {
      ...activationWords.tr.labels.report,
      proname: 'Ürün Adı',
      language: 'Dil',
      reportLanguage: 'Dil',
      count: 'Adet',
      activator: activationWords.tr.labels.details.createdName,
      viewDetails: 'Ayrıntılar',
    },
    anyCompany: 'Tümü',
    anyLang: 'SEÇİN',
    badPid: 'PID bir tam sayıdır',
    badDate: 'AA/GG/YYYY biçiminde bir tarih',
    badRange: 'Bitiş Tarihi Başlangıç Tarihinden önce',
  },
  ar: {
    pid: {
      title: 'تفاصيل تفعيل المنتجات',
      tableLabel: 'عمليات تفعيل المنتجات',
    },
    report: {
      title: 'تقرير تفعيل المنتجات',
      tableLabel: 'عمليات التفعيل حسب اليوم',
      detailsLabel: 'القائمون بالتفعيل',
      detailsTitle: 'تفاصيل {{date}} · {{company}} · {{lang}}',
      pickRow: 'اختر صفاً لمعرفة من فعّل منتجاته.',
      viewRow: 'عرض عمليات التفعيل في {{date}}، {{company}}، {{lang}}',
      viewActivator: 'عرض عمليات تفعيل {{name}} في {{date}}',
      closeDetails: 'إغلاق التفاصيل',
      exportDetails: 'تصدير التفاصيل إلى Excel',
      detailsPages: 'صفحات القائمين بالتفعيل',
    },
    fields: {
      ...activationWords.ar.labels.report,
      proname: 'اسم المنتج',
      language: 'اللغة',
      reportLanguage: 'اللغة',
      count: 'العدد',
      activator: activationWords.ar.labels.details.createdName,
      viewDetails: 'عرض التفاصيل',
    },
    anyCompany: 'الكل',
    anyLang: 'اختر',
    badPid: 'رقم المنتج عدد صحيح',
    badDate: 'تاريخ بالشكل MM/DD/YYYY',
    badRange: 'تاريخ النهاية قبل تاريخ البداية',
  },
};

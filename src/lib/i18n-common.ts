/**
 * Strings shared by lib and components (namespace `common`). The app registers them with i18next
 * beside each feature's own namespace.
 */
export const COMMON_NS = 'common';

export const commonResources = {
  en: {
    appName: 'ADMIN PANEL',
    close: 'Close',
    reload: 'Reload',
    loading: 'Loading…',
    language: 'Language',
    languages: { en: 'English', tr: 'Turkish', ar: 'Arabic' },
    networkError: 'The server could not be reached. Check the connection and try again.',
    unexpectedReply: 'The server sent a reply this app does not understand.',
    requestFailed: 'The request failed ({{status}}).',
    updateReady: 'A new version of the app is ready.',
  },
  tr: {
    appName: 'YÖNETİM PANELİ',
    close: 'Kapat',
    reload: 'Yeniden yükle',
    loading: 'Yükleniyor…',
    language: 'Dil',
    languages: { en: 'İngilizce', tr: 'Türkçe', ar: 'Arapça' },
    networkError: 'Sunucuya ulaşılamadı. Bağlantıyı kontrol edip tekrar deneyin.',
    unexpectedReply: 'Sunucu, bu uygulamanın anlamadığı bir yanıt gönderdi.',
    requestFailed: 'İstek başarısız oldu ({{status}}).',
    updateReady: 'Uygulamanın yeni bir sürümü hazır.',
  },
  ar: {
    appName: 'لوحة الإدارة',
    close: 'إغلاق',
    reload: 'إعادة التحميل',
    loading: 'جارٍ التحميل…',
    language: 'اللغة',
    languages: { en: 'الإنجليزية', tr: 'التركية', ar: 'العربية' },
    networkError: 'تعذّر الوصول إلى الخادم. تحقّق من الاتصال وحاول مرة أخرى.',
    unexpectedReply: 'أرسل الخادم ردًا لا يفهمه هذا التطبيق.',
    requestFailed: 'فشل الطلب ({{status}}).',
    updateReady: 'يتوفر إصدار جديد من التطبيق.',
  },
} as const;

export const DASHBOARD_NS = 'dashboard';

/** Strings of the dashboard; English keeps the spec's wording verbatim. */
export const dashboardResources = {
  en: {
    welcome: 'Welcome !',
    nativeDashboard: 'Native Dashboard',
    opensLegacy: 'Opens the legacy admin panel in a new tab.',
    legacyNotConfigured: 'Not available: the address of the legacy admin panel is not configured.',
    checkingLegacy: 'Checking the address of the legacy admin panel…',
    legacyUnknown: 'Not available right now: the address of the legacy admin panel could not be loaded.',
  },
  tr: {
    welcome: 'Hoş geldiniz !',
    nativeDashboard: 'Yerel Gösterge Paneli',
    opensLegacy: 'Eski yönetim panelini yeni bir sekmede açar.',
    legacyNotConfigured: 'Kullanılamıyor: eski yönetim panelinin adresi yapılandırılmamış.',
    checkingLegacy: 'Eski yönetim panelinin adresi denetleniyor…',
    legacyUnknown: 'Şu anda kullanılamıyor: eski yönetim panelinin adresi yüklenemedi.',
  },
  ar: {
    welcome: 'مرحبًا !',
    nativeDashboard: 'لوحة المعلومات الأصلية',
    opensLegacy: 'تفتح لوحة الإدارة القديمة في علامة تبويب جديدة.',
    legacyNotConfigured: 'غير متاح: لم يتم إعداد عنوان لوحة الإدارة القديمة.',
    checkingLegacy: 'جارٍ التحقق من عنوان لوحة الإدارة القديمة…',
    legacyUnknown: 'غير متاح حاليًا: تعذّر تحميل عنوان لوحة الإدارة القديمة.',
  },
} as const;

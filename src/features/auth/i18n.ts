import { authWords } from '../../domain/auth/words.ts';

export const AUTH_NS = 'auth';

/**
 * Strings of the sign-in screens; English keeps the spec's wording verbatim. They share their
 * namespace with the server's words of sign-in and the session (src/domain/auth/words.ts: 'auth'),
 * which every start registers with them: a session message or a sign-in rule is said by its key.
 */
export const authResources = {
  en: {
    ...authWords.en,
    register: 'Register',
    noAccount: 'No account yet?',
    unsyncedTitle: 'Sign out with unsynced work?',
    unsyncedText_one:
      '{{count}} operation on this device has not reached the server yet. It stays on this device and syncs after the next sign-in.',
    unsyncedText_other:
      '{{count}} operations on this device have not reached the server yet. They stay on this device and sync after the next sign-in.',
    signOutAnyway: 'Sign out',
    stay: 'Stay signed in',
    title: 'ADMIN PANEL',
    username: authWords.en.labels.username,
    password: authWords.en.labels.password,
    login: 'Login',
    signingIn: 'Signing in…',
    loginHint: 'Enter at least {{min}} characters in {{fields}}',
    waitMinutes_one: 'Too many sign-in attempts. Try again in {{count}} minute.',
    waitMinutes_other: 'Too many sign-in attempts. Try again in {{count}} minutes.',
    loggingOut: 'Logging out..',
  },
  tr: {
    ...authWords.tr,
    register: 'Kayıt ol',
    noAccount: 'Hesabınız yok mu?',
    unsyncedTitle: 'Eşitlenmemiş işlerle çıkış yapılsın mı?',
    unsyncedText_one: 'Bu cihazdaki {{count}} işlem henüz sunucuya ulaşmadı. Cihazda kalır ve bir sonraki girişten sonra eşitlenir.',
    unsyncedText_other:
      'Bu cihazdaki {{count}} işlem henüz sunucuya ulaşmadı. Cihazda kalırlar ve bir sonraki girişten sonra eşitlenirler.',
    signOutAnyway: 'Çıkış yap',
    stay: 'Oturumu açık tut',
    title: 'YÖNETİM PANELİ',
    username: authWords.tr.labels.username,
    password: authWords.tr.labels.password,
    login: 'Giriş',
    signingIn: 'Giriş yapılıyor…',
    loginHint: '{{fields}} alanlarına en az {{min}} karakter girin',
    waitMinutes_one: 'Çok fazla giriş denemesi. {{count}} dakika sonra yeniden deneyin.',
    waitMinutes_other: 'Çok fazla giriş denemesi. {{count}} dakika sonra yeniden deneyin.',
    loggingOut: 'Çıkış yapılıyor..',
  },
  ar: {
    ...authWords.ar,
    register: 'إنشاء حساب',
    noAccount: 'ليس لديك حساب؟',
    unsyncedTitle: 'تسجيل الخروج مع عمل غير مُزامَن؟',
    unsyncedText_zero: 'لا توجد عمليات على هذا الجهاز بانتظار الوصول إلى الخادم.',
    unsyncedText_one: 'عملية واحدة على هذا الجهاز لم تصل إلى الخادم بعد. ستبقى على الجهاز وتُزامَن بعد تسجيل الدخول التالي.',
    unsyncedText_two: 'عمليتان على هذا الجهاز لم تصلا إلى الخادم بعد. ستبقيان على الجهاز وتُزامَنان بعد تسجيل الدخول التالي.',
    unsyncedText_few: '{{count}} عمليات على هذا الجهاز لم تصل إلى الخادم بعد. ستبقى على الجهاز وتُزامَن بعد تسجيل الدخول التالي.',
    unsyncedText_many: '{{count}} عمليةً على هذا الجهاز لم تصل إلى الخادم بعد. ستبقى على الجهاز وتُزامَن بعد تسجيل الدخول التالي.',
    unsyncedText_other: '{{count}} عملية على هذا الجهاز لم تصل إلى الخادم بعد. ستبقى على الجهاز وتُزامَن بعد تسجيل الدخول التالي.',
    signOutAnyway: 'تسجيل الخروج',
    stay: 'البقاء متصلًا',
    title: 'لوحة الإدارة',
    username: authWords.ar.labels.username,
    password: authWords.ar.labels.password,
    login: 'تسجيل الدخول',
    signingIn: 'جارٍ تسجيل الدخول…',
    loginHint: 'أدخل {{min}} أحرف على الأقل في {{fields}}',
    waitMinutes_zero: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى الآن.',
    waitMinutes_one: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد دقيقة واحدة.',
    waitMinutes_two: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد دقيقتين.',
    waitMinutes_few: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد {{count}} دقائق.',
    waitMinutes_many: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد {{count}} دقيقة.',
    waitMinutes_other: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد {{count}} دقيقة.',
    loggingOut: 'جارٍ تسجيل الخروج..',
  },
} as const;

import { AUTH_MESSAGES } from '../../domain/auth/messages.ts';

export const AUTH_NS = 'auth';

/** Strings of the sign-in screens; English keeps the spec's wording verbatim. */
export const authResources = {
  en: {
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
    username: 'Emp No / Email',
    password: 'Password',
    login: 'Login',
    signingIn: 'Signing in…',
    minLength: AUTH_MESSAGES.minLength,
    loginHint: 'Enter at least {{min}} characters in {{fields}}',
    badCredentials: AUTH_MESSAGES.badCredentials,
    waitSeconds_one: 'Too many sign-in attempts. Try again in {{count}} second.',
    waitSeconds_other: 'Too many sign-in attempts. Try again in {{count}} seconds.',
    waitMinutes_one: 'Too many sign-in attempts. Try again in {{count}} minute.',
    waitMinutes_other: 'Too many sign-in attempts. Try again in {{count}} minutes.',
    loggingOut: 'Logging out..',
    noRole: AUTH_MESSAGES.forbidden,
    session: {
      invalidToken: AUTH_MESSAGES.invalidToken,
      expiredToken: AUTH_MESSAGES.expiredToken,
      tokenLoginFailed: AUTH_MESSAGES.tokenLoginFailed,
      sessionRevoked: AUTH_MESSAGES.sessionRevoked,
      passwordReset: AUTH_MESSAGES.passwordReset,
    },
  },
  tr: {
    register: 'Kayıt ol',
    noAccount: 'Hesabınız yok mu?',
    unsyncedTitle: 'Eşitlenmemiş işlerle çıkış yapılsın mı?',
    unsyncedText_one: 'Bu cihazdaki {{count}} işlem henüz sunucuya ulaşmadı. Cihazda kalır ve bir sonraki girişten sonra eşitlenir.',
    unsyncedText_other:
      'Bu cihazdaki {{count}} işlem henüz sunucuya ulaşmadı. Cihazda kalırlar ve bir sonraki girişten sonra eşitlenirler.',
    signOutAnyway: 'Çıkış yap',
    stay: 'Oturumu açık tut',
    title: 'YÖNETİM PANELİ',
    username: 'Sicil No / E-posta',
    password: 'Parola',
    login: 'Giriş',
    signingIn: 'Giriş yapılıyor…',
    minLength: 'En az 3 karakter girilmelidir',
    loginHint: '{{fields}} alanlarına en az {{min}} karakter girin',
    badCredentials: 'Sicil no, e-posta veya parola hatalı',
    waitSeconds_one: 'Çok fazla giriş denemesi. {{count}} saniye sonra yeniden deneyin.',
    waitSeconds_other: 'Çok fazla giriş denemesi. {{count}} saniye sonra yeniden deneyin.',
    waitMinutes_one: 'Çok fazla giriş denemesi. {{count}} dakika sonra yeniden deneyin.',
    waitMinutes_other: 'Çok fazla giriş denemesi. {{count}} dakika sonra yeniden deneyin.',
    loggingOut: 'Çıkış yapılıyor..',
    noRole: 'Bu işlem için yetkiniz yok',
    session: {
      invalidToken: 'Geçersiz erişim anahtarı',
      expiredToken: 'Erişim anahtarının süresi doldu',
      tokenLoginFailed: 'Anahtar ile giriş yapılamadı.',
      sessionRevoked: 'Hesabınız bir yönetici tarafından devre dışı bırakıldı.',
      passwordReset: 'Bir yönetici hesabınız için yeni bir parola belirledi. Onunla giriş yapın.',
    },
  },
  ar: {
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
    username: 'الرقم الوظيفي / البريد الإلكتروني',
    password: 'كلمة المرور',
    login: 'تسجيل الدخول',
    signingIn: 'جارٍ تسجيل الدخول…',
    minLength: 'الحد الأدنى لعدد الأحرف هو 3',
    loginHint: 'أدخل {{min}} أحرف على الأقل في {{fields}}',
    badCredentials: 'الرقم الوظيفي أو البريد الإلكتروني أو كلمة المرور غير صحيح',
    waitSeconds_zero: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى الآن.',
    waitSeconds_one: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد ثانية واحدة.',
    waitSeconds_two: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد ثانيتين.',
    waitSeconds_few: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد {{count}} ثوانٍ.',
    waitSeconds_many: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد {{count}} ثانية.',
    waitSeconds_other: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد {{count}} ثانية.',
    waitMinutes_zero: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى الآن.',
    waitMinutes_one: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد دقيقة واحدة.',
    waitMinutes_two: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد دقيقتين.',
    waitMinutes_few: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد {{count}} دقائق.',
    waitMinutes_many: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد {{count}} دقيقة.',
    waitMinutes_other: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد {{count}} دقيقة.',
    loggingOut: 'جارٍ تسجيل الخروج..',
    noRole: 'ليست لديك صلاحية لتنفيذ هذا الإجراء',
    session: {
      invalidToken: 'رمز الوصول غير صالح',
      expiredToken: 'انتهت صلاحية رمز الوصول',
      tokenLoginFailed: 'تعذّر تسجيل الدخول باستخدام الرمز.',
      sessionRevoked: 'قام أحد المسؤولين بتعطيل حسابك.',
      passwordReset: 'عيّن أحد المسؤولين كلمة مرور جديدة لحسابك. سجّل الدخول بها.',
    },
  },
} as const;

const SESSION_KEYS: Record<string, keyof typeof authResources.en.session> = {
  [AUTH_MESSAGES.invalidToken]: 'invalidToken',
  [AUTH_MESSAGES.expiredToken]: 'expiredToken',
  [AUTH_MESSAGES.tokenLoginFailed]: 'tokenLoginFailed',
  [AUTH_MESSAGES.sessionRevoked]: 'sessionRevoked',
  [AUTH_MESSAGES.passwordReset]: 'passwordReset',
};

/** The i18n key of a session message from the domain, so it can be shown in the user's language. */
export const sessionMessageKey = (message: string): string | undefined => {
  const key = SESSION_KEYS[message];
  return key ? `session.${key}` : undefined;
};

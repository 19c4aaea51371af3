import { AUTH_MESSAGES } from '../../domain/auth/messages.ts';

export const AUTH_NS = 'auth';

/** Strings of the sign-in screens; English keeps the spec's wording verbatim. */
export const authResources = {
  en: {
    registerTitle: 'Create an account',
    registerNote: 'An administrator enables new accounts before they can sign in.',
    registerSubmit: 'Register',
    register: 'Register',
    noAccount: 'No account yet?',
    haveAccount: 'Already have an account?',
    passwordRule: 'At least 8 characters',
    fields: {
      employeeNo: 'Employee No',
      email: 'Email',
      password: 'Password',
      firstName: 'First name',
      lastName: 'Last name',
      designation: 'Designation',
      company: 'Company',
    },
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
    loggingOut: 'Logging out..',
    noRole: AUTH_MESSAGES.forbidden,
    session: {
      invalidToken: AUTH_MESSAGES.invalidToken,
      expiredToken: AUTH_MESSAGES.expiredToken,
      tokenLoginFailed: AUTH_MESSAGES.tokenLoginFailed,
      sessionRevoked: AUTH_MESSAGES.sessionRevoked,
    },
  },
  tr: {
    registerTitle: 'Hesap oluştur',
    registerNote: 'Yeni hesaplar, giriş yapılabilmeden önce bir yönetici tarafından etkinleştirilir.',
    registerSubmit: 'Kayıt ol',
    register: 'Kayıt ol',
    noAccount: 'Hesabınız yok mu?',
    haveAccount: 'Zaten hesabınız var mı?',
    passwordRule: 'En az 8 karakter',
    fields: {
      employeeNo: 'Sicil No',
      email: 'E-posta',
      password: 'Parola',
      firstName: 'Ad',
      lastName: 'Soyad',
      designation: 'Unvan',
      company: 'Şirket',
    },
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
    loggingOut: 'Çıkış yapılıyor..',
    noRole: 'Bu işlem için yetkiniz yok',
    session: {
      invalidToken: 'Geçersiz erişim anahtarı',
      expiredToken: 'Erişim anahtarının süresi doldu',
      tokenLoginFailed: 'Anahtar ile giriş yapılamadı.',
      sessionRevoked: 'Hesabınız bir yönetici tarafından devre dışı bırakıldı.',
    },
  },
  ar: {
    registerTitle: 'إنشاء حساب',
    registerNote: 'يفعّل أحد المسؤولين الحسابات الجديدة قبل أن يتمكن أصحابها من تسجيل الدخول.',
    registerSubmit: 'إنشاء حساب',
    register: 'إنشاء حساب',
    noAccount: 'ليس لديك حساب؟',
    haveAccount: 'لديك حساب بالفعل؟',
    passwordRule: '8 أحرف على الأقل',
    fields: {
      employeeNo: 'الرقم الوظيفي',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      designation: 'المسمى الوظيفي',
      company: 'الشركة',
    },
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
    loggingOut: 'جارٍ تسجيل الخروج..',
    noRole: 'ليست لديك صلاحية لتنفيذ هذا الإجراء',
    session: {
      invalidToken: 'رمز الوصول غير صالح',
      expiredToken: 'انتهت صلاحية رمز الوصول',
      tokenLoginFailed: 'تعذّر تسجيل الدخول باستخدام الرمز.',
      sessionRevoked: 'قام أحد المسؤولين بتعطيل حسابك.',
    },
  },
} as const;

const SESSION_KEYS: Record<string, keyof typeof authResources.en.session> = {
  [AUTH_MESSAGES.invalidToken]: 'invalidToken',
  [AUTH_MESSAGES.expiredToken]: 'expiredToken',
  [AUTH_MESSAGES.tokenLoginFailed]: 'tokenLoginFailed',
  [AUTH_MESSAGES.sessionRevoked]: 'sessionRevoked',
};

/** The i18n key of a session message from the domain, so it can be shown in the user's language. */
export const sessionMessageKey = (message: string): string | undefined => {
  const key = SESSION_KEYS[message];
  return key ? `session.${key}` : undefined;
};

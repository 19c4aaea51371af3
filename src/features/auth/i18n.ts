import { AUTH_MESSAGES } from '../../domain/auth/messages.ts';

export const AUTH_NS = 'auth';

/** Strings of the sign-in screens; English keeps the spec's wording verbatim. */
export const authResources = {
  en: {
    title: 'ADMIN PANEL',
    username: 'Emp No / Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    login: 'Login',
    signingIn: 'Signing in…',
    minLength: AUTH_MESSAGES.minLength,
    loggingOut: 'Logging out..',
    noRole: AUTH_MESSAGES.forbidden,
    session: {
      invalidToken: AUTH_MESSAGES.invalidToken,
      expiredToken: AUTH_MESSAGES.expiredToken,
      tokenLoginFailed: AUTH_MESSAGES.tokenLoginFailed,
    },
  },
  tr: {
    title: 'YÖNETİM PANELİ',
    username: 'Sicil No / E-posta',
    password: 'Parola',
    showPassword: 'Parolayı göster',
    hidePassword: 'Parolayı gizle',
    login: 'Giriş',
    signingIn: 'Giriş yapılıyor…',
    minLength: 'En az 3 karakter girilmelidir',
    loggingOut: 'Çıkış yapılıyor..',
    noRole: 'Bu işlem için yetkiniz yok',
    session: {
      invalidToken: 'Geçersiz erişim anahtarı',
      expiredToken: 'Erişim anahtarının süresi doldu',
      tokenLoginFailed: 'Anahtar ile giriş yapılamadı.',
    },
  },
  ar: {
    title: 'لوحة الإدارة',
    username: 'الرقم الوظيفي / البريد الإلكتروني',
    password: 'كلمة المرور',
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
    login: 'تسجيل الدخول',
    signingIn: 'جارٍ تسجيل الدخول…',
    minLength: 'الحد الأدنى لعدد الأحرف هو 3',
    loggingOut: 'جارٍ تسجيل الخروج..',
    noRole: 'ليست لديك صلاحية لتنفيذ هذا الإجراء',
    session: {
      invalidToken: 'رمز الوصول غير صالح',
      expiredToken: 'انتهت صلاحية رمز الوصول',
      tokenLoginFailed: 'تعذّر تسجيل الدخول باستخدام الرمز.',
    },
  },
} as const;

const SESSION_KEYS: Record<string, keyof typeof authResources.en.session> = {
  [AUTH_MESSAGES.invalidToken]: 'invalidToken',
  [AUTH_MESSAGES.expiredToken]: 'expiredToken',
  [AUTH_MESSAGES.tokenLoginFailed]: 'tokenLoginFailed',
};

/** The i18n key of a session message from the domain, so it can be shown in the user's language. */
export const sessionMessageKey = (message: string): string | undefined => {
  const key = SESSION_KEYS[message];
  return key ? `session.${key}` : undefined;
};

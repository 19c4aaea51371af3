import { authWords } from '../../domain/auth/words.ts';
import { addPartStrings } from '../../lib/part-strings.ts';

export const REGISTER_NS = 'auth-register';

/** Strings of the register page, added when it loads (a signed-in start carries none of them). */
export const registerResources = {
  en: {
    registerTitle: 'Create an account',
    registerNote: 'An administrator enables new accounts before they can sign in.',
    registerSubmit: 'Register',
    haveAccount: 'Already have an account?',
    passwordRule: 'At least 12 characters, not a common password',
    // The labels the server names these fields by, too.
    fields: authWords.en.labels,
  },
  tr: {
    registerTitle: 'Hesap oluştur',
    registerNote: 'Yeni hesaplar, giriş yapılabilmeden önce bir yönetici tarafından etkinleştirilir.',
    registerSubmit: 'Kayıt ol',
    haveAccount: 'Zaten hesabınız var mı?',
    passwordRule: 'En az 12 karakter, yaygın bir parola olmamalı',
    // The labels the server names these fields by, too.
    fields: authWords.tr.labels,
  },
  ar: {
    registerTitle: 'إنشاء حساب',
    registerNote: 'يفعّل أحد المسؤولين الحسابات الجديدة قبل أن يتمكن أصحابها من تسجيل الدخول.',
    registerSubmit: 'إنشاء حساب',
    haveAccount: 'لديك حساب بالفعل؟',
    passwordRule: '12 حرفًا على الأقل، وليست كلمة مرور شائعة',
    // The labels the server names these fields by, too.
    fields: authWords.ar.labels,
  },
};

export const addRegisterStrings = (): void => addPartStrings(REGISTER_NS, registerResources);

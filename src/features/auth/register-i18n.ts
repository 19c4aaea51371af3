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
    fields: {
      employeeNo: 'Employee No',
      email: 'Email',
      password: 'Password',
      firstName: 'First name',
      lastName: 'Last name',
      designation: 'Designation',
      company: 'Company',
    },
  },
  tr: {
    registerTitle: 'Hesap oluştur',
    registerNote: 'Yeni hesaplar, giriş yapılabilmeden önce bir yönetici tarafından etkinleştirilir.',
    registerSubmit: 'Kayıt ol',
    haveAccount: 'Zaten hesabınız var mı?',
    passwordRule: 'En az 12 karakter, yaygın bir parola olmamalı',
    fields: {
      employeeNo: 'Sicil No',
      email: 'E-posta',
      password: 'Parola',
      firstName: 'Ad',
      lastName: 'Soyad',
      designation: 'Unvan',
      company: 'Şirket',
    },
  },
  ar: {
    registerTitle: 'إنشاء حساب',
    registerNote: 'يفعّل أحد المسؤولين الحسابات الجديدة قبل أن يتمكن أصحابها من تسجيل الدخول.',
    registerSubmit: 'إنشاء حساب',
    haveAccount: 'لديك حساب بالفعل؟',
    passwordRule: '12 حرفًا على الأقل، وليست كلمة مرور شائعة',
    fields: {
      employeeNo: 'الرقم الوظيفي',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      designation: 'المسمى الوظيفي',
      company: 'الشركة',
    },
  },
};

export const addRegisterStrings = (): void => addPartStrings(REGISTER_NS, registerResources);

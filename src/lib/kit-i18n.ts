/**
 * Strings of the office screens' kit (forms, pick lists, record columns; namespace `kit`). Apart
 * from `common`, which every start loads, so the device's cold start carries none of them: the
 * office panel registers this namespace with the features' own.
 */
export const KIT_NS = 'kit';

export const kitResources = {
  en: {
    editRow: 'Edit {{name}}',
    status: { a: 'Active', i: 'Inactive' },
    form: {
      checkFields: 'Check these fields: {{fields}}',
      fillIn: 'Fill in {{fields}} to save',
      leaveTitle: 'Leave with unsaved changes?',
      leaveText: 'Your changes have not been saved. If you leave now they are lost.',
      leave: 'Leave',
      stay: 'Stay',
      errors: {
        required: 'Required',
        atMost: 'At most {{max}} characters',
        atLeast: 'At least {{min}} characters',
        passwordTooEasy: 'Too easy to guess: use a longer password, or words and characters less common',
        between: 'Must be between {{min}} and {{max}}',
        wholeNumber: 'Must be a whole number',
        number: 'Must be a number',
        positiveId: 'Must be a positive id',
        text: 'Must be text',
        trueFalse: 'Must be true or false',
        status: 'Must be Active or Inactive',
        storable: 'Must not contain a NUL or a broken character',
        tooDeep: 'Nested more than {{max}} levels deep',
      },
    },
  },
  tr: {
    editRow: '{{name}} düzenle',
    status: { a: 'Aktif', i: 'Pasif' },
    form: {
      checkFields: 'Şu alanları kontrol edin: {{fields}}',
      fillIn: 'Kaydetmek için {{fields}} doldurun',
      leaveTitle: 'Kaydedilmemiş değişikliklerle çıkılsın mı?',
      leaveText: 'Değişiklikleriniz kaydedilmedi. Şimdi çıkarsanız kaybolurlar.',
      leave: 'Çık',
      stay: 'Kal',
      errors: {
        required: 'Zorunlu',
        atMost: 'En fazla {{max}} karakter',
        atLeast: 'En az {{min}} karakter',
        passwordTooEasy: 'Tahmin edilmesi çok kolay: daha uzun bir parola ya da daha az yaygın sözcük ve karakterler kullanın',
        between: '{{min}} ile {{max}} arasında olmalı',
        wholeNumber: 'Tam sayı olmalı',
        number: 'Sayı olmalı',
        positiveId: 'Geçerli bir kayıt seçilmeli',
        text: 'Metin olmalı',
        trueFalse: 'Evet veya hayır olmalı',
        status: 'Aktif veya Pasif olmalı',
        storable: 'NUL veya bozuk bir karakter içermemeli',
        tooDeep: 'En fazla {{max}} düzey iç içe olabilir',
      },
    },
  },
  ar: {
    editRow: 'تعديل {{name}}',
    status: { a: 'نشط', i: 'غير نشط' },
    form: {
      checkFields: 'تحقّق من هذه الحقول: {{fields}}',
      fillIn: 'املأ {{fields}} للحفظ',
      leaveTitle: 'المغادرة مع تغييرات غير محفوظة؟',
      leaveText: 'لم تُحفظ تغييراتك. إذا غادرت الآن فستفقدها.',
      leave: 'مغادرة',
      stay: 'البقاء',
      errors: {
        required: 'مطلوب',
        atMost: '{{max}} حرفًا على الأكثر',
        atLeast: '{{min}} حرفًا على الأقل',
        passwordTooEasy: 'من السهل جدًا تخمينها: استخدم كلمة مرور أطول أو كلمات وأحرفًا أقل شيوعًا',
        between: 'يجب أن تكون القيمة بين {{min}} و{{max}}',
        wholeNumber: 'يجب أن يكون عددًا صحيحًا',
        number: 'يجب أن يكون رقمًا',
        positiveId: 'يجب اختيار سجل صالح',
        text: 'يجب أن يكون نصًا',
        trueFalse: 'يجب أن تكون نعم أو لا',
        status: 'يجب أن تكون نشط أو غير نشط',
        storable: 'يجب ألا يحتوي على حرف NUL أو حرف تالف',
        tooDeep: 'لا يجوز أن يتداخل أكثر من {{max}} مستوى',
      },
    },
  },
};

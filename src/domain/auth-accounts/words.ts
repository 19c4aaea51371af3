import { defineWords } from '../words/words.ts';

/** The words of Manage Auth (authenticator accounts, issuers, the OTP check) and the labels of their fields. */
export const authAccountsWords = defineWords('authAccounts', {
  en: {
    registered: 'Account registered successfully',
    // Spec 000 §8: account delete shows 'Deleted Successfully'.
    deleted: 'Deleted Successfully',
    duplicate: "Account code '{{accountCode}}' already exists for {{issuer}}",
    unknownIssuer: "Unknown issuer '{{issuer}}': choose one from the list",
    notFound: 'No authenticator account with id {{id}}',
    notFoundByCode: "No authenticator account '{{accountCode}}' for {{issuer}}",
    issuerAdded: 'Issuer added',
    duplicateIssuer: "Issuer '{{name}}' already exists",
    accepted: 'Code accepted',
    wrong: 'Wrong code: enter the {{digits}} digits the authenticator app shows now',
    replayed: 'This code was already used. Wait for the next code and try again.',
    tooManyFailures_one:
      'Too many wrong codes for this account ({{maxFailures}} in {{windowMinutes}} minutes). Try again in {{count}} minute.',
    tooManyFailures_other:
      'Too many wrong codes for this account ({{maxFailures}} in {{windowMinutes}} minutes). Try again in {{count}} minutes.',
    unreadableSecret:
      "This account's secret cannot be read with the server's SECRETS_KEY (the key changed or was lost). Delete the account and register it again.",
    rules: {
      labelPart: 'must not contain a colon or control characters',
      codeDigits: 'must be {{digits}} digits',
      accountRequired: 'Required (or issuer and accountCode)',
    },
    labels: {
      issuer: 'Issuer',
      accountCode: 'AccountCode',
      name: 'Issuer name',
      accountId: 'Account',
      code: 'Code',
    },
  },
  tr: {
    registered: 'Hesap başarıyla kaydedildi',
    deleted: 'Başarıyla silindi',
    duplicate: "'{{accountCode}}' hesap kodu {{issuer}} için zaten var",
    unknownIssuer: "Bilinmeyen sağlayıcı '{{issuer}}': listeden birini seçin",
    notFound: '{{id}} kimlikli doğrulayıcı hesabı yok',
    notFoundByCode: "{{issuer}} için '{{accountCode}}' doğrulayıcı hesabı yok",
    issuerAdded: 'Sağlayıcı eklendi',
    duplicateIssuer: "'{{name}}' sağlayıcısı zaten var",
    accepted: 'Kod kabul edildi',
    wrong: 'Kod yanlış: doğrulayıcı uygulamanın şu an gösterdiği {{digits}} haneyi girin',
    replayed: 'Bu kod zaten kullanıldı. Sonraki kodu bekleyip yeniden deneyin.',
    tooManyFailures_one:
      'Bu hesap için çok fazla yanlış kod girildi ({{windowMinutes}} dakikada {{maxFailures}}). {{count}} dakika sonra yeniden deneyin.',
    tooManyFailures_other:
      'Bu hesap için çok fazla yanlış kod girildi ({{windowMinutes}} dakikada {{maxFailures}}). {{count}} dakika sonra yeniden deneyin.',
    unreadableSecret:
      'Bu hesabın gizli anahtarı sunucunun SECRETS_KEY anahtarıyla okunamıyor (anahtar değişti ya da kayboldu). Hesabı silip yeniden kaydedin.',
    rules: {
      labelPart: 'iki nokta üst üste veya kontrol karakteri içermemeli',
      codeDigits: '{{digits}} haneli olmalı',
      accountRequired: 'Zorunlu (ya da sağlayıcı ve hesap kodu)',
    },
    labels: {
      issuer: 'Sağlayıcı',
      accountCode: 'Hesap Kodu',
      name: 'Sağlayıcı adı',
      accountId: 'Hesap',
      code: 'Kod',
    },
  },
  ar: {
    registered: 'تم تسجيل الحساب بنجاح',
    deleted: 'تم الحذف بنجاح',
    duplicate: "رمز الحساب '{{accountCode}}' موجود مسبقًا لدى {{issuer}}",
    unknownIssuer: "جهة مصدِرة غير معروفة '{{issuer}}': اختر واحدة من القائمة",
    notFound: 'لا يوجد حساب مصادقة بالمعرّف {{id}}',
    notFoundByCode: "لا يوجد حساب مصادقة '{{accountCode}}' لدى {{issuer}}",
    issuerAdded: 'تمت إضافة الجهة المصدِرة',
    duplicateIssuer: "الجهة المصدِرة '{{name}}' موجودة مسبقًا",
    accepted: 'تم قبول الرمز',
    wrong: 'الرمز غير صحيح: أدخل الأرقام الـ {{digits}} التي يعرضها تطبيق المصادقة الآن',
    replayed: 'استُخدم هذا الرمز من قبل. انتظر الرمز التالي ثم حاول مرة أخرى.',
    tooManyFailures_zero: 'رموز خاطئة كثيرة جدًا لهذا الحساب ({{maxFailures}} خلال {{windowMinutes}} دقائق). حاول مرة أخرى الآن.',
    tooManyFailures_one: 'رموز خاطئة كثيرة جدًا لهذا الحساب ({{maxFailures}} خلال {{windowMinutes}} دقائق). حاول مرة أخرى بعد دقيقة واحدة.',
    tooManyFailures_two: 'رموز خاطئة كثيرة جدًا لهذا الحساب ({{maxFailures}} خلال {{windowMinutes}} دقائق). حاول مرة أخرى بعد دقيقتين.',
    tooManyFailures_few:
      'رموز خاطئة كثيرة جدًا لهذا الحساب ({{maxFailures}} خلال {{windowMinutes}} دقائق). حاول مرة أخرى بعد {{count}} دقائق.',
    tooManyFailures_many:
      'رموز خاطئة كثيرة جدًا لهذا الحساب ({{maxFailures}} خلال {{windowMinutes}} دقائق). حاول مرة أخرى بعد {{count}} دقيقة.',
    tooManyFailures_other:
      'رموز خاطئة كثيرة جدًا لهذا الحساب ({{maxFailures}} خلال {{windowMinutes}} دقائق). حاول مرة أخرى بعد {{count}} دقيقة.',
    unreadableSecret:
      'لا يمكن قراءة المفتاح السري لهذا الحساب باستخدام SECRETS_KEY الخاص بالخادم (تغيّر المفتاح أو فُقد). احذف الحساب وسجّله من جديد.',
    rules: {
      labelPart: 'يجب ألا يحتوي على نقطتين (:) أو أحرف تحكم',
      codeDigits: 'يجب أن يتكون من {{digits}} أرقام',
      accountRequired: 'مطلوب (أو الجهة المصدِرة ورمز الحساب)',
    },
    labels: {
      issuer: 'الجهة المصدِرة',
      accountCode: 'رمز الحساب',
      name: 'اسم الجهة المصدِرة',
      accountId: 'الحساب',
      code: 'الرمز',
    },
  },
});

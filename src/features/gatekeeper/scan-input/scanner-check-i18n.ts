export const SCANNER_CHECK_NS = 'scanner-check';

/** The scanner check's words (loaded with it, not at the device's start). */
export const scannerCheckResources = {
  en: {
    title: 'Scanner check',
    intro: 'Scan any label, for example a UPC. This shows what the scanner sends and whether the app reads it.',
    field: 'Scan a test label',
    waiting: 'Waiting for a scan…',
    code: 'Code: {{code}}',
    sentAs: 'Sent as: {{how}}',
    keys: 'key events ({{count}})',
    text: 'committed text (no key events)',
    suffix: 'Ends with: {{suffix}}',
    none: 'nothing',
    gaps: 'Time between keys: up to {{max}} ms (median {{median}} ms)',
    read: 'The app reads this scanner.',
    notRead: 'The app does not take this as a scan.',
    adviceGap:
      'Keys come up to {{gap}} ms apart; the app takes keys at most {{max}} ms apart as a scan. On the device: DataWedge → Keystroke output → Inter character delay 0 ms.',
    adviceShort: 'The code has {{count}} characters; the app takes codes of at least {{min}} characters as a scan. Scan a longer label.',
    adviceNone:
      'No suffix: the app waits {{max}} ms after the last character. For the quickest verdict: DataWedge → Basic data formatting → Send ENTER key.',
    adviceNoneSlow:
      'With no suffix, the app takes keys for a scan only when they come at most {{max}} ms apart (median; these came {{gap}} ms apart), so that quick typing is not taken for a scan. On the device: DataWedge → Basic data formatting → Send ENTER key, or Keystroke output → Inter character delay 0 ms.',
    adviceTab: 'TAB works here; ENTER is the usual choice: DataWedge → Basic data formatting → Send ENTER key (and Send TAB key off).',
    adviceText:
      'Sent as a string: it reaches the app only while a field has the focus (the scan step keeps the focus in its field). Key events (DataWedge → Keystroke output, Send data as string off) work wherever the focus is.',
    close: 'Close',
  },
  tr: {
    title: 'Okuyucu testi',
    intro: 'Herhangi bir etiketi, örneğin bir UPC’yi okutun. Okuyucunun ne gönderdiğini ve uygulamanın bunu okuyup okumadığını gösterir.',
    field: 'Test etiketi okutun',
    waiting: 'Okutma bekleniyor…',
    code: 'Kod: {{code}}',
    sentAs: 'Gönderim: {{how}}',
    keys: 'tuş olayları ({{count}})',
    text: 'tek seferde metin (tuş olayı yok)',
    suffix: 'Bitiş: {{suffix}}',
    none: 'yok',
    gaps: 'Tuşlar arası süre: en çok {{max}} ms (ortanca {{median}} ms)',
    read: 'Uygulama bu okuyucuyu okuyor.',
    notRead: 'Uygulama bunu bir okutma olarak almıyor.',
    adviceGap:
      'Tuşlar arasında {{gap}} ms’ye kadar süre var; uygulama en çok {{max}} ms arayla gelen tuşları okutma sayar. Cihazda: DataWedge → Keystroke output → Inter character delay 0 ms.',
    adviceShort: 'Kod {{count}} karakter; uygulama en az {{min}} karakterlik kodları okutma sayar. Daha uzun bir etiket okutun.',
    adviceNone:
      'Son ek yok: uygulama son karakterden sonra {{max}} ms bekler. En hızlı sonuç için: DataWedge → Basic data formatting → Send ENTER key.',
    adviceNoneSlow:
      'Son ek olmadan uygulama tuşları yalnızca en çok {{max}} ms arayla gelirse okutma sayar (ortanca; bunlar {{gap}} ms arayla geldi), böylece hızlı yazım okutma sanılmaz. Cihazda: DataWedge → Basic data formatting → Send ENTER key ya da Keystroke output → Inter character delay 0 ms.',
    adviceTab: 'TAB burada çalışır; olağan seçim ENTER’dır: DataWedge → Basic data formatting → Send ENTER key (Send TAB key kapalı).',
    adviceText:
      'Metin olarak gönderiliyor: uygulamaya yalnızca bir alan odaktayken ulaşır (okutma adımı odağı kendi alanında tutar). Tuş olayları (DataWedge → Keystroke output, Send data as string kapalı) odak neredeyse orada çalışır.',
    close: 'Kapat',
  },
  ar: {
    title: 'فحص الماسح الضوئي',
    intro: 'امسح أي ملصق، مثل رمز UPC. تعرض هذه الشاشة ما يرسله الماسح وما إذا كان التطبيق يقرؤه.',
    field: 'امسح ملصق اختبار',
    waiting: 'في انتظار المسح…',
    code: 'الرمز: {{code}}',
    sentAs: 'طريقة الإرسال: {{how}}',
    keys: 'أحداث مفاتيح ({{count}})',
    text: 'نص دفعة واحدة (بلا أحداث مفاتيح)',
    suffix: 'ينتهي بـ: {{suffix}}',
    none: 'لا شيء',
    gaps: 'الوقت بين المفاتيح: حتى {{max}} مللي ثانية (الوسيط {{median}} مللي ثانية)',
    read: 'التطبيق يقرأ هذا الماسح.',
    notRead: 'لا يعدّ التطبيق هذا مسحًا.',
    adviceGap:
      'تصل المفاتيح بفارق يصل إلى {{gap}} مللي ثانية؛ يعدّ التطبيق المفاتيح مسحًا إذا لم يتجاوز الفارق {{max}} مللي ثانية. على الجهاز: DataWedge ← Keystroke output ← Inter character delay ‏0 مللي ثانية.',
    adviceShort: 'يتكون الرمز من {{count}} أحرف؛ يعدّ التطبيق الرموز مسحًا إذا كانت {{min}} أحرف على الأقل. امسح ملصقًا أطول.',
    adviceNone: 'بلا لاحقة: ينتظر التطبيق {{max}} مللي ثانية بعد آخر حرف. لأسرع نتيجة: DataWedge ← Basic data formatting ← Send ENTER key.',
    adviceNoneSlow:
      'بلا لاحقة، يعدّ التطبيق المفاتيح مسحًا فقط إذا وصلت بفارق لا يتجاوز {{max}} مللي ثانية (الوسيط؛ وصلت هذه بفارق {{gap}} مللي ثانية)، حتى لا تُحسب الكتابة السريعة مسحًا. على الجهاز: DataWedge ← Basic data formatting ← Send ENTER key، أو Keystroke output ← Inter character delay ‏0 مللي ثانية.',
    adviceTab: 'يعمل TAB هنا، والخيار المعتاد هو ENTER: DataWedge ← Basic data formatting ← Send ENTER key (مع إيقاف Send TAB key).',
    adviceText:
      'يُرسل كنص: يصل إلى التطبيق فقط عندما يكون أحد الحقول في موضع التركيز (تُبقي خطوة المسح التركيز في حقلها). أحداث المفاتيح (DataWedge ← Keystroke output مع إيقاف Send data as string) تعمل أينما كان التركيز.',
    close: 'إغلاق',
  },
};

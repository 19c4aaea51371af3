/** The scan step's words about scanner input, under `scanInput` in the gatekeeper namespace (i18n.ts). */
export const scanInputStrings = {
  en: {
    palletInUpc: '{{code}} looks like a pallet number, not a UPC',
    openPallet: 'Switch to pallet {{code}}',
    readOnly: 'You can view this pallet but not record scans: your access to Gate Keeper is read-only',
    catcher: 'Scan the next unit',
    untick: 'Untick the UPCs not to mark missing',
    chosen: '{{count}} of {{total}} chosen',
  },
  tr: {
    palletInUpc: '{{code}} bir UPC değil, palet numarasına benziyor',
    openPallet: '{{code}} paletine geç',
    readOnly: 'Bu paleti görebilirsiniz ancak okutma kaydedemezsiniz: Kapı Kontrol erişiminiz salt okunurdur',
    catcher: 'Sonraki ürünü okutun',
    untick: 'Eksik işaretlenmeyecek UPC’lerin işaretini kaldırın',
    chosen: '{{total}} içinden {{count}} seçildi',
  },
  ar: {
    palletInUpc: 'يبدو {{code}} رقم منصة وليس رمز UPC',
    openPallet: 'الانتقال إلى المنصة {{code}}',
    readOnly: 'يمكنك عرض هذه المنصة دون تسجيل عمليات المسح: صلاحيتك على حارس البوابة للقراءة فقط',
    catcher: 'امسح الوحدة التالية',
    untick: 'ألغِ تحديد رموز UPC التي لا تريد تسجيلها كمفقودة',
    chosen: 'تم اختيار {{count}} من {{total}}',
  },
};

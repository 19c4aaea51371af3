import { stockWords } from '../../domain/stock/words.ts';

export const STOCK_IN_TRANSIT_NS = 'stockInTransit';

/** The query resources of the two screens: a delete reloads both (a deleted row may have been pending). */
export const STOCK_IN_TRANSIT_RESOURCES = { list: 'stock-in-transit', pendingReport: 'pending-stock-in-transit' } as const;

/**
 * Strings of Encoder Stock In Transit and the pending report. English is verbatim from the spec
 * where it gives the words: titles, filter names, Name, Today, Till Yesterday and the delete
 * message. The grid names its columns by the fields' labels (the stock words'); the export names
 * them by their fields, as spec 002 §2 lists them (STOCK_IN_TRANSIT_EXPORT_HEADERS).
 */
export const stockInTransitResources = {
  en: {
    title: 'Encoder Stock In Transit',
    tableLabel: 'Stock in transit',
    filters: {
      upc: 'UPC',
      pId: 'PID',
      style: 'Style',
      createdName: 'CreatedName',
      createContent: 'Create Content',
      rackFilled: 'Rack Filled',
      date: 'Date',
      any: 'Any',
    },
    invalid: {
      pId: 'A PID is a number',
      date: 'Enter a complete date as MM/DD/YYYY',
    },
    yes: 'Yes',
    no: 'No',
    rackFilled: 'Rack filled',
    rackNotFilled: 'Rack not filled',
    createContent: 'Create Content',
    createContentRow: 'Create Content for UPC {{upc}}',
    deleteRow: 'Delete UPC {{upc}}',
    deleteTitle: 'Delete from Stock In Transit?',
    deleteText: 'UPC {{upc}} will be removed from Stock In Transit.',
    deleted: stockWords.en.deleted,
    // The grid's headers are words (the fields' labels, the server's too); the export keeps the spec's names.
    columns: {
      ...stockWords.en.labels.stockInTransit,
      createContent: 'Create Content',
      delete: 'Delete',
      history: 'History',
    },
    history: {
      entity: 'Stock in transit row',
      fields: {
        upc: 'UPC',
        pId: 'PID',
        itemName: 'Item name',
        style: 'Style',
        sizeLabel: 'Size',
        qty: 'Quantity',
        boxNo: 'Box No',
        isRackFilled: 'Rack filled',
        isContentCreated: 'Content created',
        action: 'Action',
      },
    },
    report: {
      title: 'Pending Stock In Transit Report',
      tableLabel: 'Pending stock in transit per creator',
      columns: { createdName: 'Name', today: 'Today', tillYesterday: 'Till Yesterday' },
    },
  },
  tr: {
    title: 'Kodlayıcı Yoldaki Stok',
    tableLabel: 'Yoldaki stok',
    filters: {
      upc: 'UPC',
      pId: 'PID',
      style: 'Stil',
      createdName: 'Oluşturan',
      createContent: 'İçerik Oluştur',
      rackFilled: 'Raf Dolu',
      date: 'Tarih',
      any: 'Tümü',
    },
    invalid: {
      pId: 'PID bir sayıdır',
      date: 'Tarihi tam olarak AA/GG/YYYY biçiminde girin',
    },
    yes: 'Evet',
    no: 'Hayır',
    rackFilled: 'Raf dolu',
    rackNotFilled: 'Raf dolu değil',
    createContent: 'İçerik Oluştur',
    createContentRow: 'UPC {{upc}} için İçerik Oluştur',
    deleteRow: 'UPC {{upc}} sil',
    deleteTitle: 'Yoldaki Stoktan silinsin mi?',
    deleteText: 'UPC {{upc}} Yoldaki Stoktan kaldırılacak.',
    deleted: stockWords.tr.deleted,
    // The grid's headers are words (the fields' labels, the server's too); the export keeps the spec's names.
    columns: {
      ...stockWords.tr.labels.stockInTransit,
      createContent: 'İçerik Oluştur',
      delete: 'Sil',
      history: 'Geçmiş',
    },
    history: {
      entity: 'Yoldaki stok satırı',
      fields: {
        upc: 'UPC',
        pId: 'PID',
        itemName: 'Ürün Adı',
        style: 'Stil',
        sizeLabel: 'Beden',
        qty: 'Adet',
        boxNo: 'Koli No',
        isRackFilled: 'Raf dolu',
        isContentCreated: 'İçerik oluşturuldu',
        action: 'İşlem',
      },
    },
    report: {
      title: 'Bekleyen Yoldaki Stok Raporu',
      tableLabel: 'Oluşturana göre bekleyen yoldaki stok',
      columns: { createdName: 'Ad', today: 'Bugün', tillYesterday: 'Düne Kadar' },
    },
  },
  ar: {
    title: 'المخزون قيد النقل للمُرمِّز',
    tableLabel: 'المخزون قيد النقل',
    filters: {
      upc: 'UPC',
      pId: 'رقم المنتج PID',
      style: 'الطراز',
      createdName: 'أنشأه',
      createContent: 'إنشاء المحتوى',
      rackFilled: 'الرف ممتلئ',
      date: 'التاريخ',
      any: 'الكل',
    },
    invalid: {
      pId: 'رقم المنتج عدد',
      date: 'أدخل تاريخًا كاملًا بالصيغة MM/DD/YYYY',
    },
    yes: 'نعم',
    no: 'لا',
    rackFilled: 'الرف ممتلئ',
    rackNotFilled: 'الرف غير ممتلئ',
    createContent: 'إنشاء المحتوى',
    createContentRow: 'إنشاء المحتوى للرمز UPC {{upc}}',
    deleteRow: 'حذف UPC {{upc}}',
    deleteTitle: 'الحذف من المخزون قيد النقل؟',
    deleteText: 'ستتم إزالة UPC {{upc}} من المخزون قيد النقل.',
    deleted: stockWords.ar.deleted,
    // The grid's headers are words (the fields' labels, the server's too); the export keeps the spec's names.
    columns: {
      ...stockWords.ar.labels.stockInTransit,
      createContent: 'إنشاء المحتوى',
      delete: 'حذف',
      history: 'السجل',
    },
    history: {
      entity: 'صف المخزون قيد النقل',
      fields: {
        upc: 'UPC',
        pId: 'رقم المنتج',
        itemName: 'اسم الصنف',
        style: 'الطراز',
        sizeLabel: 'المقاس',
        qty: 'الكمية',
        boxNo: 'رقم الصندوق',
        isRackFilled: 'الرف ممتلئ',
        isContentCreated: 'تم إنشاء المحتوى',
        action: 'الإجراء',
      },
    },
    report: {
      title: 'تقرير المخزون قيد النقل المعلّق',
      tableLabel: 'المخزون قيد النقل المعلّق حسب المُنشئ',
      columns: { createdName: 'الاسم', today: 'اليوم', tillYesterday: 'حتى الأمس' },
    },
  },
};

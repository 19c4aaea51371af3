/**
 * The rule engine's reasons (src/domain/gatekeeper/rules/reasons.ts) by key, for the verdicts: the
 * English is exactly RULE_REASONS' (a test compares them), the others say the same.
 */
export const reasonStrings = {
  en: {
    unknownUpc: 'Unknown UPC: not in the item master',
    rejected: '{{kind}} {{value}} is rejected at {{country}} gates',
    newStyle: 'New style {{style}} needs at least {{min}} head-office qty at UAE gates (has {{headOfficeQty}})',
    notInBusiness: 'Style {{style}} is not yet in business in {{country}}',
    allotment: 'Allotment UAE:KSA is {{uae}}:{{ksa}}: nothing is allotted to {{country}} gates',
    capped: 'Capping: rack {{rack}} + pre-GRN {{preGrn}} + {{scanned}} scanned in the last hour = {{total}}, over the {{source}} ({{cap}})',
    capSource: { brand: 'maximum of brand {{name}}', division: 'UPC maximum of division {{name}}', default: 'default maximum' },
    kind: {
      BRAND: 'Brand',
      CATEGORY: 'Category',
      'SUB-CATEGORY': 'Sub-category',
      'DIVISION-AND-DEPARTMENT': 'Division and department',
      'GROUP-CODE': 'Group code',
    },
  },
  tr: {
    unknownUpc: 'Bilinmeyen UPC: ürün ana verisinde yok',
    rejected: '{{kind}} {{value}}, {{country}} kapılarında reddedilir',
    newStyle: 'Yeni model {{style}}, BAE kapılarında en az {{min}} merkez ofis stoku gerektirir (mevcut {{headOfficeQty}})',
    notInBusiness: '{{style}} modeli {{country}} için henüz satışta değil',
    allotment: 'BAE:KSA tahsisi {{uae}}:{{ksa}}: {{country}} kapılarına hiçbir şey ayrılmadı',
    capped: 'Sınır: raf {{rack}} + GRN öncesi {{preGrn}} + son bir saatte okutulan {{scanned}} = {{total}}, {{source}} ({{cap}}) aşıldı',
    capSource: {
      brand: '{{name}} markasının üst sınırı',
      division: '{{name}} bölümünün UPC üst sınırı',
      default: 'varsayılan üst sınır',
    },
    kind: {
      BRAND: 'Marka',
      CATEGORY: 'Kategori',
      'SUB-CATEGORY': 'Alt kategori',
      'DIVISION-AND-DEPARTMENT': 'Bölüm ve departman',
      'GROUP-CODE': 'Grup kodu',
    },
  },
  ar: {
    unknownUpc: 'رمز UPC غير معروف: غير موجود في البيانات الرئيسية للأصناف',
    rejected: '{{kind}} {{value}} مرفوض عند بوابات {{country}}',
    newStyle: 'الطراز الجديد {{style}} يحتاج إلى {{min}} على الأقل من كمية المكتب الرئيسي عند بوابات الإمارات (المتوفر {{headOfficeQty}})',
    notInBusiness: 'الطراز {{style}} غير معروض للبيع بعد في {{country}}',
    allotment: 'نسبة التخصيص الإمارات:السعودية هي {{uae}}:{{ksa}}: لا شيء مخصص لبوابات {{country}}',
    capped:
      'الحد الأقصى: الرف {{rack}} + ما قبل الاستلام {{preGrn}} + {{scanned}} ممسوحة في الساعة الأخيرة = {{total}}، تتجاوز {{source}} ({{cap}})',
    capSource: {
      brand: 'الحد الأقصى للعلامة التجارية {{name}}',
      division: 'حد UPC الأقصى للقسم {{name}}',
      default: 'الحد الأقصى الافتراضي',
    },
    kind: {
      BRAND: 'العلامة التجارية',
      CATEGORY: 'الفئة',
      'SUB-CATEGORY': 'الفئة الفرعية',
      'DIVISION-AND-DEPARTMENT': 'القسم والإدارة',
      'GROUP-CODE': 'رمز المجموعة',
    },
  },
};

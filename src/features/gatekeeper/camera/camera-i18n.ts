export const CAMERA_NS = 'gatekeeper-camera';

/** The camera's words (loaded with it, not at the device's start); its on and off button is the scan step's. */
export const cameraResources = {
  en: {
    torchOn: 'Turn the torch on',
    torchOff: 'Turn the torch off',
    choose: 'Camera',
    failed: 'The camera could not be started: {{message}}',
    preview: 'Camera preview',
    plusOne: '+1 same item',
    lastCode: 'Last read: {{code}}',
  },
  tr: {
    torchOn: 'Feneri aç',
    torchOff: 'Feneri kapat',
    choose: 'Kamera',
    failed: 'Kamera başlatılamadı: {{message}}',
    preview: 'Kamera önizlemesi',
    plusOne: '+1 aynı ürün',
    lastCode: 'Son okunan: {{code}}',
  },
  ar: {
    torchOn: 'تشغيل الكشاف',
    torchOff: 'إطفاء الكشاف',
    choose: 'الكاميرا',
    failed: 'تعذّر تشغيل الكاميرا: {{message}}',
    preview: 'معاينة الكاميرا',
    plusOne: '+1 نفس الصنف',
    lastCode: 'آخر قراءة: {{code}}',
  },
};

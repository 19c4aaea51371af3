export const START_NS = 'start';

/**
 * Strings a start needs before the panel's own load: the update prompt, the live-update state, the
 * device frame and the page shown when code cannot be loaded. The office shell reads them here too.
 */
export const startResources = {
  en: {
    routeError: { title: 'Something went wrong', text: 'This page could not be shown. Reloading usually fixes it.' },
    device: {
      openPanel: 'Open the panel',
      menu: 'Menu',
      scannerCheck: 'Scanner check',
      online: 'Online',
      offline: 'Offline: scans stay on this device and sync later',
    },
    update: {
      unsyncedTitle: 'Update with unsynced scans?',
      unsyncedText_one:
        '{{count}} operation on this device has not reached the server yet. It is kept and syncs after the update; the update waits for a sync under way.',
      unsyncedText_other:
        '{{count}} operations on this device have not reached the server yet. They are kept and sync after the update; the update waits for a sync under way.',
      later: 'Later',
    },
    logout: 'Logout',
    socket: {
      connected: 'Live updates on',
      connecting: 'Connecting live updates…',
      disconnected: 'Live updates interrupted, reconnecting',
      off: 'Live updates off',
    },
  },
  tr: {
    routeError: { title: 'Bir sorun oluştu', text: 'Bu sayfa gösterilemedi. Sayfayı yeniden yüklemek genellikle sorunu çözer.' },
    device: {
      openPanel: 'Paneli aç',
      menu: 'Menü',
      scannerCheck: 'Okuyucu testi',
      online: 'Çevrimiçi',
      offline: 'Çevrimdışı: okutmalar bu cihazda kalır ve daha sonra eşitlenir',
    },
    update: {
      unsyncedTitle: 'Eşitlenmemiş okutmalarla güncellensin mi?',
      unsyncedText_one:
        'Bu cihazdaki {{count}} işlem henüz sunucuya ulaşmadı. Saklanır ve güncellemeden sonra eşitlenir; güncelleme, süren bir eşitlemeyi bekler.',
      unsyncedText_other:
        'Bu cihazdaki {{count}} işlem henüz sunucuya ulaşmadı. Saklanırlar ve güncellemeden sonra eşitlenirler; güncelleme, süren bir eşitlemeyi bekler.',
      later: 'Daha sonra',
    },
    logout: 'Çıkış',
    socket: {
      connected: 'Canlı güncellemeler açık',
      connecting: 'Canlı güncellemelere bağlanılıyor…',
      disconnected: 'Canlı güncellemeler kesildi, yeniden bağlanılıyor',
      off: 'Canlı güncellemeler kapalı',
    },
  },
  ar: {
    routeError: { title: 'حدث خطأ ما', text: 'تعذّر عرض هذه الصفحة. عادةً ما تحل إعادة التحميل المشكلة.' },
    device: {
      openPanel: 'فتح اللوحة',
      menu: 'القائمة',
      scannerCheck: 'فحص الماسح الضوئي',
      online: 'متصل',
      offline: 'غير متصل: تبقى عمليات المسح على هذا الجهاز وتُزامَن لاحقًا',
    },
    update: {
      unsyncedTitle: 'التحديث مع عمليات مسح غير مُزامَنة؟',
      unsyncedText_zero: 'لا توجد عمليات على هذا الجهاز بانتظار الوصول إلى الخادم.',
      unsyncedText_one: 'عملية واحدة على هذا الجهاز لم تصل إلى الخادم بعد. ستُحفظ وتُزامَن بعد التحديث، وينتظر التحديث أي مزامنة جارية.',
      unsyncedText_two: 'عمليتان على هذا الجهاز لم تصلا إلى الخادم بعد. ستُحفظان وتُزامَنان بعد التحديث، وينتظر التحديث أي مزامنة جارية.',
      unsyncedText_few: '{{count}} عمليات على هذا الجهاز لم تصل إلى الخادم بعد. ستُحفظ وتُزامَن بعد التحديث، وينتظر التحديث أي مزامنة جارية.',
      unsyncedText_many: '{{count}} عمليةً على هذا الجهاز لم تصل إلى الخادم بعد. ستُحفظ وتُزامَن بعد التحديث، وينتظر التحديث أي مزامنة جارية.',
      unsyncedText_other: '{{count}} عملية على هذا الجهاز لم تصل إلى الخادم بعد. ستُحفظ وتُزامَن بعد التحديث، وينتظر التحديث أي مزامنة جارية.',
      later: 'لاحقًا',
    },
    logout: 'تسجيل الخروج',
    socket: {
      connected: 'التحديثات المباشرة تعمل',
      connecting: 'جارٍ الاتصال بالتحديثات المباشرة…',
      disconnected: 'انقطعت التحديثات المباشرة، جارٍ إعادة الاتصال',
      off: 'التحديثات المباشرة متوقفة',
    },
  },
};

export const APP_NS = 'app';

/** Strings of the shell itself: layout, error pages. */
export const appResources = {
  en: {
    logout: 'Logout',
    signedInAs: 'Signed in as {{name}}',
    skipToContent: 'Skip to content',
    notFound: {
      title: 'Page not found',
      text: 'The page you are looking for does not exist or has moved.',
      back: 'Go to the dashboard',
    },
    routeError: {
      title: 'Something went wrong',
      text: 'This page could not be shown. Reloading usually fixes it.',
    },
  },
  tr: {
    logout: 'Çıkış',
    signedInAs: '{{name}} olarak giriş yapıldı',
    skipToContent: 'İçeriğe geç',
    notFound: {
      title: 'Sayfa bulunamadı',
      text: 'Aradığınız sayfa mevcut değil ya da taşınmış.',
      back: 'Gösterge paneline git',
    },
    routeError: {
      title: 'Bir sorun oluştu',
      text: 'Bu sayfa gösterilemedi. Sayfayı yeniden yüklemek genellikle sorunu çözer.',
    },
  },
  ar: {
    logout: 'تسجيل الخروج',
    signedInAs: 'تم تسجيل الدخول باسم {{name}}',
    skipToContent: 'انتقل إلى المحتوى',
    notFound: {
      title: 'الصفحة غير موجودة',
      text: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
      back: 'الذهاب إلى لوحة المعلومات',
    },
    routeError: {
      title: 'حدث خطأ ما',
      text: 'تعذّر عرض هذه الصفحة. عادةً ما تحل إعادة التحميل المشكلة.',
    },
  },
} as const;

export const ELSEWHERE_NS = 'gatekeeper-elsewhere';

/** The words of the panel shown while another window of the app counts the scans (loaded with it). */
export const elsewhereResources = {
  en: {
    title: 'Gate Keeper is open in another window',
    text: 'Scans are counted in one window at a time, so every count stays right. Use this window and it takes over; the other one stops.',
    take: 'Use here',
  },
  tr: {
    title: 'Kapı Kontrol başka bir pencerede açık',
    text: 'Her sayım doğru kalsın diye okutmalar aynı anda tek bir pencerede sayılır. Bu pencereyi kullanınca iş buraya geçer; diğeri durur.',
    take: 'Burada kullan',
  },
  ar: {
    title: 'حارس البوابة مفتوح في نافذة أخرى',
    text: 'تُحتسب عمليات المسح في نافذة واحدة في كل مرة حتى تبقى كل الأعداد صحيحة. استخدم هذه النافذة لتنتقل إليها، وتتوقف النافذة الأخرى.',
    take: 'الاستخدام هنا',
  },
};

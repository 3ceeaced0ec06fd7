import type { L10n } from './catalogue-data'
import type { Scene } from './content-image'

/** What each drawn scene shows, as alt text in every language: the pictures themselves hold no words. */
export const sceneAlt: Record<Scene, L10n> = {
  mill: {
    fa: 'تصویر سالن تولید لوله در کنار دودکش‌های کارخانه',
    en: 'Drawing of a tube mill hall beside the plant’s chimneys',
    ar: 'رسم لصالة إنتاج الأنابيب بجوار مداخن المصنع',
  },
  stack: {
    fa: 'تصویر لوله‌های فولادی که هرمی روی هم چیده شده‌اند',
    en: 'Drawing of steel tubes stacked in a pyramid',
    ar: 'رسم لأنابيب فولاذية مكدّسة على شكل هرم',
  },
  warehouse: {
    fa: 'تصویر دو دسته لوله در انبار سرپوشیده',
    en: 'Drawing of two stacks of tube in a covered yard',
    ar: 'رسم لكومتين من الأنابيب في مستودع مسقوف',
  },
  galvanizing: {
    fa: 'تصویر لوله‌هایی که در وان گالوانیزه فرو می‌روند',
    en: 'Drawing of tubes lowered into a galvanizing bath',
    ar: 'رسم لأنابيب تُغمس في حوض الجلفنة',
  },
  truck: {
    fa: 'تصویر کامیونی که بار لوله دارد',
    en: 'Drawing of a truck carrying a load of tubes',
    ar: 'رسم لشاحنة محمّلة بالأنابيب',
  },
  lab: {
    fa: 'تصویر میز آزمایشگاه با دستگاه‌های آزمون',
    en: 'Drawing of a laboratory bench with test instruments',
    ar: 'رسم لطاولة مختبر عليها أجهزة اختبار',
  },
  certificate: {
    fa: 'تصویر یک گواهینامه قاب‌شده با مهر',
    en: 'Drawing of a framed certificate with a seal',
    ar: 'رسم لشهادة مؤطّرة عليها ختم',
  },
}

import type { GlobalConfig } from 'payload'
import { cacheTags } from '@/lib/cache/tags'
import { anyone, canEditContent } from '../access/roles'
import { rowLabel } from '../admin/row-label'
import { revalidateGlobal } from '../hooks/revalidate-content'

const homeSections = ['categories', 'featured', 'figures', 'certifications', 'posts', 'gallery', 'branches', 'consultation'] as const
export type HomeSection = (typeof homeSections)[number]

const sectionLabels: Record<HomeSection, { fa: string; en: string; ar: string }> = {
  categories: { fa: 'دسته‌های محصولات', en: 'Product categories', ar: 'فئات المنتجات' },
  featured: { fa: 'محصولات منتخب', en: 'Featured products', ar: 'منتجات مختارة' },
  figures: { fa: 'چرا ما / ظرفیت', en: 'Why us / capacity', ar: 'لماذا نحن / الطاقة' },
  certifications: { fa: 'گواهینامه‌ها', en: 'Certifications', ar: 'الشهادات' },
  posts: { fa: 'آخرین نوشته‌ها', en: 'Latest posts', ar: 'أحدث المقالات' },
  gallery: { fa: 'گالری', en: 'Gallery', ar: 'المعرض' },
  branches: { fa: 'شعبه‌ها', en: 'Branches', ar: 'الفروع' },
  consultation: { fa: 'درخواست مشاوره', en: 'Consultation', ar: 'الاستشارة' },
}

/** The home page: hero text, capacity figures, and which sections show in which order. */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: { fa: 'صفحه اصلی', en: 'Home page', ar: 'الصفحة الرئيسية' },
  admin: { group: { fa: 'محتوا', en: 'Content', ar: 'المحتوى' } },
  access: { read: anyone, update: canEditContent },
  hooks: { afterChange: [revalidateGlobal(cacheTags.company)] },
  fields: [
    { name: 'heroTitle', type: 'text', required: true, localized: true, label: { fa: 'عنوان اصلی', en: 'Hero title', ar: 'العنوان الرئيسي' } },
    { name: 'heroBody', type: 'textarea', localized: true, label: { fa: 'متن اصلی', en: 'Hero text', ar: 'النص الرئيسي' } },
    {
      name: 'figures',
      type: 'array',
      maxRows: 6,
      label: { fa: 'ارقام (چرا ما)', en: 'Figures (why us)', ar: 'أرقام (لماذا نحن)' },
      admin: { components: { RowLabel: rowLabel({ noun: { fa: 'رقم', en: 'Figure', ar: 'رقم' }, detail: 'label' }) } },
      fields: [
        { name: 'value', type: 'text', required: true, localized: true, label: { fa: 'عدد', en: 'Value', ar: 'الرقم' } },
        { name: 'label', type: 'text', required: true, localized: true, label: { fa: 'شرح', en: 'Label', ar: 'الوصف' } },
      ],
    },
    {
      name: 'sections',
      type: 'select',
      hasMany: true,
      options: homeSections.map((value) => ({ value, label: sectionLabels[value] })),
      defaultValue: [...homeSections],
      label: { fa: 'بخش‌ها (به ترتیب نمایش)', en: 'Sections (in display order)', ar: 'الأقسام (بترتيب العرض)' },
    },
    { name: 'featuredProducts', type: 'relationship', relationTo: 'products', hasMany: true, maxRows: 8, label: { fa: 'محصولات منتخب (خالی: پرفروش‌ترین‌ها)', en: 'Featured products (empty: best sellers)', ar: 'منتجات مختارة (فارغ: الأكثر مبيعاً)' } },
  ],
}

import type { GlobalConfig } from 'payload'
import { cacheTags } from '@/lib/cache/tags'
import { socialPlatforms } from '@/lib/site/social-platforms'
import { anyone, canEditContent } from '../access/roles'
import { rowLabel } from '../admin/row-label'
import { revalidateTags } from '@/lib/cache/revalidate'
import { touchedLocales } from '../hooks/touched-locales'

/** Site-wide settings: SEO title suffix per locale, contacts, social links, office summary. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { fa: 'تنظیمات سایت', en: 'Site settings', ar: 'إعدادات الموقع' },
  admin: { group: { fa: 'مدیریت', en: 'Administration', ar: 'الإدارة' } },
  access: { read: anyone, update: canEditContent },
  hooks: {
    afterChange: [
      async ({ doc, previousDoc, req, global }) => {
        const locales = touchedLocales({ fields: global.fields, doc, previousDoc, locale: req.locale })
        await revalidateTags(locales.map(cacheTags.siteSettings))
      },
    ],
  },
  fields: [
    {
      name: 'seoTitle',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 70,
      label: { fa: 'عنوان سئو (پسوند عنوان صفحه‌ها)', en: 'SEO title (page title suffix)', ar: 'عنوان السيو (لاحقة عنوان الصفحات)' },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      label: { fa: 'توضیح کوتاه سایت', en: 'Site description', ar: 'وصف الموقع' },
    },
    {
      name: 'contacts',
      type: 'group',
      label: { fa: 'راه‌های تماس', en: 'Contacts', ar: 'وسائل الاتصال' },
      fields: [
        { name: 'phone', type: 'text', label: { fa: 'تلفن', en: 'Phone', ar: 'الهاتف' } },
        { name: 'mobile', type: 'text', label: { fa: 'موبایل', en: 'Mobile', ar: 'الجوال' } },
        { name: 'email', type: 'email', label: { fa: 'ایمیل', en: 'Email', ar: 'البريد الإلكتروني' } },
        { name: 'address', type: 'textarea', localized: true, label: { fa: 'نشانی', en: 'Address', ar: 'العنوان' } },
        { name: 'workingHours', type: 'text', localized: true, label: { fa: 'ساعات کاری', en: 'Working hours', ar: 'ساعات العمل' } },
      ],
    },
    {
      name: 'social',
      type: 'array',
      label: { fa: 'شبکه‌های اجتماعی', en: 'Social links', ar: 'روابط التواصل الاجتماعي' },
      admin: { components: { RowLabel: rowLabel({ noun: { fa: 'پیوند', en: 'Link', ar: 'رابط' }, detail: 'platform' }) } },
      fields: [
        {
          name: 'platform',
          type: 'select',
          required: true,
          options: socialPlatforms.map((p) => ({ value: p, label: p })),
          label: { fa: 'شبکه', en: 'Platform', ar: 'المنصة' },
        },
        { name: 'url', type: 'text', required: true, label: { fa: 'نشانی', en: 'URL', ar: 'الرابط' } },
      ],
    },
    {
      name: 'offices',
      type: 'array',
      label: { fa: 'خلاصه شعبه‌ها (پانویس)', en: 'Offices summary (footer)', ar: 'ملخص الفروع (التذييل)' },
      admin: { components: { RowLabel: rowLabel({ noun: { fa: 'شعبه', en: 'Office', ar: 'فرع' }, detail: 'title' }) } },
      fields: [
        { name: 'title', type: 'text', required: true, localized: true, label: { fa: 'عنوان', en: 'Title', ar: 'العنوان' } },
        { name: 'address', type: 'text', localized: true, label: { fa: 'نشانی', en: 'Address', ar: 'العنوان' } },
        { name: 'phone', type: 'text', label: { fa: 'تلفن', en: 'Phone', ar: 'الهاتف' } },
      ],
    },
  ],
}

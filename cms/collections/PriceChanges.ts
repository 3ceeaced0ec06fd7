import type { CollectionConfig } from 'payload'
import { isStaff, nobody } from '../access/roles'
import { saleUnitField } from '../fields/sale-unit'

/**
 * Every change of a product's price, written by the products' own hook (cms/hooks/price-history.ts)
 * and never by hand: no API can create, edit or delete a record. Staff read them in the admin; the
 * public chart reads them on the server after the product itself was read as the visitor.
 */
export const PriceChanges: CollectionConfig = {
  slug: 'price-changes',
  labels: {
    singular: { fa: 'تغییر قیمت', en: 'Price change', ar: 'تغيير السعر' },
    plural: { fa: 'تاریخچهٔ قیمت‌ها', en: 'Price history', ar: 'سجل الأسعار' },
  },
  admin: {
    group: { fa: 'کاتالوگ', en: 'Catalogue', ar: 'الكتالوج' },
    defaultColumns: ['productTitle', 'at', 'oldPrice', 'price', 'source', 'changedBy'],
    useAsTitle: 'at',
  },
  defaultSort: '-at',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['product', 'at'] }],
  fields: [
    // Not required: a deleted product's history stays, named by the title it had (below).
    { name: 'product', type: 'relationship', relationTo: 'products', label: { fa: 'محصول', en: 'Product', ar: 'المنتج' } },
    { name: 'productTitle', type: 'text', label: { fa: 'عنوان محصول', en: 'Product title', ar: 'عنوان المنتج' } },
    { name: 'at', type: 'date', required: true, index: true, label: { fa: 'زمان', en: 'Time', ar: 'الوقت' }, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'oldPrice', type: 'number', label: { fa: 'قیمت قبلی (تومان)', en: 'Old price (toman)', ar: 'السعر السابق (تومان)' } },
    { name: 'price', type: 'number', required: true, label: { fa: 'قیمت جدید (تومان)', en: 'New price (toman)', ar: 'السعر الجديد (تومان)' } },
    saleUnitField({ label: { fa: 'واحد فروش', en: 'Unit of sale', ar: 'وحدة البيع' } }),
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'edit',
      options: [
        { value: 'edit', label: { fa: 'ویرایش', en: 'Edit', ar: 'تعديل' } },
        { value: 'import', label: { fa: 'بارگذاری گروهی', en: 'Bulk import', ar: 'استيراد جماعي' } },
        { value: 'seed', label: { fa: 'دادهٔ نمونه', en: 'Demo data', ar: 'بيانات تجريبية' } },
      ],
      label: { fa: 'منشأ', en: 'Source', ar: 'المصدر' },
    },
    { name: 'changedBy', type: 'relationship', relationTo: 'users', label: { fa: 'کارمند', en: 'Staff member', ar: 'الموظف' } },
  ],
}

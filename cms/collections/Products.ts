import type { Access, CollectionConfig } from 'payload'
import { MAX_PRICE } from '@/lib/catalog/query-params'
import { canEditContent, nobody, rolesOf } from '../access/roles'
import { publishableFields, stampFirstPublication } from '../fields/publishable'
import { saleUnitField } from '../fields/sale-unit'
import { slugField } from '../fields/slug'
import { deriveProductIndexes } from '../hooks/product-indexes'
import { keepCurrentCounters } from '../hooks/current-counters'
import { recordPriceChange, stampPriceChange } from '../hooks/price-history'
import { revalidateCatalogue } from '../hooks/revalidate-catalogue'
import { rowLabel } from '../admin/row-label'
import { priceSheetEndpoints } from '../endpoints/price-sheet'

/** Guests see published products; staff see drafts too. */
const readProducts: Access = ({ req }) => (rolesOf(req.user).length > 0 ? true : { status: { equals: 'published' } })

const catalogue = { fa: 'کاتالوگ', en: 'Catalogue', ar: 'الكتالوج' }

export const Products: CollectionConfig = {
  slug: 'products',
  labels: {
    singular: { fa: 'محصول', en: 'Product', ar: 'منتج' },
    plural: { fa: 'محصولات', en: 'Products', ar: 'المنتجات' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'price', 'stock', 'status'],
    group: catalogue,
    listSearchableFields: ['title', 'slug'],
  },
  endpoints: priceSheetEndpoints,
  access: { read: readProducts, create: canEditContent, update: canEditContent, delete: canEditContent },
  defaultSort: '-publishedAt',
  indexes: [
    { fields: ['status', 'category', 'cheapestKey'] },
    { fields: ['status', 'category', 'mostExpensiveKey'] },
    { fields: ['status', 'category', 'sales'] },
    { fields: ['status', 'category', 'views'] },
    { fields: ['status', 'category', 'publishedAt'] },
  ],
  hooks: {
    // Last: the counters are read as near the write as a hook can.
    beforeChange: [stampFirstPublication, deriveProductIndexes, stampPriceChange, keepCurrentCounters],
    afterChange: [recordPriceChange, revalidateCatalogue],
    afterDelete: [revalidateCatalogue],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: { fa: 'عنوان', en: 'Title', ar: 'العنوان' } },
    slugField(),
    ...publishableFields({ label: { fa: 'تاریخ انتشار', en: 'Published at', ar: 'تاريخ النشر' }, admin: { position: 'sidebar' } }),
    { name: 'category', type: 'relationship', relationTo: 'categories', required: true, index: true, label: { fa: 'دسته', en: 'Category', ar: 'الفئة' }, admin: { position: 'sidebar' } },
    { name: 'brand', type: 'relationship', relationTo: 'brands', index: true, label: { fa: 'برند', en: 'Brand', ar: 'العلامة التجارية' }, admin: { position: 'sidebar' } },
    {
      // Out of stock is not "no longer sold": the mill takes orders for production. Only a product
      // staff mark as not orderable is refused in the cart (and taken out of it, with its name).
      name: 'orderable',
      type: 'checkbox',
      defaultValue: true,
      label: { fa: 'سفارش‌پذیر', en: 'Can be ordered', ar: 'قابل للطلب' },
      admin: {
        position: 'sidebar',
        description: {
          fa: 'اگر برداشته شود، این کالا به سبد افزوده نمی‌شود و از سبدها برداشته می‌شود. کالای ناموجود سفارش‌پذیر می‌ماند و با تحویل «تولید سفارشی» سفارش داده می‌شود.',
          en: 'Untick to stop orders: the product can no longer be added to a cart and leaves carts that hold it. An out-of-stock product stays orderable, delivered as made to order.',
          ar: 'ألغِ التحديد لإيقاف الطلب: لا يمكن إضافة المنتج إلى السلة ويُزال من السلال. المنتج غير المتوفر يبقى قابلاً للطلب ويُسلَّم بالتصنيع حسب الطلب.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'price', type: 'number', required: true, min: 0, index: true, label: { fa: 'قیمت (تومان)', en: 'Price (toman)', ar: 'السعر (تومان)' }, validate: wholeToman },
        { name: 'oldPrice', type: 'number', min: 0, label: { fa: 'قیمت قبلی (تومان)', en: 'Old price (toman)', ar: 'السعر السابق (تومان)' }, validate: wholeToman },
        saleUnitField({ defaultValue: 'branch', label: { fa: 'واحد فروش', en: 'Unit of sale', ar: 'وحدة البيع' } }),
        {
          name: 'stock',
          type: 'select',
          required: true,
          defaultValue: 'in_stock',
          index: true,
          label: { fa: 'موجودی', en: 'Stock', ar: 'التوفر' },
          options: [
            { value: 'in_stock', label: { fa: 'موجود', en: 'In stock', ar: 'متوفر' } },
            { value: 'on_order', label: { fa: 'سفارشی', en: 'Made to order', ar: 'حسب الطلب' } },
            { value: 'out_of_stock', label: { fa: 'ناموجود', en: 'Out of stock', ar: 'غير متوفر' } },
          ],
        },
      ],
    },
    { name: 'summary', type: 'textarea', localized: true, label: { fa: 'خلاصه', en: 'Summary', ar: 'الملخص' } },
    { name: 'introduction', type: 'richText', localized: true, label: { fa: 'معرفی', en: 'Introduction', ar: 'التعريف' } },
    { name: 'technicalDescription', type: 'textarea', localized: true, label: { fa: 'توضیحات فنی', en: 'Technical description', ar: 'الوصف الفني' } },
    {
      name: 'specs',
      type: 'array',
      label: { fa: 'مشخصات فنی', en: 'Technical specifications', ar: 'المواصفات الفنية' },
      labels: { singular: { fa: 'مشخصه', en: 'Specification', ar: 'مواصفة' }, plural: { fa: 'مشخصات', en: 'Specifications', ar: 'المواصفات' } },
      admin: { components: { RowLabel: rowLabel() } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'attribute', type: 'relationship', relationTo: 'spec-attributes', required: true, label: { fa: 'مشخصه', en: 'Specification', ar: 'المواصفة' } },
            { name: 'value', type: 'text', required: true, localized: true, label: { fa: 'مقدار', en: 'Value', ar: 'القيمة' } },
            { name: 'numeric', type: 'number', label: { fa: 'مقدار عددی (برای فیلتر و مقایسه)', en: 'Numeric value (filters, comparison)', ar: 'القيمة الرقمية' } },
          ],
        },
      ],
    },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true, label: { fa: 'تصاویر', en: 'Images', ar: 'الصور' } },
    // Counters are kept by the system (orders, views, likes), never typed by staff.
    {
      type: 'row',
      fields: [
        { name: 'sales', type: 'number', defaultValue: 0, index: true, access: { create: nobody, update: nobody }, admin: { readOnly: true }, label: { fa: 'فروش', en: 'Sales', ar: 'المبيعات' } },
        { name: 'views', type: 'number', defaultValue: 0, index: true, access: { create: nobody, update: nobody }, admin: { readOnly: true }, label: { fa: 'بازدید', en: 'Views', ar: 'المشاهدات' } },
        { name: 'likes', type: 'number', defaultValue: 0, access: { create: nobody, update: nobody }, admin: { readOnly: true }, label: { fa: 'پسند', en: 'Likes', ar: 'الإعجابات' } },
      ],
    },
    // Derived on save for search and filters; never edited by hand.
    { name: 'searchText', type: 'text', localized: true, index: true, admin: { hidden: true } },
    // `|outer_diameter=48.3|coating=گالوانیزه|`: one string per locale, matched with contains.
    { name: 'specTokens', type: 'text', localized: true, admin: { hidden: true } },
    // The numeric ones of those, the same in every locale: filtered without a join.
    { name: 'specNumbers', type: 'text', admin: { hidden: true } },
    {
      name: 'pricePerKg',
      type: 'number',
      label: { fa: 'قیمت هر کیلوگرم (تومان)', en: 'Price per kg (toman)', ar: 'سعر الكيلوغرام (تومان)' },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: { fa: 'از قیمت، واحد فروش، وزن هر متر و طول شاخه محاسبه می‌شود.', en: 'Worked out from the price, unit, weight per metre and branch length.', ar: 'يُحسب من السعر ووحدة البيع والوزن لكل متر وطول القضيب.' },
      },
    },
    // The price board's comparison: kept by the price's own hook (cms/hooks/price-history.ts).
    {
      name: 'previousPrice',
      type: 'number',
      label: { fa: 'قیمت روز قبل (تومان)', en: 'Previous day’s price (toman)', ar: 'سعر اليوم السابق (تومان)' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'priceChangedAt',
      type: 'date',
      label: { fa: 'آخرین تغییر قیمت', en: 'Price last changed', ar: 'آخر تغيير للسعر' },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'kgPerUnit',
      type: 'number',
      label: { fa: 'وزن هر واحد فروش (کیلوگرم)', en: 'Weight per unit of sale (kg)', ar: 'وزن وحدة البيع (كغ)' },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: { fa: 'از واحد فروش، وزن هر متر و طول شاخه محاسبه می‌شود.', en: 'Worked out from the unit, weight per metre and branch length.', ar: 'يُحسب من وحدة البيع والوزن لكل متر وطول القضيب.' },
      },
    },
    // The cheapest and most expensive sorts (lib/catalog/price-per-kg.ts explains why two).
    { name: 'cheapestKey', type: 'number', admin: { hidden: true } },
    { name: 'mostExpensiveKey', type: 'number', admin: { hidden: true } },
  ],
}

function wholeToman(value: number | null | undefined): true | string {
  if (value === null || value === undefined) return true
  return (Number.isInteger(value) && value >= 0 && value <= MAX_PRICE) || `Prices are whole toman, from 0 to ${MAX_PRICE.toLocaleString('en-US')}.`
}

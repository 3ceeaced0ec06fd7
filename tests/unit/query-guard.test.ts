import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { reachesThroughRelationship } from '@/cms/hooks/no-queries-through-relationships'

const fields: Field[] = [
  { name: 'body', type: 'textarea' },
  { name: 'customer', type: 'relationship', relationTo: 'customers' },
  { name: 'product', type: 'relationship', relationTo: 'products' },
  { name: 'meta', type: 'group', fields: [{ name: 'title', type: 'text' }, { name: 'image', type: 'upload', relationTo: 'media' }] },
  { type: 'row', fields: [{ name: 'author', type: 'relationship', relationTo: 'users' }] },
  { type: 'tabs', tabs: [{ label: 'x', fields: [{ name: 'owner', type: 'relationship', relationTo: 'customers' }] }, { name: 'seo', fields: [{ name: 'page', type: 'relationship', relationTo: 'posts' }] }] },
]

describe('queries through relationships', () => {
  it('refuses a path that walks into the related document', () => {
    for (const path of ['customer.sessions.id', 'customer.email', 'product.title', 'meta.image.filename', 'author.roles', 'owner.sessions.expiresAt', 'seo.page.title']) {
      expect(reachesThroughRelationship(fields, path), path).toBe(true)
    }
  })

  it('keeps the document’s own fields, groups and a relationship’s id', () => {
    for (const path of ['body', 'customer', 'customer.id', 'product', 'meta.title', 'createdAt', 'id', 'author', 'seo.page']) {
      expect(reachesThroughRelationship(fields, path), path).toBe(false)
    }
  })
})

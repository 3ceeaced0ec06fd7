import type { Field, Where } from 'payload'
import { describe, expect, it } from 'vitest'
import { malformedIdConditions, reachesThroughRelationship } from '@/cms/hooks/no-queries-through-relationships'

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

describe('ids compared with something that is no whole number', () => {
  it('are named, in the document’s id and in a relationship’s, through and/or', () => {
    expect(malformedIdConditions(fields, { id: { in: 'x' } })).toEqual(['id in'])
    expect(malformedIdConditions(fields, { id: { equals: '12abc' } })).toEqual(['id equals'])
    expect(malformedIdConditions(fields, { or: [{ customer: { in: ['3', 'x'] } }, { 'product.id': { equals: 'y' } }] })).toEqual(['customer in', 'product.id equals'])
    expect(malformedIdConditions(fields, { and: [{ author: { not_in: '1,2,z' } }] })).toEqual(['author not_in'])
  })

  it('let whole numbers, lists of them, null and other fields through', () => {
    const fine: Where[] = [{ id: { in: '' } }, { id: { not_in: [] } }, { id: { in: '1,2,3' } }, { id: { equals: 7 } }, { id: { in: [1, '2'] } }, { customer: { equals: null } }, { customer: { exists: 'true' } }, { body: { equals: 'x' } }, { id: { not_equals: 'null' } }]
    for (const where of fine) {
      expect(malformedIdConditions(fields, where), JSON.stringify(where)).toEqual([])
    }
  })
})

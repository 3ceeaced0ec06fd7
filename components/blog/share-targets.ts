/** Where a post can be shared, in the order the links show. */
export const shareTargets = ['telegram', 'whatsapp', 'x', 'linkedin', 'email'] as const
export type ShareTarget = (typeof shareTargets)[number]

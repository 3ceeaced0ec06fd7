/** The networks the site settings offer, each with its name in messages/*.json → social. */
export const socialPlatforms = ['instagram', 'telegram', 'whatsapp', 'linkedin', 'aparat', 'youtube', 'x', 'eitaa', 'bale'] as const
export type SocialPlatform = (typeof socialPlatforms)[number]

export const isSocialPlatform = (value: string): value is SocialPlatform => (socialPlatforms as readonly string[]).includes(value)

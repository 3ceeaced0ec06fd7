/** How many consultation requests one address may send in a window (DESIGN.md §7: rate limits). */
export const consultationRate = { perIp: 5, windowSeconds: 60 * 60 } as const

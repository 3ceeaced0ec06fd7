/** Dates on the site are Jalali calendar days in Tehran (SPEC.md §1): every date is read and written here. */
export const siteTimeZone = 'Asia/Tehran'

/** The request-for-quotation pages, without a locale prefix. */
export const rfqFormPath = '/rfq'
export const rfqPath = (id: number) => `/rfq/${id}`

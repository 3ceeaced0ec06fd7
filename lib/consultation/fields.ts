// What the consultation form and its schema share, without Zod: the form loads Zod only when used.

/** Message keys (messages/*.json → consultation.errors.*): the same text in the browser and from the server. */
export const consultationErrors = {
  required: 'required',
  mobile: 'mobile',
  tooLong: 'tooLong',
  tooShort: 'tooShort',
} as const

export const consultationLimits = { fullName: 120, subject: 200, text: 3000 } as const

export const consultationFields = ['fullName', 'mobileNumber', 'subject', 'text'] as const

/**
 * Message keys (messages/*.json → forms.errors.*) shared by the long forms' browser side and server,
 * so both speak the visitor's language with the same words (SPEC §5).
 */
export const formErrors = {
  required: 'required',
  tooLong: 'tooLong',
  email: 'email',
  mobile: 'mobile',
  landline: 'landline',
  phone: 'phone',
  postalCode: 'postalCode',
  nationalCode: 'nationalCode',
  legalId: 'legalId',
  economicCode: 'economicCode',
  registrationNumber: 'registrationNumber',
  url: 'url',
  date: 'date',
  dateOrder: 'dateOrder',
  number: 'number',
  year: 'year',
  gpa: 'gpa',
  yearOrder: 'yearOrder',
  choice: 'choice',
  chooseOne: 'chooseOne',
  positive: 'positive',
  sizeTooLarge: 'sizeTooLarge',
  wallTooThick: 'wallTooThick',
  lengthTooLong: 'lengthTooLong',
  quantityTooLarge: 'quantityTooLarge',
  wholeNumber: 'wholeNumber',
  noLines: 'noLines',
  tooMany: 'tooMany',
  city: 'city',
} as const

export type FormErrorKey = (typeof formErrors)[keyof typeof formErrors]

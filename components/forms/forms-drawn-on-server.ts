import { LoginForm } from '@/components/auth/LoginForm'
import { RegisterForm } from '@/components/auth/RegisterForm'
import { ConsultationForm } from '@/components/contact/ConsultationForm'
import { EmploymentForm } from '@/components/employment/EmploymentForm'
import { RfqForm } from '@/components/rfq/RfqForm'
import { SupplierForm } from '@/components/suppliers/SupplierForm'

/** The forms FormIsland draws, as the server imports them: at once, so its render never waits. */
export const formsDrawnOnServer = {
  suppliers: SupplierForm,
  employment: EmploymentForm,
  consultation: ConsultationForm,
  login: LoginForm,
  register: RegisterForm,
  rfq: RfqForm,
}

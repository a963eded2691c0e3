import { AccountLinkPage } from './AccountLinkPage'

export default function ResetPasswordPage() {
  return <AccountLinkPage purpose="reset" />
}

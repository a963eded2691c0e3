import { setPasswordRoute } from '../../auth/account-link-routes.js'
import { invitationsService } from '../invitations.js'

export const acceptInvitationRoute = setPasswordRoute('/api/invitations/accept', invitationsService.link)

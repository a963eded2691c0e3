import { checkLinkRoute } from '../../auth/account-link-routes.js'
import { invitationsService } from '../invitations.js'

export const checkInvitationRoute = checkLinkRoute('/api/invitations/check', invitationsService.link)

import type { FastifyRequest } from 'fastify';
import * as api from '@shared/api/accounts';
import { exportFileName } from '@shared/domain/account-controls';
import { unauthorized } from '../../lib/http-error';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { ClientInfo } from './consent';
import type { AccountsService } from './service';

const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
});

export function accountsRoutes(service: AccountsService): Implementation[] {
  return [
    implement(api.login, ({ body }) => service.login(body.email, body.password)),
    implement(api.register, ({ body }) => service.register(body)),
    implement(api.forgotPassword, ({ body }) => service.forgotPassword(body.email)),
    implement(api.resetPassword, ({ body }) =>
      service.resetPassword(body.token, body.email, body.newPassword),
    ),
    implement(api.verifyAge, ({ body, request }) =>
      service.verifyAge(body.email, body.isAge18Plus, clientInfo(request)),
    ),
    implement(api.agreeDisclaimer, ({ body, request }) =>
      service.agreeDisclaimer(body.email, clientInfo(request)),
    ),
    implement(api.getPlayer, ({ params }) => service.getPlayer(params.id)),
    implement(api.updateProfile, ({ params, body }) =>
      service.updateProfile(params.id, {
        nickname: body.Nickname,
        gender: body.Gender,
        genderDescription: body.GenderDescription,
      }),
    ),
    implement(api.lookupEmail, ({ playerId, params }) =>
      service.lookupEmail(playerId(), params.value),
    ),
    implement(api.refreshSession, ({ request }) => {
      if (!request.player) throw unauthorized();
      return service.refreshSession(request.player);
    }),
    implement(api.verifyEmail, ({ body }) => service.verifyEmail(body.token)),
    implement(api.resendVerification, ({ playerId }) => service.resendVerification(playerId())),
    implement(api.logout, ({ playerId }) => service.logout(playerId())),
    implement(api.changePassword, ({ playerId, body }) =>
      service.changePassword(playerId(), body.currentPassword, body.newPassword),
    ),
    implement(api.exportData, async ({ playerId, reply }) => {
      const data = await service.exportData(playerId());
      // Opened straight from the API, the answer saves as a file (the app names it the same way).
      reply.header(
        'Content-Disposition',
        `attachment; filename="${exportFileName(new Date(data.exportedAt))}"`,
      );
      reply.header('Cache-Control', 'no-store');
      return data;
    }),
    implement(api.deleteAccount, ({ playerId, body }) =>
      service.deleteAccount(playerId(), body.password),
    ),
  ];
}

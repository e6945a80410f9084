import type { FastifyRequest } from 'fastify';
import * as api from '@shared/api/accounts';
import { unauthorized } from '../../lib/http-error';
import { implement } from '../../plugins/contract-routes';
import type { AccountsService, ClientInfo } from './service';

const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
});

const caller = (request: FastifyRequest) => {
  if (!request.player) throw unauthorized();
  return request.player.sub;
};

export function accountsRoutes(service: AccountsService) {
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
      service.updateProfile(params.id, { nickname: body.Nickname, gender: body.Gender }),
    ),
    implement(api.lookupEmail, ({ request, params }) =>
      service.lookupEmail(caller(request), params.value),
    ),
    implement(api.refreshSession, ({ request }) => service.refreshSession(caller(request))),
  ];
}

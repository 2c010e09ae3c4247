import type { Schemas } from '../http/contract-types';
import type { HandlerMap } from '../http/operation';
import { HttpError } from '../http/operation';
import { login, refresh, revoke } from './auth-service';

/** `login`, `refreshToken`, `revokeToken`: bodies are already validated against the contract. */
export const authHandlers: HandlerMap = {
  login: async (req, _reply, ctx): Promise<Schemas['SessionResponse']> => {
    const { username, password } = req.body;
    return { data: await login(ctx, username, password, req.ip) };
  },
  refreshToken: async (req, _reply, ctx): Promise<Schemas['SessionResponse']> => ({
    data: await refresh(ctx, req.body),
  }),
  revokeToken: async (_req, _reply, ctx): Promise<Schemas['MessageResponse']> => {
    if (!ctx.user) throw new HttpError(401, 'invalid_token', 'Authentication required.');
    await revoke(ctx, ctx.user);
    return { data: { message: 'Signed out: the token and its refresh key are revoked.' } };
  },
};

import type { FastifyPluginAsync } from 'fastify';
import google from './google.js';
import passwordLogin from './password-login.js';
import verification from './verification.js';

/** Every /api/login/* call of SPEC §7 (accounts, ADRs 0020–0029). */
const login: FastifyPluginAsync = async (app) => {
  await app.register(passwordLogin);
  await app.register(verification);
  await app.register(google);
};

export default login;

/**
 * The signed-in user's own account (`docs/api.md`, `/api/account/*`): profile, password, saved
 * addresses and a new e-mail verification link. Thin: the actor is checked first (401 signed out), bodies with strict schemas (unknown
 * fields or wrong types: 400), the account service applies the rules; another account's address
 * id answers 404 like an unknown one.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { accountMessages } from '@/shared/messages-account';
import { messages, serverMessages } from '@/shared/messages';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/errors';
import { parseBody } from './request';
import { invalidateOtherSessions, sessionsEnded } from '../auth/sessions';

/** `PUT /api/account/profile`: `ProfileInput` (the image as an uploaded URL, not a data URL). */
const profileBodySchema = z
  .object({
    email: z.string({ error: messages.auth.emailInvalid }),
    profileImage: z.string({ error: accountMessages.imageInvalid }),
  })
  .strict();

/** `PUT /api/account/password`: `PasswordChangeInput`. */
const passwordBodySchema = z
  .object({
    oldPassword: z.string({ error: accountMessages.oldPasswordWrong }),
    newPassword: z.string({ error: accountMessages.newPasswordTooShort }),
    confirmPassword: z.string({ error: accountMessages.confirmMismatch }),
  })
  .strict();

const addressField = z.string({ error: accountMessages.addressRequired });

/** `POST /api/account/addresses`, `PUT /api/account/addresses/:id`: `AddressInput`. */
const addressBodySchema = z
  .object({
    label: addressField,
    recipientName: addressField,
    phone: addressField,
    fullAddress: addressField,
    postalCode: addressField,
    isDefault: z.boolean().optional(),
  })
  .strict();

/** Routes of `/api/account/*` (any signed-in user, own account only). */
export function accountRoutes() {
  return new Hono<AppEnv>()
    .put('/account/profile', async (c) => {
      const services = c.get('services');
      services.ctx.requireRole();
      const body = parseBody(profileBodySchema, await readJson(c), serverMessages.requestInvalid);
      return c.json(await services.account.updateProfile(body));
    })
    .put('/account/password', async (c) => {
      const services = c.get('services');
      services.ctx.requireRole();
      const body = parseBody(passwordBodySchema, await readJson(c), serverMessages.requestInvalid);
      await services.account.changePassword(body);
      // The other devices of this account sign in again with the new password, whichever instance
      // they reach (announced after the delete: an instance that read a session between the
      // password's announcement and the delete must not keep it).
      const userId = services.ctx.requireRole().id;
      if ((await invalidateOtherSessions(services.ctx.db, userId, c.get('sessionToken'))) > 0) {
        await services.ctx.deps.publish(sessionsEnded([userId]));
      }
      return c.body(null, 204);
    })
    // `Kirim Ulang Tautan Verifikasi` (docs/decisions/022): 3 an hour per account.
    .post('/account/email-verification', async (c) => {
      const services = c.get('services');
      services.ctx.requireRole();
      await services.account.resendVerification();
      return c.body(null, 204);
    })
    .post('/account/addresses', async (c) => {
      const services = c.get('services');
      services.ctx.requireRole();
      const body = parseBody(addressBodySchema, await readJson(c), serverMessages.requestInvalid);
      return c.json(await services.account.addAddress(body), 201);
    })
    .put('/account/addresses/:id', async (c) => {
      const services = c.get('services');
      services.ctx.requireRole();
      const body = parseBody(addressBodySchema, await readJson(c), serverMessages.requestInvalid);
      return c.json(await services.account.updateAddress(c.req.param('id'), body));
    })
    .delete('/account/addresses/:id', async (c) => {
      await c.get('services').account.deleteAddress(c.req.param('id'));
      return c.body(null, 204);
    });
}

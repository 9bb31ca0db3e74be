/**
 * The services of one request, bound to its actor. Each area implements the storage port's
 * repository (`src/data/ports.ts`), so the server answers the same contract as the browser
 * adapters; the routes (`server/routes`) only translate HTTP to these calls.
 */
import type { SessionUser } from '@/domain/core/records';
import { createAccountService } from './account';
import { createAuthService } from './auth';
import { createBackupService } from './backup';
import { createCartService } from './cart';
import { createChatService } from './chat';
import { createServiceContext, type ServiceDeps } from './context';
import { createImageService } from './images';
import { createLogService } from './logs';
import { createOrderService } from './orders';
import { createPartnerService } from './partners';
import { createVoucherService } from './vouchers';
import { createProductService } from './products';
import { createReportService } from './reports';
import { createPushService } from './push';
import { createReviewService } from './reviews';
import { createSettingsService } from './settings-service';
import { createUserService } from './users';

/**
 * Creates every service for `actor` (null: a visitor).
 * @param clientAddress - the client's address, for the per-address rate limits.
 */
export function createServices(deps: ServiceDeps, actor: SessionUser | null, clientAddress?: string) {
  const ctx = createServiceContext(deps, actor, clientAddress);
  return {
    ctx,
    auth: createAuthService(ctx),
    products: createProductService(ctx),
    partners: createPartnerService(ctx),
    vouchers: createVoucherService(ctx),
    reviews: createReviewService(ctx),
    cart: createCartService(ctx),
    orders: createOrderService(ctx),
    logs: createLogService(ctx),
    reports: createReportService(ctx),
    settings: createSettingsService(ctx),
    account: createAccountService(ctx),
    chat: createChatService(ctx),
    users: createUserService(ctx),
    backup: createBackupService(ctx),
    images: createImageService(ctx),
    push: createPushService(ctx),
  };
}

/** The services of one request. */
export type Services = ReturnType<typeof createServices>;

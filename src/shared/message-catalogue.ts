/**
 * The whole message catalogue, for the tests that read every text (never imported by the app: it
 * would put every screen's texts into every first load): src/shared/messages.ts (the
 * storefront's texts and the server's answers) and the modules split from it so the storefront's
 * first load carries only what it shows (docs/decisions/029-message-modules.md).
 */
import * as storefront from './messages';
import { accountMessages } from './messages-account';
import { activityMessages } from './messages-activity';
import { adminMessages } from './messages-admin';
import { appUpdateMessages } from './messages-app-update';
import { chatMessages } from './messages-chat';
import { galleryMessages } from './messages-gallery';
import { paymentAccountMessages } from './messages-payment-accounts';
import { productCsvMessages } from './messages-product-csv';
import { pushMessages } from './messages-push';
import { shippingMessages } from './messages-shipping';
import { variantMessages } from './messages-variants';
import { verificationMessages } from './messages-verification';
import { voucherMessages } from './messages-voucher';
import * as voucherAdmin from './messages-voucher-admin';

/** Every catalogue object by its exported name (the gallery's and variations' buyer texts are inside theirs). */
export const messageCatalogue = {
  ...storefront,
  accountMessages,
  activityMessages,
  adminMessages,
  appUpdateMessages,
  chatMessages,
  galleryMessages,
  paymentAccountMessages,
  productCsvMessages,
  pushMessages,
  shippingMessages,
  variantMessages,
  verificationMessages,
  voucherMessages,
  voucherAdminMessages: voucherAdmin,
} as const;

/**
 * The data layer's errors are the shop's refusals of src/domain/core/errors.ts (codes and classes in
 * one place, docs/api.md "Errors"); this module names them for the adapters and screens.
 */
export {
  ShopError as DataError,
  StorageQuotaError,
  PermissionError,
  ValidationError,
  NotFoundError,
  InsufficientStockError,
  RateLimitError,
  PayloadTooLargeError,
  signInRequired,
  errorMessage,
} from '@/domain/core/errors';

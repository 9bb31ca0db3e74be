/**
 * 'Data Mitra Seulanga' of the back office (spec section 2, "Admin partners"; docs/product/decisions.md):
 * the partner table with add and edit.
 */
export { PartnersPage } from './components/partners-page';
export { PartnerTable, type PartnerTableProps } from './components/partner-table';
export { PartnerForm, type PartnerFormProps } from './components/partner-form';
export { PartnerFormDialog, type PartnerFormDialogProps } from './components/partner-form-dialog';
export { PartnerStatusBadge } from './components/partner-status-badge';
export { useSavePartner, type SavePartnerVariables } from './api/use-save-partner';
export {
  partnerFormSchema,
  partnerFormDefaults,
  partnerFormMessages,
  toPartnerInput,
  type PartnerFormValues,
} from './lib/partner-form-schema';

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { maskAadhaarInText, translate } from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Nullable, StringEnum } from '../platform/schema';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database, VendorStatus } from '../db/schema';
import { signDocumentUrl } from '../documents/signing';
import { notifyOnChange } from '../notifications';
import { releaseVendorWork } from '../requests/vendor-release';
import type { Caller } from '../plugins/auth';
import { callerOf } from '../plugins/permissions';
import { refuse } from '../plugins/errors';
import { recordAudit } from './audit';
import { findVendor, setVendorStatus, vendorsOfStatus } from './repository';
import { vendorDecisionSchema } from './schemas';

export const VENDOR_STATUSES: readonly VendorStatus[] = ['pending', 'approved', 'suspended'];

/** Whether `status` (a getVendors query value) names a vendor status. */
export function isVendorStatus(status: unknown): status is VendorStatus {
  return typeof status === 'string' && (VENDOR_STATUSES as readonly string[]).includes(status);
}

/**
 * The vendors of one status, oldest sign-up first, with what an admin needs to review them: contact,
 * business, address and their three documents as short-lived links for this admin. The address is free
 * text the vendor typed and only admins read this list, so an Aadhaar number in it is always masked.
 */
export async function vendorsWithStatus(db: Kysely<Database>, config: Config, status: VendorStatus, admin: Caller) {
  const rows = await vendorsOfStatus(db, status);
  const link = (id: string) => signDocumentUrl(config, id, admin);
  return rows.map(
    ({ vendor_aadhar_document, vendor_pan_document, vendor_registration_document, disabled, ...vendor }) => ({
      ...vendor,
      venndor_bussiness_address: maskAadhaarInText(vendor.venndor_bussiness_address),
      disabled: Boolean(disabled),
      vendor_aadhar_url: link(vendor_aadhar_document),
      vendor_pan_url: link(vendor_pan_document),
      vendor_registration_document_url: link(vendor_registration_document)
    })
  );
}

/**
 * Approving a vendor (they may then be assigned work) and suspending one (no new work, and their open
 * work back to the admins' queue), audited.
 */
export async function vendorApprovalRoutes(fastify: FastifyInstance, opts: { config: Config }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const onChange = notifyOnChange(opts.config);
  const decide =
    (status: 'approved' | 'suspended') =>
    async (request: { body: { vendor_id: number } } & Parameters<typeof callerOf>[0]) => {
      const admin = callerOf(request);
      const id = request.body.vendor_id;
      const vendor = await findVendor(app.db, id);
      if (!vendor) throw refuse(404, 'identity.noVendor');
      await setVendorStatus(app.db, id, status, admin.id);
      await recordAudit(app.db, admin, status === 'approved' ? 'approveVendor' : 'suspendVendor', vendor);
      const released =
        status === 'suspended' ? await releaseVendorWork(app.db, onChange, { id, name: vendor.vendor_name }, admin) : 0;
      const key = status === 'approved' ? 'identity.vendorApproved' : 'identity.vendorSuspended';
      const params = { name: vendor.vendor_name };
      return {
        message: translate('en', key, params),
        code: key,
        params,
        vendor_id: id,
        status,
        released
      };
    };
  app.post(
    '/api/v1/admin/data/approveVendor',
    { config: { roles: ['admin'] }, schema: vendorDecisionSchema('Approve') },
    decide('approved')
  );
  app.post(
    '/api/v1/admin/data/suspendVendor',
    { config: { roles: ['admin'] }, schema: vendorDecisionSchema('Suspend') },
    decide('suspended')
  );
}

/** The fields getVendors adds when asked for a status (the OpenAPI description and serialization). */
export const VENDOR_REVIEW_FIELDS = {
  vendor_bussiness_name: Type.String(),
  venndor_bussiness_address: Type.String(),
  vendor_number: Type.String(),
  status: StringEnum(VENDOR_STATUSES),
  reviewed_at: Nullable(Type.String()),
  email: Type.String(),
  created_at: Type.String(),
  disabled: Type.Boolean(),
  vendor_aadhar_url: Type.String(),
  vendor_pan_url: Type.String(),
  vendor_registration_document_url: Type.String()
};

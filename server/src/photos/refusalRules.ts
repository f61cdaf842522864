import type { PhotoQuota } from '../settings/photoQuota.ts';

/**
 * The sentence rules of a refusal (docs/api.md, "Inspection photos"),
 * which the SPA shows in the user's language (src/providers/apiErrors.ts).
 */
export const QUOTA_RULES = {
    accountDay: 'photoQuotaAccountDay',
    accountTotal: 'photoQuotaAccountTotal',
    plantDay: 'photoQuotaPlantDay',
    plantTotal: 'photoQuotaPlantTotal',
} as const satisfies Record<keyof PhotoQuota, string>;

export type QuotaRule = (typeof QUOTA_RULES)[keyof typeof QUOTA_RULES];

/** A full store (ENOSPC): the sentence rule of its refusal. */
export const STORE_FULL_RULE = 'photoStoreFull';

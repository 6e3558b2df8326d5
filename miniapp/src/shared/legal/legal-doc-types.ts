/** The shape of locales/<lang>/legal.json, read with i18next `returnObjects: true`. */
export interface LegalSection {
  title: string;
  intro?: string;
  body?: string[] | string;
  items?: Record<string, { title: string; body: string | string[] }>;
  table?: LegalTable;
}

export interface LegalTable {
  columns: string[];
  rows: string[][];
}

/** Spec §2: the terms' 22 sections, in this order. */
export const TERMS_SECTIONS = [
  'welcome',
  'entertainment_use',
  'user_eligibility',
  'payment_terms',
  'acceptable_use',
  'user_data_management',
  'service_suspension',
  'third_party_links',
  'ai_technology',
  'intellectual_property',
  'disclaimers_warranties',
  'indemnification',
  'liability_limitations',
  'exclusive_remedy',
  'governing_law',
  'account_termination',
  'communication_notices',
  'assignment_transfer',
  'severability_enforceability',
  'modifications_updates',
  'additional_provisions',
  'contact_information',
] as const;

/** Spec §2: every part of the privacy policy, in this order. */
export const PRIVACY_PARTS = [
  'introduction',
  'principles',
  'data_practices',
  'information_collection',
  'tracking_technology',
  'information_use',
  'sharing',
  'third_party_providers',
  'protection',
  'privacy_rights',
  'children',
  'retention',
  'policy_updates',
  'contact',
] as const;

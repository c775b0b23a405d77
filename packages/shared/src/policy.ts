/** Business facts the static pages and the server state (SPEC.md sections 1 and 9). */
export const DAILY_UPLOAD_LIMIT = 2;
export const RENDER_TARGET_HOURS = 1;
export const PRINT_DELIVERY_BUSINESS_DAYS = { min: 5, max: 14 } as const;
export const PRIVACY_EFFECTIVE_DATE = 'November 28, 2026';
export const TERMS_EFFECTIVE_DATE = 'June 28, 2025';

/** The address support mail comes from, as the UI names it. */
export const SUPPORT_EMAIL = 'support@potluck.local';
export const PRODUCT_NAME = 'Potluck';

// Admin constants the browser needs, without the schema library (see recipe-values.ts).

/** Admin lists are paginated on the server; the total is in the `X-Total-Count` header. */
export const ADMIN_PAGE_SIZE = { default: 100, max: 500 } as const;
export const ADMIN_TOTAL_COUNT_HEADER = 'X-Total-Count';

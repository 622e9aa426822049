// Households' constants without zod, for the browser bundle (contract/households.ts has the
// schemas).

export const HOUSEHOLD_NAME_MAX = 80;

/** The invite answers' messages (POST /api/households/{id}/invites). */
export const HOUSEHOLD_INVITE_MESSAGES = {
  existingUser: 'Invitation sent: they join once they accept it',
  newUser: 'Invitation email sent with a link to join',
} as const;

/** GET /api/households/{id}/plan reads at most this many days at once. */
export const PLAN_RANGE_MAX_DAYS = 62;

/** Lines added at once at most (POST /api/lists/{id}/items). */
export const ITEMS_PER_REQUEST_MAX = 200;

/** Where an invitation's link leads: the page that joins the household. */
export const JOIN_HOUSEHOLD_PATH = '/households/join';

/** What a personal API token may do: read only (GET), or read and write like its owner. */
export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Tokens start with this, so a secret scanner (and a person) can tell what it is. */
export const API_TOKEN_PREFIX = 'potluck_';

export const API_TOKEN_NAME_MAX = 60;

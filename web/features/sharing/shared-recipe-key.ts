/** The query key of GET /api/recipes/shared/{id}, the shared recipe page's data. */
export const sharedRecipeKey = (id: string) => ['/api/recipes/shared', id] as const;

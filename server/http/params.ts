/** A route's path parameters, for Fastify's generics: `app.get<PathParams<'id'>>('/x/:id', …)`. */
export type PathParams<Name extends string> = { Params: Record<Name, string> };

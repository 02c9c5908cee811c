/**
 * A route-level serializer for the hottest answers (ADR 0106): JSON.stringify, without the zod
 * type provider's runtime re-validation of a reply our own typed code built from the same schemas
 * (for a detail, that re-validation cost more than everything else on the cached path). The schema
 * still documents the reply, and the OpenAPI fuzz suite still holds the route to it.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);

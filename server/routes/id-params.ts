import { z } from 'zod';

/** Ids are PostgreSQL integers: a larger number would reach the database as an error. */
export const ID_MAX = 2_147_483_647;

/** `/:id` of a row, as a route's params schema. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });

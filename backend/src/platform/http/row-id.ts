import { z } from 'zod';

/** The largest PostgreSQL integer: a larger id names no row, so it is refused as the client's error. */
export const MAX_ROW_ID = 2147483647;

/** A row id in a JSON body: a positive PostgreSQL integer. */
export const rowId = () => z.number().int().positive().max(MAX_ROW_ID);

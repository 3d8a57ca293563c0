import { errorResponseSchema, type PageRequest } from '@bonneroute/shared/api';

/** Admin lists are read 20 rows a page. */
export function adminPage(page: number): PageRequest {
  return { page, perPage: 20 };
}
/** Every admin route answers 401 without a session and 403 to a member. */
export const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
};

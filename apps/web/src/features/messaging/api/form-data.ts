/** spec §7 sends message calls as multipart: the same fields, as FormData. */
export function toFormData(fields: Record<string, string | number>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  return form;
}

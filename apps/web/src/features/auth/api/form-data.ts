/** spec §7 sends the account calls as multipart: the same fields, as FormData. */
export function toFormData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

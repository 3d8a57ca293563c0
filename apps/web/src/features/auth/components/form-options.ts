/**
 * How every account form runs react-hook-form: the shared schema is checked when the form is
 * submitted, and only then (a message stays until the next try, as the screens always did); focus
 * stays where the visitor is, the messages being announced with their fields.
 */
export const CHECK_ON_SUBMIT = {
  mode: 'onSubmit',
  reValidateMode: 'onSubmit',
  shouldFocusError: false,
} as const;

// Apart from the name schemas, so the header shows a first name without loading zod.

/** A letter that starts a word: at the start, or after a space, an apostrophe or a hyphen. */
const WORD_START = /(^|[\s'’-])(\p{L})/gu;

/** docs/product/accounts.md Validation screen: "congratulation with capitalised first name". */
export function capitalise(prenom: string): string {
  // Built once (the server writes it for every trip of a search page); `replace` resets the
  // global expression's position itself.
  return prenom
    .trim()
    .replace(
      WORD_START,
      (_match, separator: string, letter: string) =>
        `${separator}${letter.toLocaleUpperCase('fr-FR')}`,
    );
}

// Issue 23: apart from the name schemas, so the header shows a first name without loading zod.
/** spec §2 Validation screen: "congratulation with capitalised first name". */
export function capitalise(prenom: string): string {
  return prenom
    .trim()
    .replace(
      /(^|[\s'’-])(\p{L})/gu,
      (_match, separator: string, letter: string) =>
        `${separator}${letter.toLocaleUpperCase('fr-FR')}`,
    );
}

/** spec §2 Search → resultats query: date, from, to (city codes), from_city, to_city, from_adr, to_adr. */
export interface SearchParams {
  date: string;
  from: string;
  to: string;
  from_city: string;
  to_city: string;
  from_adr?: string;
  to_adr?: string;
  places?: number;
}

export function searchQueryString(params: SearchParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}

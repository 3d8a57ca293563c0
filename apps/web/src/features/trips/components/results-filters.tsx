import { useId, type ReactNode } from 'react';
import {
  DEPARTURE_RANGE_VALUES,
  departureRangeLabel,
  SEARCH_SORTS,
  SEARCH_SORT_VALUES,
  type ResultsOptions,
} from '@bonneroute/shared/search-rules';
import { PREFERENCE_FILTERS } from '@bonneroute/shared/trips';
import { useMediaQuery } from '@/lib/use-media-query';
import { resultsTexts } from './results-texts';
import styles from './results-filters.module.css';

/**
 * docs/product/trips-and-search.md Results filter on the driver's sex, in a cycle: everyone,
 * women drivers only (`sexe=2`: a female driver and no male passenger), men drivers only
 * (`sexe=1`: a male driver and no female passenger).
 */
export const GENDER_CYCLE = [
  { value: undefined, label: 'Tous' },
  { value: '2', label: 'Conductrices uniquement' },
  { value: '1', label: 'Conducteurs uniquement' },
] as const;

/** The URL parameter each option lives under (search-options.ts readResultsOptions). */
export type ResultsChanges = Record<string, string | undefined>;

/**
 * The results' order and filters, kept in the URL and applied by the server (the list comes
 * page by page): order, departure time range, driver's sex, automatic booking, verified drivers,
 * travel preferences (pets, non-smoking, two at most in the back).
 */
export function ResultsFilters({
  options,
  onChange,
}: {
  options: ResultsOptions;
  onChange: (changes: ResultsChanges) => void;
}) {
  const sortId = useId();
  const rangeLabelId = useId();
  const genderLabelId = useId();
  const genderIndex = GENDER_CYCLE.findIndex((g) => g.value === options.sexe);
  const gender = GENDER_CYCLE[genderIndex]!;
  const nextGender = GENDER_CYCLE[(genderIndex + 1) % GENDER_CYCLE.length]!;
  const chosen =
    Number(options.tri !== 'depart') +
    Number(options.plage !== undefined) +
    Number(options.sexe !== undefined) +
    Number(options.automaticOnly) +
    Number(options.verifiedOnly) +
    PREFERENCE_FILTERS.filter((filter) => options[filter.param]).length;
  return (
    <Collapsible chosen={chosen}>
      <div className={styles.sort}>
        <label htmlFor={sortId}>{resultsTexts.sortLabel}</label>
        <select
          id={sortId}
          value={options.tri}
          onChange={(event) =>
            onChange({ tri: event.target.value === 'depart' ? undefined : event.target.value })
          }
        >
          {SEARCH_SORT_VALUES.map((value) => (
            <option key={value} value={value}>
              {SEARCH_SORTS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.ranges} role="group" aria-labelledby={rangeLabelId}>
        <span id={rangeLabelId}>{resultsTexts.rangeLabel}</span>
        {DEPARTURE_RANGE_VALUES.map((range) => (
          <button
            key={range}
            type="button"
            className={styles.chip}
            aria-pressed={options.plage === range}
            onClick={() => onChange({ plage: options.plage === range ? undefined : range })}
          >
            {departureRangeLabel(range)}
          </button>
        ))}
      </div>
      <div className={styles.toggles}>
        <span id={genderLabelId}>{resultsTexts.genderLabel}</span>
        <button
          type="button"
          className={styles.chip}
          aria-describedby={genderLabelId}
          aria-label={`Filtre : ${gender.label} (passer à ${nextGender.label})`}
          onClick={() => onChange({ sexe: nextGender.value })}
        >
          {gender.label}
        </button>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={options.automaticOnly}
            onChange={(e) => onChange({ auto: e.target.checked ? '1' : undefined })}
          />
          {resultsTexts.automaticOnly}
        </label>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={options.verifiedOnly}
            onChange={(e) => onChange({ verifie: e.target.checked ? '1' : undefined })}
          />
          {resultsTexts.verifiedOnly}
        </label>
        {PREFERENCE_FILTERS.map((filter) => (
          <label key={filter.param} className={styles.toggle}>
            <input
              type="checkbox"
              checked={options[filter.param]}
              onChange={(e) => onChange({ [filter.param]: e.target.checked ? '1' : undefined })}
            />
            {filter.label}
          </label>
        ))}
      </div>
    </Collapsible>
  );
}

/**
 * On a phone the filters fold under « Trier et filtrer » (with how many are chosen), so the
 * list comes first; on a wider screen they are always shown.
 */
function Collapsible({ chosen, children }: { chosen: number; children: ReactNode }) {
  const isWide = useMediaQuery('(min-width: 48rem)');
  if (isWide) return <div className={styles.filters}>{children}</div>;
  return (
    <details className={styles.details}>
      <summary>{resultsTexts.filtersSummary(chosen)}</summary>
      <div className={styles.filters}>{children}</div>
    </details>
  );
}

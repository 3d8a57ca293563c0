import { useId } from 'react';
import {
  BAGAGES_LABELS,
  BAGAGES_VALUES,
  DISCUSSION_LABELS,
  DISCUSSION_VALUES,
  type TravelPreferences,
} from '@bonneroute/shared/trips';
import styles from './travel-preferences.module.css';

interface Option {
  value: string;
  label: string;
}

const UNSAID = 'non-precise';
const yesNo = (yes: string, no: string): Option[] => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/** Each preference, its question and its answers; « Je ne précise pas » is always offered. */
const QUESTIONS: { key: keyof TravelPreferences; legend: string; options: Option[] }[] = [
  {
    key: 'discussion',
    legend: 'Discussion',
    options: DISCUSSION_VALUES.map((value) => ({ value, label: DISCUSSION_LABELS[value] })),
  },
  {
    key: 'musique',
    legend: 'Musique',
    options: yesNo('J’aime la musique en route', 'Plutôt le silence'),
  },
  { key: 'fumeur', legend: 'Tabac', options: yesNo('Cigarette acceptée', 'Non-fumeur') },
  { key: 'animaux', legend: 'Animaux', options: yesNo('Animaux acceptés', 'Pas d’animaux') },
  {
    key: 'deux_max_arriere',
    legend: 'Places à l’arrière',
    options: yesNo('2 passagers max. à l’arrière', 'Jusqu’à 3 à l’arrière'),
  },
  {
    key: 'bagages',
    legend: 'Bagages',
    options: BAGAGES_VALUES.map((value) => ({ value, label: BAGAGES_LABELS[value] })),
  },
];

const asText = (value: TravelPreferences[keyof TravelPreferences]) =>
  value === null ? UNSAID : String(value);

function fromText(key: keyof TravelPreferences, text: string): TravelPreferences[typeof key] {
  if (text === UNSAID) return null;
  if (key === 'discussion' || key === 'bagages') return text as TravelPreferences[typeof key];
  return text === 'true';
}

/**
 * The travel preferences as radio groups (docs/product/trips-and-search.md#travel-preferences):
 * on the profile, and in the wizard for one trip. Controlled: `onChange` gets the whole object.
 */
export function PreferenceFields({
  value,
  onChange,
}: {
  value: TravelPreferences;
  onChange: (next: TravelPreferences) => void;
}) {
  const name = useId();
  return (
    <div className={styles.fields}>
      {QUESTIONS.map((question) => (
        <fieldset key={question.key} className={styles.question}>
          <legend>{question.legend}</legend>
          {[...question.options, { value: UNSAID, label: 'Je ne précise pas' }].map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                type="radio"
                name={`${name}-${question.key}`}
                value={option.value}
                checked={asText(value[question.key]) === option.value}
                onChange={() =>
                  onChange({ ...value, [question.key]: fromText(question.key, option.value) })
                }
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}

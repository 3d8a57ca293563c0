import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MapPin } from 'lucide-react';
import { geoTexts, PLACE_SHOWN_LIMIT, type PlaceSuggestion } from '@bonneroute/shared/geo';
import { PLACE_QUERY_MAX, PLACE_QUERY_MIN } from '@bonneroute/shared/limits';
import { commonTexts } from '@bonneroute/shared/texts';
import { usePlaceSuggestions } from '@/lib/geo/search-places';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './place-autocomplete.module.css';

export interface PlaceAutocompleteProps {
  label: ReactNode;
  /** The chosen place, or null while none is chosen. */
  value: PlaceSuggestion | null;
  onChange: (place: PlaceSuggestion | null) => void;
  /** Towns (default) or, within `citycode`, addresses already used on the site. */
  type?: 'municipality' | 'address';
  citycode?: string;
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  id?: string;
  /**
   * The input's name, for a form that must also work as HTML alone (submitted before
   * its code has arrived, it sends the typed text under this name).
   */
  name?: string;
  autoFocus?: boolean;
  /** docs/product/README.md: 5 places shown (7 searched). */
  maxShown?: number;
}

/** What the field shows once a place is chosen. */
export function placeDisplay(place: PlaceSuggestion): string {
  if (place.type !== 'municipality') return place.label;
  // Belgian and Luxembourg towns have no postcode in our data (decision 024): the name alone.
  return place.postcode ? `${place.name} (${place.postcode})` : place.name;
}

/**
 * The town (or address) field of every form (docs/product/README.md: address autocomplete): searches above one
 * character (three for an address), shows at most 5 suggestions "name, postcode, country", and
 * is a WAI-ARIA combobox — arrows to move, Enter to choose, Escape to close.
 */
export function PlaceAutocomplete({
  label,
  value,
  onChange,
  type = 'municipality',
  citycode,
  placeholder,
  hint,
  error,
  id,
  name,
  autoFocus,
  maxShown = PLACE_SHOWN_LIMIT,
}: PlaceAutocompleteProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const listId = `${inputId}-suggestions`;
  const [text, setText] = useState(value ? placeDisplay(value) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    // The parent changed the place (swap, reset): show it.
    setShownValue(value);
    setText(value ? placeDisplay(value) : '');
  }

  // A server-rendered field whose code comes after the page's (« Un autre trajet ? »)
  // may have been typed in meanwhile: what it holds is taken up once live, suggestions included.
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === text) return;
    setText(input.value);
    setOpen(document.activeElement === input);
    // Only once, when the field becomes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const query = useDebouncedValue(text.trim(), 150);
  const searching =
    open && query.length >= PLACE_QUERY_MIN[type] && (!value || placeDisplay(value) !== text);
  const suggestions = usePlaceSuggestions({ q: query, type, citycode }, searching);
  const items = searching ? (suggestions.data ?? []).slice(0, maxShown) : [];
  const expanded = open && searching && (items.length > 0 || !suggestions.isFetching);

  function choose(place: PlaceSuggestion) {
    setShownValue(place);
    setText(placeDisplay(place));
    setOpen(false);
    setActive(-1);
    onChange(place);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter' && expanded && items.length > 0) {
      event.preventDefault();
      choose(items[Math.max(0, active)]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  let status = '';
  if (expanded && items.length === 0) status = geoTexts.noSuggestion;
  if (searching && suggestions.isError) status = commonTexts.serviceUnavailable;

  return (
    <div className={`${fieldStyles.field} ${styles.wrapper}`}>
      <label className={fieldStyles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <MapPin aria-hidden="true" size={18} className={styles.icon} />
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          className={`${fieldStyles.input} ${styles.input}`}
          type="text"
          role="combobox"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus={autoFocus}
          placeholder={placeholder}
          value={text}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          maxLength={PLACE_QUERY_MAX}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            if (value) {
              // Acknowledge the coming null first, or the render that follows would take it for
              // a reset by the parent and wipe what was just typed ("Paris" → "aris").
              setShownValue(null);
              onChange(null);
            }
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          className={styles.list}
          hidden={!expanded || items.length === 0}
        >
          {items.map((place, index) => (
            <li
              key={`${place.citycode}-${place.postcode}-${place.adresse_id ?? ''}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // mousedown, not click: the input keeps its focus until the choice is made.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(place);
              }}
              onMouseEnter={() => setActive(index)}
            >
              {place.label}
            </li>
          ))}
        </ul>
      </div>
      <span className={styles.status} role="status" aria-live="polite">
        {status}
      </span>
      {hint ? (
        <span id={hintId} className={fieldStyles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={fieldStyles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

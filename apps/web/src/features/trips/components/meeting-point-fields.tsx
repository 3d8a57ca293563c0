import { useState } from 'react';
import { MEETING_ADDRESS_MAX, MEETING_NOTE_MAX, meetingPointTexts } from '@bonneroute/shared/trips';
import { PlaceAutocomplete } from '@/components/place-autocomplete/place-autocomplete';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { LazyRouteMap } from '@/components/route-map/lazy-route-map';
import styles from './meeting-point-fields.module.css';

/** A meeting point being chosen: its text, its position and the driver's note. */
export interface PointDraft {
  adresse: string;
  latitude: number;
  longitude: number;
  note: string;
}

export interface PointTown {
  name: string;
  citycode: string;
  latitude: number;
  longitude: number;
}

const fixed = (value: number) => value.toFixed(5).replace('.', ',');

/**
 * docs/product/trips-and-search.md#meeting-points: the exact point in a town, found by the
 * address search or picked on the map (a tap sets the position; the text names it), with an
 * optional note. The map is for pointing; the address search is the keyboard's way.
 */
export function MeetingPointFields({
  town,
  label,
  hint,
  value,
  onChange,
  onEnter,
}: {
  town: PointTown;
  label: string;
  hint?: string;
  value: PointDraft;
  onChange: (draft: PointDraft) => void;
  onEnter?: () => void;
}) {
  const [mapOpen, setMapOpen] = useState(false);
  const [picked, setPicked] = useState(false);
  return (
    <div className={styles.fields}>
      <PlaceAutocomplete
        label={`Rechercher une adresse à ${town.name}`}
        type="address"
        citycode={town.citycode}
        value={null}
        onChange={(place) => {
          if (!place) return;
          setPicked(false);
          onChange({
            ...value,
            adresse: place.name.slice(0, MEETING_ADDRESS_MAX),
            latitude: place.latitude,
            longitude: place.longitude,
          });
        }}
      />
      <TextField
        label={label}
        hint={hint}
        value={value.adresse}
        maxLength={MEETING_ADDRESS_MAX}
        onChange={(e) => onChange({ ...value, adresse: e.target.value })}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && onEnter) {
            e.preventDefault();
            onEnter();
          }
        }}
      />
      <TextField
        label="Note pour les passagers (facultatif)"
        hint="Par exemple : parking du centre commercial, devant l’entrée"
        value={value.note}
        maxLength={MEETING_NOTE_MAX}
        onChange={(e) => onChange({ ...value, note: e.target.value })}
      />
      <Button
        variant="secondary"
        size="small"
        aria-expanded={mapOpen}
        onClick={() => setMapOpen((open) => !open)}
      >
        {mapOpen ? 'Masquer la carte' : 'Choisir sur la carte'}
      </Button>
      {mapOpen ? (
        <LazyRouteMap
          stops={[]}
          picked={{ latitude: value.latitude, longitude: value.longitude }}
          label={`Carte de ${town.name} : touchez le lieu du rendez-vous`}
          onPick={(point) => {
            setPicked(true);
            onChange({
              ...value,
              ...point,
              adresse: value.adresse.trim() ? value.adresse : meetingPointTexts.pickedOnMap,
            });
          }}
        />
      ) : null}
      <p className={styles.position} role="status">
        {picked
          ? `Point choisi sur la carte : ${fixed(value.latitude)}, ${fixed(value.longitude)}`
          : ''}
      </p>
    </div>
  );
}

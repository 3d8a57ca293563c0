import { useState } from 'react';
import { preferencesTexts, type TravelPreferences } from '@bonneroute/shared/trips';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { PreferenceBadges } from '@/components/travel-preferences/preference-badges';
import { PreferenceFields } from '@/components/travel-preferences/preference-fields';
import { ApiError } from '@/lib/api-client';
import { useSaveTravelPreferences, useTravelPreferences } from '@/lib/travel-preferences';

/**
 * « Préférences de voyage »: what passengers see on each trip this member publishes
 * (docs/product/trips-and-search.md#travel-preferences). Each trip copies them at publication.
 */
export function PreferencesPanel({ userId }: { userId: number }) {
  const stored = useTravelPreferences(userId);
  if (stored.isPending) return <Spinner />;
  if (stored.isError) return <Notice tone="error">{stored.error.message}</Notice>;
  return <PreferencesForm userId={userId} initial={stored.data} />;
}

function PreferencesForm({ userId, initial }: { userId: number; initial: TravelPreferences }) {
  const [value, setValue] = useState(initial);
  const save = useSaveTravelPreferences(userId);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(value);
      }}
    >
      <h2>{preferencesTexts.title}</h2>
      <p>
        Les passagers les voient sur chacun de vos trajets avant de réserver. Vous pourrez les
        changer pour un trajet en le publiant.
      </p>
      <PreferenceFields
        value={value}
        onChange={(next) => {
          save.reset();
          setValue(next);
        }}
      />
      <p>Aperçu sur vos trajets :</p>
      <PreferenceBadges preferences={value} />
      {save.isSuccess ? (
        <Notice tone="success">{save.data.message ?? preferencesTexts.saved}</Notice>
      ) : null}
      {save.isError ? (
        <Notice tone="error">
          {save.error instanceof ApiError ? save.error.detail : save.error.message}
        </Notice>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        Enregistrer mes préférences
      </Button>
    </form>
  );
}

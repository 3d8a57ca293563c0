import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { usePageHead } from '@/lib/use-page-head';
import { DiscoverView } from '../en-voiture/discover-view';
import { EnVoitureTabs } from '../en-voiture/en-voiture-tabs';
import {
  EN_VOITURE_LABELS,
  isEnVoitureView,
  type EnVoitureView,
} from '../en-voiture/en-voiture-views';
import { FunView } from '../en-voiture/fun-view';
import { GuideView } from '../en-voiture/guide-view';
import { PitcherGame } from '../en-voiture/pitcher/pitcher-game';

const VIEWS: Record<EnVoitureView, ComponentType> = {
  decouvrir: DiscoverView,
  fun: FunView,
  pitcher: PitcherGame,
  guide: GuideView,
};

/**
 * docs/product/content-and-games.md `/utilisateurs/en-voiture?info=decouvrir|fun|pitcher|guide` (guarded): the driver's
 * en-voiture pages, with tabs between the four sub-views. An unknown `info` shows Découvrir.
 */
export default function EnVoitureActivitiesPage() {
  const [params] = useSearchParams();
  const info = params.get('info');
  const view: EnVoitureView = isEnVoitureView(info) ? info : 'decouvrir';
  usePageHead(`En voiture — ${EN_VOITURE_LABELS[view]}`);
  const View = VIEWS[view];
  return (
    <div className="container page">
      <h1>En voiture</h1>
      <EnVoitureTabs current={view} />
      <View />
    </div>
  );
}

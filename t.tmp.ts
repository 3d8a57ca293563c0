import { loadGeography } from './apps/api/src/geo/load-geography';
let t = performance.now();
const g = loadGeography('/tmp/geo-scratch');
console.log('geo', Math.round(performance.now() - t), 'ms');
for (const q of ['st etie', 'paris', 'chateau', '75000', '29', 'mans', 'lehavre', 'brest 29', 'saint denis', 'sa', '2a004', 'xx']) {
  t = performance.now();
  const r = g.search.search(q, 7);
  const ms = (performance.now() - t).toFixed(2);
  console.log(q, ms, r.map((m) => `${m.commune.nom} ${m.postcode} t${m.tier}`).join(' | '));
}
console.log(['saint-denis', 'saint-denis-93066', 'Saint-Étienne', '29200', '29019', 'paris', 'nimes', 'saint-denis-93200'].map((s) => `${s} → ${g.resolve(s)?.nom} ${g.resolve(s)?.code} ${g.slugOf(g.resolve(s)!)}`));
for (let round = 0; round < 2; round++) for (const q of ['sa', 'ma', 'be', 'le', 'mans', 'hav', 'la ro']) {
  t = performance.now();
  const r = g.search['searchUncached'](q, 7);
  console.log(round, q, (performance.now() - t).toFixed(2), r.slice(0, 3).map((m: any) => m.commune.nom).join('|'));
}

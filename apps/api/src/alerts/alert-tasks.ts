/** The alerts' background tasks (graphile-worker), registered by alerts.plugin.ts. */
export const ALERT_TASKS = {
  /** A trip was published or got a seat back: tell the matching alerts. */
  match: 'alertes_correspondances',
  /** The matches of one alert gathered since its last e-mail. */
  digest: 'alertes_resume',
  /** The trips of one alert gathered beyond its owner's daily budget, in one summary. */
  group: 'alertes_regroupement',
  /** Close the alerts whose dates are past. */
  expire: 'alertes_expiration',
} as const;

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Every Prometheus metric of the API (docs/operations.md says what each alert on them means).
 * One registry per process: in a cluster each instance is scraped on its own and Prometheus adds
 * them up. The counters below are module-level so that services count with one line and no
 * dependency; what is read at scrape time (pools, job queue, open discrepancies) is collected by
 * observability/metrics.plugin.ts.
 */
export const registry = new Registry();
const registers = [registry];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Durée des requêtes HTTP, par méthode, motif de route et code de statut',
  labelNames: ['method', 'route', 'status_code'] as const,
  // Search and the trip page answer in milliseconds; a payment takes a processor round trip.
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

/** Card payment attempts by the processor's answer (docs/product/booking-and-money.md). */
export const paymentsTotal = new Counter({
  name: 'paiements_total',
  help: 'Tentatives de paiement par résultat (autorise, authentification, refuse)',
  labelNames: ['resultat'] as const,
  registers,
});

export const refundsTotal = new Counter({
  name: 'remboursements_total',
  help: 'Remboursements envoyés au processeur, par résultat (reussi, refuse)',
  labelNames: ['resultat'] as const,
  registers,
});

export const payoutsTotal = new Counter({
  name: 'versements_total',
  help: 'Versements de gains aux conducteurs, par résultat (reussi, refuse)',
  labelNames: ['resultat'] as const,
  registers,
});

export const moneyRecoveryRuns = new Counter({
  name: 'reprises_argent_total',
  help: 'Passages de la reprise des opérations de paiement, par résultat (rien, repris, sans_reponse)',
  labelNames: ['resultat'] as const,
  registers,
});

export const jobRuns = new Counter({
  name: 'job_runs_total',
  help: 'Tâches exécutées par ce processus, par tâche et résultat (reussie, echouee)',
  labelNames: ['task', 'resultat'] as const,
  registers,
});

export const jobRetries = new Counter({
  name: 'job_retries_total',
  help: 'Nouvelles tentatives de tâches déjà échouées, exécutées par ce processus',
  labelNames: ['task'] as const,
  registers,
});

export const websocketMessages = new Counter({
  name: 'websocket_messages_total',
  help: 'Messages WebSocket, par sens (recu, envoye)',
  labelNames: ['sens'] as const,
  registers,
});

export const emailsTotal = new Counter({
  name: 'emails_total',
  help: 'E-mails remis au serveur SMTP, par résultat (envoye, echec)',
  labelNames: ['resultat'] as const,
  registers,
});

export const smsTotal = new Counter({
  name: 'sms_total',
  help: 'SMS confiés au fournisseur, par résultat (envoye, echec)',
  labelNames: ['resultat'] as const,
  registers,
});

export const pushNotificationsTotal = new Counter({
  name: 'push_notifications_total',
  help: 'Notifications push, par résultat (envoyee, echec)',
  labelNames: ['resultat'] as const,
  registers,
});

export const backupsTotal = new Counter({
  name: 'sauvegardes_total',
  help: 'Sauvegardes quotidiennes de la base, par résultat (reussie, echec)',
  labelNames: ['resultat'] as const,
  registers,
});

/** Gauges whose value is read when Prometheus scrapes (see metrics.plugin.ts). */
export const poolGauges = {
  total: new Gauge({
    name: 'db_pool_connections_total',
    help: 'Connexions ouvertes du pool PostgreSQL',
    labelNames: ['pool'] as const,
    registers,
  }),
  idle: new Gauge({
    name: 'db_pool_connections_idle',
    help: 'Connexions inoccupées du pool PostgreSQL',
    labelNames: ['pool'] as const,
    registers,
  }),
  waiting: new Gauge({
    name: 'db_pool_waiting',
    help: 'Requêtes en attente d’une connexion du pool PostgreSQL',
    labelNames: ['pool'] as const,
    registers,
  }),
  max: new Gauge({
    name: 'db_pool_connections_max',
    help: 'Taille maximale du pool PostgreSQL',
    labelNames: ['pool'] as const,
    registers,
  }),
};

export const jobGauges = {
  waiting: new Gauge({
    name: 'job_queue_waiting',
    help: 'Tâches en attente (dues ou programmées), par tâche',
    labelNames: ['task'] as const,
    registers,
  }),
  running: new Gauge({
    name: 'job_queue_running',
    help: 'Tâches en cours d’exécution, par tâche',
    labelNames: ['task'] as const,
    registers,
  }),
  retrying: new Gauge({
    name: 'job_queue_retrying',
    help: 'Tâches déjà échouées qui attendent une nouvelle tentative, par tâche',
    labelNames: ['task'] as const,
    registers,
  }),
  failed: new Gauge({
    name: 'job_queue_failed',
    help: 'Tâches abandonnées après leur dernière tentative, par tâche',
    labelNames: ['task'] as const,
    registers,
  }),
  stuck: new Gauge({
    name: 'job_queue_stuck',
    help: 'Tâches verrouillées depuis plus de 15 minutes (processus mort ou tâche bloquée)',
    labelNames: ['task'] as const,
    registers,
  }),
};

export const openDiscrepancies = new Gauge({
  name: 'rapprochement_ecarts_ouverts',
  help: 'Écarts de rapprochement ouverts entre le processeur et le grand livre',
  registers,
});

export const websocketConnections = new Gauge({
  name: 'websocket_connections',
  help: 'Connexions WebSocket ouvertes sur ce processus',
  registers,
});

let defaultsStarted = false;

/**
 * Node's own metrics (CPU, memory, event-loop lag, GC), started only when /metrics is enabled:
 * their event-loop and GC observers are not free.
 */
export function startDefaultMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: registry });
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '../config/project-root';
import { registry, startDefaultMetrics } from './metrics';

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: { severity?: string };
  annotations?: { summary?: string; description?: string };
}

/** PromQL's own words: functions, aggregations, operators and their modifiers. */
const PROMQL_WORDS = new Set([
  'sum',
  'max',
  'min',
  'avg',
  'count',
  'rate',
  'increase',
  'irate',
  'by',
  'without',
  'and',
  'or',
  'unless',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'histogram_quantile',
  'clamp_min',
  'clamp_max',
  'abs',
  'time',
  'bool',
  'offset',
  'topk',
  'bottomk',
  'delta',
]);

/** The metric names an expression reads (label matchers, strings and ranges taken out). */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/"[^"]*"/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring)\s*\([^)]*\)/g, ' ');
  return [...bare.matchAll(/\b[a-zA-Z_:][\w:]*\b/g)]
    .map((match) => match[0])
    .filter((word) => !PROMQL_WORDS.has(word) && !/^\d/.test(word) && !/^e\d+$/.test(word));
}

async function loadRules(): Promise<Rule[]> {
  const text = await readFile(path.join(projectRoot, 'deploy/prometheus/alerts.yml'), 'utf8');
  const file = parse(text) as { groups: { name: string; rules: Rule[] }[] };
  return file.groups.flatMap((group) => group.rules);
}

async function registeredNames(): Promise<Set<string>> {
  startDefaultMetrics();
  const names = new Set(['up']);
  for (const metric of await registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === 'histogram')
      for (const suffix of ['_bucket', '_count', '_sum']) names.add(metric.name + suffix);
  }
  return names;
}

describe('deploy/prometheus/alerts.yml', () => {
  it('reads only metrics the API registers', async () => {
    const registered = await registeredNames();
    const rules = await loadRules();
    const unknown = rules.flatMap((rule) =>
      metricNames(rule.expr)
        .filter((name) => !registered.has(name))
        .map((name) => `${rule.alert}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('covers what the operations guide promises, each alert explained there', async () => {
    const rules = await loadRules();
    const names = rules.map((rule) => rule.alert);
    expect(names).toEqual(
      expect.arrayContaining([
        'InstanceDown',
        'HighErrorRate',
        'SlowSearch',
        'SlowPayment',
        'ReconciliationDiscrepancy',
        'PaymentFailureSpike',
        'JobsFailing',
        'JobsStuck',
        'DatabasePoolExhausted',
      ]),
    );
    expect(new Set(names).size).toBe(names.length);
    const guide = await readFile(path.join(projectRoot, 'docs/operations.md'), 'utf8');
    for (const rule of rules) {
      expect(['page', 'warning'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      expect(guide, rule.alert).toContain(`### ${rule.alert}`);
    }
  });

  it('finds the names in an expression, not PromQL’s words nor label values', () => {
    expect(
      metricNames(
        'sum by (le) (rate(http_request_duration_seconds_bucket{route="/api/x"}[5m])) > 1e-9 and up == 0',
      ),
    ).toEqual(['http_request_duration_seconds_bucket', 'up']);
  });

  it('and the Grafana dashboard reads only those metrics too', async () => {
    const registered = await registeredNames();
    const text = await readFile(path.join(projectRoot, 'deploy/grafana/bonneroute.json'), 'utf8');
    const dashboard = JSON.parse(text) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    expect(dashboard.panels.length).toBeGreaterThan(10);
    const unknown = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) =>
        metricNames(target.expr)
          .filter((name) => !registered.has(name))
          .map((name) => `${panel.title}: ${name}`),
      ),
    );
    expect(unknown).toEqual([]);
  });
});

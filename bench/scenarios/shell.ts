import type { BenchScenario } from '../bench-context';
import { runLoad } from '../http-load';

export const healthScenario: BenchScenario = {
  name: 'GET /api/health',
  async run(context) {
    const result = await runLoad({
      url: `${context.baseUrl}/api/health`,
      durationSeconds: context.durationSeconds,
      connections: context.connections,
    });
    return [{ name: 'GET /api/health (requête SQL incluse)', ...result }];
  },
};

export const spaShellScenario: BenchScenario = {
  name: 'GET /',
  async run(context) {
    const result = await runLoad({
      url: `${context.baseUrl}/`,
      durationSeconds: context.durationSeconds,
      connections: context.connections,
    });
    return [{ name: 'GET / (coquille SPA + balises head)', ...result }];
  },
};

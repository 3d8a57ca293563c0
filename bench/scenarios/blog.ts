import type { BenchScenario } from '../bench-context';
import { runLoad } from '../http-load';

export const blogScenario: BenchScenario = {
  name: 'blog',
  async run(context) {
    const options = { durationSeconds: context.durationSeconds, connections: context.connections };
    const list = await runLoad({ url: `${context.baseUrl}/api/blog/articles`, ...options });
    const page = await runLoad({
      url: `${context.baseUrl}/blog-covoiturage/comment-fonctionne-bonneroute`,
      ...options,
    });
    return [
      { name: 'GET /api/blog/articles (liste, en mémoire)', ...list },
      { name: 'GET /blog-covoiturage/{article} (HTML + SEO)', ...page },
    ];
  },
};

import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin as global: what it decorates and the hooks it adds apply to the whole app, not
 * only to its own encapsulated context. This is what `fastify-plugin` does, through the symbols
 * Fastify documents for it ("skip-override" in the Plugins guide).
 */
export function globalPlugin<Options extends FastifyPluginOptions>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
  return plugin;
}

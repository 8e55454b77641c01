import fastifyWebsocket from '@fastify/websocket';
import { globalPlugin } from './global-plugin.js';

/** Largest message a WebSocket client may send; realtime messages are a few hundred bytes. */
export const MAX_WEBSOCKET_MESSAGE_BYTES = 64 * 1024;

/**
 * WebSocket support (@fastify/websocket) for the realtime route. Registered before the routes, so
 * that an upgrade request to any other route is closed. A socket error (a client that vanished)
 * is logged at debug level and the socket dropped.
 */
export const websocketPlugin = globalPlugin('tagproof-websocket', async (app) => {
  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_WEBSOCKET_MESSAGE_BYTES },
    errorHandler(error, socket, request) {
      request.log.debug({ err: error }, 'websocket error');
      socket.terminate();
    },
  });
});

import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * What the pages may load, measured with every e2e journey under it (decision 009): our own scripts
 * only (Vite emits no inline script, zod runs without `new Function`), no inline event handlers; styles
 * also inline, because Mantine writes `<style>` elements and KaTeX and MathLive set `style` attributes;
 * images and fonts from our own files (Vite never inlines fonts); workers from our own files only;
 * no media, plugins or frames; forms and the base URL to ourselves only.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  mediaSrc: ["'none'"],
  // MathJax's speech and Braille (the `mathjax` notation) run in a worker, started from /vendor/mathjax
  // (apps/web/src/features/tasks/inputs/mathjax-render.ts), never from a `blob:` URL.
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'browsing-topics=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer, pages and API alike, through `helmet`; plus what helmet does not
 * set: `Permissions-Policy`, HSTS only when the request came over HTTPS (directly or, with
 * `TRUST_PROXY`, by `X-Forwarded-Proto`), and `Cache-Control: no-store` on every answer that set no
 * caching of its own (API answers carry personal data; built assets and pages set theirs).
 *
 * helmet's middleware is made once and run on each request's raw response, as `@fastify/helmet` does
 * (decision 009) — except that the plugin makes the middleware again for every request, parsing every
 * option and the whole policy each time: about a twentieth of an answer's CPU (issue 15).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const applyHelmet = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    applyHelmet(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
}

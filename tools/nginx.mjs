// Debian's nginx, which tests/e2e/hosts-nginx.spec.ts runs the repository's deploy/nginx/ember-site.conf with
// (installed by tools/ensure-chromium.mjs when missing). NGINX_PATH overrides it.

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

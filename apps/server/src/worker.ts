/**
 * `npm run worker`: the store in its worker role (decision 057), which works the queues and the
 * schedules and serves only health and metrics. Needs PostgreSQL, like every split of the roles.
 */
process.env.STORE_ROLE = 'worker';
await import('./server.ts');

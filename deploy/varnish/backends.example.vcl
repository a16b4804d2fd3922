# The origin servers, added to the round-robin director `origin` of default.vcl. Health probes let Varnish tell a
# down origin from a slow one: while no origin is healthy, stored pages are served stale (stale-if-error).
backend site_1 {
  .host = "127.0.0.1";
  .port = "3000";
  .probe = { .url = "/healthz"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; }
}

sub vcl_init {
  origin.add_backend(site_1);
}

vcl 4.1;
# The HTTP cache in front of the museum sites' servers (docs/DEPLOYMENT.md, "Varnish in front (tested)").
#
# - Keys by host (Varnish's default hash: URL + Host), so the eleven sites never share an entry.
# - Honours the origin's Cache-Control: s-maxage is the TTL, stale-while-revalidate the grace in which a stale
#   page is served while Varnish refetches it, stale-if-error (read here) how long a stale page may stand in for
#   an origin that fails or is down.
# - Passes what must reach the origin: an editor's preview session (cookie museum-preview), and the bare root `/`
#   for a visitor whose locale cookie asks for another language (the origin answers with a redirect). Every other
#   request drops its cookies: pages are the same for everyone.
# - Purges by surrogate key: the origin names the documents a page shows in Surrogate-Key; a PURGE request from
#   the loopback purge fan-out (scripts/purge-fanout.mjs) with an `xkey` header of space-separated keys drops every
#   page that shows them. A PURGE without `xkey` drops its path on every host (a renamed page's old URL, or a cached
#   404 at a new page's URL, which no key names), its client-navigation JSON with it.
# - Keeps brotli: a client that accepts br gets the origin's br bytes (an object of its own); others get gzip, or
#   plain text unzipped by Varnish.
# - Tells what it did in X-Cache: HIT, STALE (an expired page served in grace) or MISS.
#
# Ported to Fastly, the same rules are VCL there too (see docs/DEPLOYMENT.md): Fastly reads Surrogate-Key natively
# and purges by key through its API, so the xkey lines fall away.
import std;
import xkey;
import directors;

# backends.vcl declares the origin servers and adds them to the `origin` director (written by the deployment or by
# tests/browser/varnish.spec.ts; deploy/varnish/backends.example.vcl shows the shape).
sub vcl_init {
  new origin = directors.round_robin();
}
include "backends.vcl";

acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  set req.backend_hint = origin.backend();

  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (req.http.xkey) {
      set req.http.n-gone = xkey.purge(req.http.xkey);
      return (synth(200, "Purged " + req.http.n-gone + " objects"));
    }
    # No key: the path, on every host (x-path, set below, is the path without its query or JSON suffix).
    ban("obj.http.x-path == " + regsub(req.url, "\?.*$", ""));
    return (synth(200, "Banned " + regsub(req.url, "\?.*$", "")));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }
  # An editor's preview session: drafts, never cached (the origin also answers private, no-store).
  if (req.http.Cookie ~ "(^|;\s*)museum-preview=") {
    return (pass);
  }
  # Preview's own routes (enter, leave, the change stream) with or without the cookie: never a cache lookup, and a
  # pass streams the change events as they come (the origin sends a heartbeat well inside between_bytes_timeout).
  if (req.url ~ "^/api/preview/") {
    return (pass);
  }
  # The bare root with a chosen language: the origin redirects to /en, /de or /sv (Vary: Cookie, private).
  if (req.url ~ "^/(\?|$)" && req.http.Cookie ~ "(^|;\s*)locale=(en|de|sv)(;|$)") {
    return (pass);
  }
  unset req.http.Cookie;

  # Brotli: Varnish itself speaks only gzip and rewrites Accept-Encoding to it after this subroutine; a client that
  # takes br gets the origin's br answer (smaller), stored as an object of its own (vcl_hash, vcl_backend_fetch).
  if (req.http.Accept-Encoding ~ "(^|,)\s*br\s*(;\s*q=(1|0?\.[0-9]*[1-9][0-9]*))?\s*(,|$)") {
    set req.http.X-Brotli = "br";
  } else {
    unset req.http.X-Brotli;
  }

  # A stale page is served for as long as the stored page's stale-if-error allows (beresp.grace below), except
  # while the origin is healthy: then only inside the page's stale-while-revalidate (vcl_hit), and past it a
  # lookup that found the page too old comes back here once to fetch it anew while the visitor waits.
  if (req.restarts == 0) {
    unset req.http.X-Revalidate;
  }
  if (req.http.X-Revalidate) {
    set req.grace = 0s;
  }
  return (hash);
}

sub vcl_hash {
  # The default key (URL and Host), plus whether the answer is brotli.
  if (req.http.X-Brotli) {
    hash_data("br");
  }
}

sub vcl_backend_fetch {
  # br first; gzip for an answer the origin compresses in its render path (which speaks gzip only).
  if (bereq.http.X-Brotli) {
    set bereq.http.Accept-Encoding = "br, gzip";
  }
  unset bereq.http.X-Brotli;
}

sub vcl_backend_response {
  # The page's surrogate keys become the object's xkeys (Surrogate-Key: space-separated, as Fastly reads it).
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
  # The page's path for a PURGE by path: no query, and a client-navigation JSON as its page's path.
  set beresp.http.x-path = regsub(regsub(bereq.url, "\?.*$", ""), "^(/.*?)?/index\.pageContext\.json$", "\1");
  if (beresp.http.x-path == "") {
    set beresp.http.x-path = "/";
  }
  # Never store what the origin keeps private, or an error page.
  if (beresp.http.Cache-Control ~ "(private|no-store)" || beresp.http.Set-Cookie) {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  if (beresp.status >= 500) {
    # A failed refresh of a stored page leaves the stale copy in place.
    if (bereq.is_bgfetch) {
      return (abandon);
    }
    set beresp.uncacheable = true;
    set beresp.ttl = 10s;
    return (deliver);
  }
  # stale-while-revalidate: Varnish reads it into beresp.grace; kept on the object for vcl_hit, since grace
  # becomes the longer stale-if-error window below.
  set beresp.http.X-Stale-While-Revalidate = beresp.grace;
  # stale-if-error: how long the stored page may stand in for a failing origin (grace = the longer window).
  if (beresp.http.Cache-Control ~ "stale-if-error=[0-9]+") {
    set beresp.grace = std.duration(
      regsub(beresp.http.Cache-Control, ".*stale-if-error=([0-9]+).*", "\1") + "s", beresp.grace);
  }
  # Keep an expired object a while longer for revalidation with If-None-Match (the origin's ETag and 304).
  set beresp.keep = 1h;
  return (deliver);
}

sub vcl_backend_error {
  # The origin is down and nothing stale could stand in: a short, plain 503.
  set beresp.http.Content-Type = "text/plain; charset=utf-8";
  set beresp.http.Cache-Control = "no-store";
  synthetic("503 Service Unavailable");
  return (deliver);
}

sub vcl_hit {
  # A healthy origin: a stale page only inside its stale-while-revalidate (refreshed in the background); past
  # it, look up again without grace, so the page is fetched while the visitor waits.
  if (obj.ttl < 0s && std.healthy(req.backend_hint)
      && obj.ttl + std.duration(obj.http.X-Stale-While-Revalidate + "s", 0s) < 0s) {
    set req.http.X-Revalidate = "1";
    return (restart);
  }
}

sub vcl_deliver {
  # Visitors see the result, not the keys.
  if (obj.hits > 0 && obj.ttl <= 0s) {
    set resp.http.X-Cache = "STALE";
  } else if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  unset resp.http.xkey;
  unset resp.http.x-path;
  unset resp.http.X-Stale-While-Revalidate;
  unset resp.http.Surrogate-Key;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}

# Varnish in front of the app (docker-compose.yml; tests/harness/scale): public pages from memory,
# purged by tag when their data changes. Needs varnish-modules (xkey). The origin comes from
# backends.vcl, found on varnishd's vcl_path (deploy/varnish/backends.vcl in docker-compose; the
# scale drill and the bench write their own).
#
# What is kept, and for how long, is the app's decision (src/lib/cache/sharedCache.ts):
# - answers marked public with purge keys (Surrogate-Key): for Surrogate-Control's max-age, and
#   purged by key at once when an edit expires them (PURGE with an xkey-purge header, from the app:
#   src/integrations/httpCache/purge.ts);
# - the locale redirects of unprefixed addresses, and Next's fingerprinted files;
# - nothing else: the API, the admin, previews, signed-in visitors and anything private pass.
#
# The locale of an unprefixed address depends on the i18n_redirected cookie and Accept-Language
# only (src/i18n/routing.ts). Both are normalised here before the lookup, and sent to the app as
# normalised, so the answers Vary on them (Cookie, Accept-Language) come in at most 16 versions.
vcl 4.1;

import std;
import xkey;

include "backends.vcl";

# Who may purge: the app's hosts (loopback and private networks; narrow this to yours).
acl purgers {
	"127.0.0.1";
	"::1";
	"10.0.0.0"/8;
	"172.16.0.0"/12;
	"192.168.0.0"/16;
}

sub vcl_recv {
	if (req.method == "PURGE") {
		if (client.ip !~ purgers) {
			return (synth(403, "Not allowed to purge"));
		}
		if (!req.http.xkey-purge) {
			return (synth(400, "PURGE needs an xkey-purge header naming the keys"));
		}
		set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
		return (synth(200, "Purged " + req.http.X-Purged));
	}
	if (req.method != "GET" && req.method != "HEAD") {
		return (pass);
	}
	set req.http.Host = std.tolower(req.http.Host);
	# Per person or per request: the API, the admin, live previews, Next's image optimiser (it varies on
	# Accept), client-side navigations (RSC payloads), and any signed-in visitor.
	if (req.url ~ "^/(api|admin|preview|_next/image)([/?]|$)" || req.url ~ "^/[^?]*/admin([/?]|$)") {
		return (pass);
	}
	if (req.http.RSC || req.http.Next-Router-Prefetch || req.url ~ "[?&]_rsc=") {
		return (pass);
	}
	if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)payload-token=") {
		return (pass);
	}

	# The locale cookie, its value as the app reads it (src/i18n/routing.ts localeOfCookie); any other cookie dropped.
	set req.http.X-Locale-Cookie = "";
	if (req.http.Cookie ~ "(^|;\s*)i18n_redirected=") {
		set req.http.X-Locale-Cookie = std.tolower(regsub(req.http.Cookie, "^(?:.*;)?\s*i18n_redirected=\s*([^;]*?)\s*(?:;.*)?$", "\1"));
	}
	if (req.http.X-Locale-Cookie == "ko" || req.http.X-Locale-Cookie == "en") {
		set req.http.Cookie = "i18n_redirected=" + req.http.X-Locale-Cookie;
	} else if (req.http.X-Locale-Cookie == "ja" || req.http.X-Locale-Cookie == "ja-jp") {
		set req.http.Cookie = "i18n_redirected=ja-JP";
	} else {
		unset req.http.Cookie;
	}
	unset req.http.X-Locale-Cookie;

	# The visitor's first language the site has (browsers list them by preference), else none.
	if (req.http.Accept-Language) {
		set req.http.Accept-Language = std.tolower(regsub(req.http.Accept-Language,
			"^(?:[^,]*?,)*?\s*(ko|en|ja)(?:-[^,;]*)?\s*(?:;[^,]*)?(?:,.*)?$", "\1"));
		if (req.http.Accept-Language !~ "^(ko|en|ja)$") {
			unset req.http.Accept-Language;
		}
	}
	return (hash);
}

sub vcl_backend_response {
	if (bereq.uncacheable) {
		return (deliver);
	}
	if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store|no-cache)" || beresp.http.Cache-Control !~ "public") {
		# Kept as "pass" for a short while, so the next requests go straight to the app.
		set beresp.uncacheable = true;
		set beresp.ttl = 10s;
		return (deliver);
	}
	if (beresp.http.Surrogate-Key) {
		set beresp.http.xkey = beresp.http.Surrogate-Key;
		if (beresp.http.Surrogate-Control ~ "max-age=[0-9]+") {
			set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "^.*max-age=([0-9]+).*$", "\1") + "s", 60s);
		}
		# A purged page is gone at once; one only past its age may be served while it is fetched again.
		set beresp.grace = 10s;
		unset beresp.http.Surrogate-Control;
	}
	return (deliver);
}

sub vcl_deliver {
	# Keys are for caches, not visitors.
	unset resp.http.xkey;
	unset resp.http.Surrogate-Key;
	unset resp.http.Cache-Tag;
	if (obj.uncacheable) {
		set resp.http.X-Cache = "PASS";
	} else if (obj.hits > 0) {
		set resp.http.X-Cache = "HIT";
	} else {
		set resp.http.X-Cache = "MISS";
	}
}

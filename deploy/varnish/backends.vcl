# The origin of deploy/varnish/default.vcl in docker-compose.yml: Caddy (`lb`), which balances the app replicas.
backend default {
	.host = "lb";
	.port = "3000";
	.connect_timeout = 2s;
	.first_byte_timeout = 30s;
	.probe = {
		.url = "/api/health";
		.interval = 5s;
		.timeout = 2s;
		.window = 5;
		.threshold = 3;
	}
}

// keycloak-js loads silent-check-sso.html in a hidden iframe and waits for the callback URL. The script
// lives in its own file, not inline, so the app's Content-Security-Policy can forbid inline scripts.
parent.postMessage(location.href, location.origin);
